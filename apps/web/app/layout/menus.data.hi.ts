// The menus in Hindi, written for this project. The catalogue structure (routes, query values, pictures, order) has
// one home, menus.data.ts; this file only says what each entry is called in Hindi, by its English entry's identity.
// Collection names are names, so the collections menu is the same in every language.
import type { MenuItem, ProductArea } from '@fittings/catalog-core';
import {
  bathroomMenu,
  kitchenMenu,
  listingHref,
  type CategoryMenu,
  type FooterColumn,
  type LinkEntry,
  type NavEntry,
} from './menus.data';

/** Hindi names of the categories, by area and category route. */
const categoryTitlesHi: Record<ProductArea, Record<string, string>> = {
  bathroom: {
    'lav-faucets': 'बेसिन नल',
    showering: 'शावर',
    bathing: 'टब और शावर',
    accessories: 'एक्सेसरीज़',
    'fittings-and-allied': 'फ़िटिंग और अलाइड',
  },
  kitchen: {
    'kitchen-faucets': 'किचन नल',
    'speciality-faucets': 'स्पेशलिटी नल',
    accessories: 'एक्सेसरीज़',
  },
};

/** Hindi names of the menu items, by their query value (unique across both rooms). */
const itemTitlesHi: Record<string, string> = {
  'regular-mid-height': 'रेगुलर / मिड हाइट',
  tall: 'टॉल',
  'wall-mount-trims': 'वॉल-माउंट ट्रिम',
  'wall-mount-roughs': 'वॉल-माउंट रफ़',
  widespread: 'वाइडस्प्रेड',
  showerheads: 'शावरहेड',
  'shower-filters': 'शावर फ़िल्टर',
  handshowers: 'हैंड शावर',
  'body-sprays': 'बॉडी स्प्रे',
  '2-in-1-shower': '2-इन-1 शावर',
  'shower-arms': 'शावर आर्म',
  'shower-columns': 'शावर कॉलम',
  'slide-bars': 'स्लाइड बार',
  'wall-elbows': 'वॉल एल्बो',
  trims: 'ट्रिम',
  'tub-filler': 'टब फ़िलर',
  'tub-spouts': 'टब स्पाउट',
  roughs: 'रफ़',
  'towel-bars-shelves': 'टॉवल बार और शेल्फ़',
  'towel-rings': 'टॉवल रिंग',
  'robe-hooks': 'रोब हुक',
  'tissue-holders': 'टिशू होल्डर',
  'soap-dish': 'सोप डिश',
  'tumbler-holders': 'टंबलर होल्डर',
  'concealed-cistern-and-cover-plates': 'कंसील्ड सिस्टर्न और कवर प्लेट',
  'health-faucets': 'हेल्थ फ़ॉसेट',
  'angle-valves': 'एंगल वाल्व',
  'bib-taps': 'बिब टैप',
  'floor-drain': 'फ़्लोर ड्रेन',
  'grid-drain': 'ग्रिड ड्रेन',
  'bottle-trap': 'बॉटल ट्रैप',
  'concealed-stop-valve-&-trims': 'कंसील्ड स्टॉप वाल्व और ट्रिम',
  'pull-down': 'पुल-डाउन',
  'deck-mount': 'डेक-माउंट',
  'wall-mount-mixers': 'वॉल-माउंट मिक्सर',
  'wall-mount-cold-only': 'वॉल-माउंट, सिर्फ़ ठंडा पानी',
  'bar-prep': 'बार / प्रेप',
  'beverage-ro': 'पीने का पानी / RO',
  'pot-fillers': 'पॉट फ़िलर',
  'glass-rinser': 'ग्लास रिंसर',
  'soap-dispensers': 'सोप डिस्पेंसर',
};

function titled(titles: Record<string, string>, key: string): string {
  const title = titles[key];
  if (!title) throw new Error(`The Hindi menus have no name for "${key}".`);
  return title;
}

