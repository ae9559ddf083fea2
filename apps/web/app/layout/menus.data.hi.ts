// The menus in Hindi, written for this project. The catalogue structure (routes, query values, pictures, order) has
// one home, menus.data.ts; this file only says what each entry is called in Hindi, by its English entry's identity.
// Collection names are names, so the collections menu is the same in every language.
import type { MenuItem, ProductArea } from '@fittings/catalog-core';
import {
  bathroomMenu,
  footerColumns,
  kitchenMenu,
  legalLinks,
  listingHref,
  navEntries,
  toolbarLinks,
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

/** Hindi names of the links of the navigation, toolbar and footer, by address (the same name wherever it stands). */
const linkTitlesHi: Record<string, string> = {
  '/about': 'हमारे बारे में',
  '/overview': 'कंपनी का परिचय',
  '/awards': 'पुरस्कार',
  '/innovations/featured': 'डिज़ाइन और इनोवेशन',
  '/innovations/shower': 'शावर इनोवेशन',
  '/innovations/bath': 'बाथ इनोवेशन',
  '/innovations/kitchen': 'किचन इनोवेशन',
  '/technology': 'टेक्नोलॉजी',
  '/bathroom': 'बाथरूम',
  '/bathroom/collections': 'कलेक्शन',
  '/kitchen': 'किचन',
  '/waterwise': 'WaterWise',
  '/videos-catalogs': 'वीडियो और कैटलॉग',
  '/where-to-buy': 'कहाँ ख़रीदें',
  '/contact-us': 'संपर्क करें',
  '/warranty': 'वारंटी',
  '/faq': 'सवाल-जवाब',
  '/buy-on-amazon': 'ऑनलाइन ख़रीदें',
  '/for-professionals': 'प्रोफ़ेशनल्स के लिए',
  '/wishlist': 'मेरी विशलिस्ट',
  '/find-a-part': 'पार्ट ढूँढें',
  '/sitemap.xml': 'साइटमैप',
  '/terms-of-use': 'उपयोग की शर्तें',
  '/terms-of-use/disclaimer': 'डिस्क्लेमर',
  '/privacy-policy': 'प्राइवेसी पॉलिसी',
  '/csr-policy': 'CSR नीति',
  '/cookie-settings': 'कुकी सेटिंग्स',
  // The footer's category links open the listing of each category, named as in the Hindi menus.
  ...Object.fromEntries(
    [...bathroomMenuHi, ...kitchenMenuHi].map((c) => [listingHref(c.area, c.route), c.title]),
  ),
};

/** Hindi titles of the footer's columns, by their English title. */
const columnTitlesHi: Record<string, string> = {
  'Our Company': 'हमारी कंपनी',
  Bathroom: 'बाथरूम',
  Kitchen: 'किचन',
  'Design & Innovation': 'डिज़ाइन और इनोवेशन',
  'Customer Service': 'ग्राहक सेवा',
};

const translateLink = <T extends LinkEntry>(link: T): T => ({
  ...link,
  title: titled(linkTitlesHi, link.href),
});

export const navEntriesHi: readonly NavEntry[] = navEntries.map(translateLink);
export const toolbarLinksHi: readonly LinkEntry[] = toolbarLinks.map(translateLink);
export const footerColumnsHi: readonly FooterColumn[] = footerColumns.map((column) => ({
  title: titled(columnTitlesHi, column.title),
  links: column.links.map(translateLink),
}));
export const legalLinksHi: readonly LinkEntry[] = legalLinks.map(translateLink);