function translateMenu(menu: readonly CategoryMenu[]): readonly CategoryMenu[] {
  return menu.map((category) => ({
    ...category,
    title: titled(categoryTitlesHi[category.area], category.route),
    items: category.items.map((item): MenuItem => ({
      ...item,
      title: titled(itemTitlesHi, item.queryValue),
    })),
  }));
}

export const bathroomMenuHi: readonly CategoryMenu[] = translateMenu(bathroomMenu);
export const kitchenMenuHi: readonly CategoryMenu[] = translateMenu(kitchenMenu);

export const categoryMenusHi: Record<ProductArea, readonly CategoryMenu[]> = {
  bathroom: bathroomMenuHi,
  kitchen: kitchenMenuHi,
};

export const navEntriesHi: readonly NavEntry[] = [
  { title: 'हमारे बारे में', href: '/about' },
  { title: 'डिज़ाइन और इनोवेशन', href: '/innovations/featured' },
  { title: 'बाथरूम', href: '/bathroom', menu: 'bathroom' },
  { title: 'किचन', href: '/kitchen', menu: 'kitchen' },
  { title: 'WaterWise', href: '/waterwise' },
  { title: 'वीडियो और कैटलॉग', href: '/videos-catalogs' },
];

export const toolbarLinksHi: readonly LinkEntry[] = [
  { title: 'कहाँ ख़रीदें', href: '/where-to-buy' },
  { title: 'संपर्क करें', href: '/contact-us' },
  { title: 'डिस्क्लेमर', href: '/terms-of-use/disclaimer' },
];

const categoryLinksHi = (area: ProductArea): LinkEntry[] =>
  categoryMenusHi[area].map((c) => ({ title: c.title, href: listingHref(area, c.route) }));

export const footerColumnsHi: readonly FooterColumn[] = [
  {
    title: 'हमारी कंपनी',
    links: [
      { title: 'हमारे बारे में', href: '/about' },
      { title: 'कंपनी का परिचय', href: '/overview' },
      { title: 'पुरस्कार', href: '/awards' },
      { title: 'कहाँ ख़रीदें', href: '/where-to-buy' },
      { title: 'साइटमैप', href: '/sitemap.xml' },
    ],
  },
  {
    title: 'बाथरूम',
    links: [...categoryLinksHi('bathroom'), { title: 'कलेक्शन', href: '/bathroom/collections' }],
  },
  { title: 'किचन', links: categoryLinksHi('kitchen') },
  {
    title: 'डिज़ाइन और इनोवेशन',
    links: [
      { title: 'शावर इनोवेशन', href: '/innovations/shower' },
      { title: 'बाथ इनोवेशन', href: '/innovations/bath' },
      { title: 'किचन इनोवेशन', href: '/innovations/kitchen' },
      { title: 'टेक्नोलॉजी', href: '/technology' },
      { title: 'WaterWise', href: '/waterwise' },
    ],
  },
  {
    title: 'ग्राहक सेवा',
    links: [
      { title: 'संपर्क करें', href: '/contact-us' },
      { title: 'वारंटी', href: '/warranty' },
      { title: 'सवाल-जवाब', href: '/faq' },
      { title: 'ऑनलाइन ख़रीदें', href: '/buy-on-amazon' },
      { title: 'प्रोफ़ेशनल्स के लिए', href: '/for-professionals' },
      { title: 'वीडियो और कैटलॉग', href: '/videos-catalogs' },
      { title: 'मेरी पसंद', href: '/wishlist' },
      { title: 'पार्ट ढूँढें', href: '/find-a-part' },
    ],
  },
];

export const legalLinksHi: readonly LinkEntry[] = [
  { title: 'उपयोग की शर्तें', href: '/terms-of-use' },
  { title: 'प्राइवेसी पॉलिसी', href: '/privacy-policy' },
  { title: 'CSR नीति', href: '/csr-policy' },
  { title: 'कुकी सेटिंग्स', href: '/cookie-settings' },
];
