// The menus of spec 2.5 (and the navigation entries of 2.1) as data: the header, side menu, footer and listing
// pages all read these, so a brand changes its catalogue structure here and nowhere else.
import type { MenuItem, ProductArea } from '@fittings/catalog-core';

export interface CategoryMenu {
  title: string;
  /** The `category` query value of the listing page. */
  route: string;
  area: ProductArea;
  /** Shown at the top of the category in the dropdown; served by the API under /media. */
  topImage: string;
  items: readonly MenuItem[];
}

const type = (title: string, queryValue: string, isNew?: boolean): MenuItem => ({
  title,
  route: '',
  queryKind: 'type',
  queryValue,
  ...(isNew ? { isNew } : {}),
});
const subcategory = (title: string, queryValue: string): MenuItem => ({
  title,
  route: '',
  queryKind: 'subcategory',
  queryValue,
});

function category(
  area: ProductArea,
  title: string,
  route: string,
  items: MenuItem[],
): CategoryMenu {
  return {
    title,
    route,
    area,
    topImage: `/media/menus/${area}/${route}.svg`,
    items: items.map((item) => ({ ...item, route })),
  };
}

// Tub & Shower and Fittings & Allied have no route in the spec; "bathing" is one of its declared subpaths.
export const bathroomMenu: readonly CategoryMenu[] = [
  category('bathroom', 'Lavatory Faucets', 'lav-faucets', [
    type('Regular / Mid Height', 'regular-mid-height'),
    type('Tall', 'tall'),
    type('Wall-Mount Trims', 'wall-mount-trims'),
    type('Wall-Mount Roughs', 'wall-mount-roughs'),
    type('Widespread', 'widespread'),
  ]),
  category('bathroom', 'Showering', 'showering', [
    type('Showerheads', 'showerheads'),
    type('Shower Filters', 'shower-filters', true),
    type('Handshowers', 'handshowers'),
    type('Body Sprays', 'body-sprays'),
    type('2-in-1 Shower', '2-in-1-shower'),
    type('Shower Arms', 'shower-arms'),
    type('Shower Columns', 'shower-columns'),
    type('Slide Bars', 'slide-bars'),
    type('Wall Elbows', 'wall-elbows'),
  ]),
  category('bathroom', 'Tub & Shower', 'bathing', [
    subcategory('Trims', 'trims'),
    subcategory('Tub Filler', 'tub-filler'),
    subcategory('Tub Spouts', 'tub-spouts'),
    subcategory('Roughs', 'roughs'),
  ]),
  category('bathroom', 'Accessories', 'accessories', [
    type('Towel Bars & Shelves', 'towel-bars-shelves'),
    type('Towel Rings', 'towel-rings'),
    type('Robe Hooks', 'robe-hooks'),
    type('Tissue Holders', 'tissue-holders'),
    type('Soap Dish', 'soap-dish'),
    type('Tumbler Holders', 'tumbler-holders'),
  ]),
  category('bathroom', 'Fittings & Allied', 'fittings-and-allied', [
    subcategory('Concealed Cistern & Cover Plates', 'concealed-cistern-and-cover-plates'),
    subcategory('Health Faucets', 'health-faucets'),
    subcategory('Angle Valves', 'angle-valves'),
    subcategory('Bib Taps', 'bib-taps'),
    subcategory('Floor Drain', 'floor-drain'),
    subcategory('Grid Drain', 'grid-drain'),
    subcategory('Bottle Trap', 'bottle-trap'),
    subcategory('Concealed Stop Valve & Trims', 'concealed-stop-valve-&-trims'),
  ]),
];

export const kitchenMenu: readonly CategoryMenu[] = [
  category('kitchen', 'Kitchen Faucets', 'kitchen-faucets', [
    type('Pull-Down', 'pull-down'),
    type('Deck-Mount', 'deck-mount'),
    type('Wall-Mount Mixers', 'wall-mount-mixers'),
    type('Wall-Mount Cold Only', 'wall-mount-cold-only'),
  ]),
  category('kitchen', 'Speciality Faucets', 'speciality-faucets', [
    type('Bar / Prep', 'bar-prep'),
    type('Beverage / RO', 'beverage-ro'),
    type('Pot Fillers', 'pot-fillers'),
    type('Glass Rinser', 'glass-rinser'),
  ]),
  category('kitchen', 'Accessories', 'accessories', [type('Soap Dispensers', 'soap-dispensers')]),
];

export const categoryMenus: Record<ProductArea, readonly CategoryMenu[]> = {
  bathroom: bathroomMenu,
  kitchen: kitchenMenu,
};

export interface CollectionMenuItem {
  title: string;
  slug: string;
  /** The picture shown while the entry is hovered or focused. */
  preview: string;
  isNew?: boolean;
}

const collection = (title: string, slug: string, isNew?: boolean): CollectionMenuItem => ({
  title,
  slug,
  preview: `/media/collections/${slug}.svg`,
  ...(isNew ? { isNew } : {}),
});

/** The bathroom collections menu with its hover previews: the new ones first, then the spec's built-in 18 in its order. */
export const collectionsMenu: readonly CollectionMenuItem[] = [
  collection('Choice Dway', 'choice-dway', true),
  collection('Nuvola', 'nuvola', true),
  collection('Trillian', 'trillian'),
  collection('Pivotal', 'pivotal'),
  collection('Stryke', 'stryke'),
  collection('Zura', 'zura'),
  collection('Broderick', 'broderick'),
  collection('Bowery', 'bowery'),
  collection('Dorval', 'dorval'),
  collection('Tetra', 'tetra'),
  collection('Cassidy', 'cassidy'),
  collection('Ara', 'ara'),
  collection('Andian', 'andian'),
  collection('Galeon', 'galeon'),
  collection('Filis', 'filis'),
  collection('Kami', 'kami'),
  collection('Kendari', 'kendari'),
  collection('Korby', 'korby'),
  collection('Ixa Jive', 'ixa-jive'),
  collection('Ixa Soft', 'ixa-soft'),
];

/** The address of a listing page for a category, optionally narrowed to one menu item. */
export function listingHref(area: ProductArea, categoryRoute: string, item?: MenuItem): string {
  const query = new URLSearchParams({ category: categoryRoute });
  if (item) query.set(item.queryKind, item.queryValue);
  return `/filter/${area}?${query.toString()}`;
}

export function collectionHref(slug: string): string {
  return `/collections/${slug}`;
}

export interface NavEntry {
  title: string;
  href: string;
  /** Bathroom and Kitchen open a dropdown on wide screens and a section of the side menu on small ones. */
  menu?: ProductArea;
}

/** The main navigation bar, in the spec's order (2.1). */
export const navEntries: readonly NavEntry[] = [
  { title: 'About Us', href: '/about' },
  { title: 'Design & Innovation', href: '/innovations/featured' },
  // The entries' own links ("View all" in the dropdown and side menu) open the rooms' landing pages.
  { title: 'Bathroom', href: '/bathroom', menu: 'bathroom' },
  { title: 'Kitchen', href: '/kitchen', menu: 'kitchen' },
  { title: 'WaterWise', href: '/waterwise' },
  { title: 'Videos & Catalogs', href: '/videos-catalogs' },
];

export interface LinkEntry {
  title: string;
  href: string;
}

/** The black toolbar above the navigation. */
export const toolbarLinks: readonly LinkEntry[] = [
  { title: 'Where to buy', href: '/where-to-buy' },
  { title: 'Contact us', href: '/contact-us' },
  { title: 'Disclaimer', href: '/terms-of-use/disclaimer' },
];

export interface FooterColumn {
  title: string;
  links: readonly LinkEntry[];
}

const categoryLinks = (area: ProductArea): LinkEntry[] =>
  categoryMenus[area].map((c) => ({ title: c.title, href: listingHref(area, c.route) }));

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Our Company',
    links: [
      { title: 'About Us', href: '/about' },
      { title: 'Company Overview', href: '/overview' },
      { title: 'Awards', href: '/awards' },
      { title: 'Where to Buy', href: '/where-to-buy' },
      { title: 'Sitemap', href: '/sitemap.xml' },
    ],
  },
  {
    title: 'Bathroom',
    links: [...categoryLinks('bathroom'), { title: 'Collections', href: '/bathroom/collections' }],
  },
  { title: 'Kitchen', links: categoryLinks('kitchen') },
  {
    title: 'Design & Innovation',
    links: [
      { title: 'Shower Innovations', href: '/innovations/shower' },
      { title: 'Bath Innovations', href: '/innovations/bath' },
      { title: 'Kitchen Innovations', href: '/innovations/kitchen' },
      { title: 'Technology', href: '/technology' },
      { title: 'WaterWise', href: '/waterwise' },
    ],
  },
  {
    title: 'Customer Service',
    links: [
      { title: 'Contact Us', href: '/contact-us' },
      { title: 'Warranty', href: '/warranty' },
      { title: 'FAQ', href: '/faq' },
      { title: 'Buy Online', href: '/buy-on-amazon' },
      { title: 'For Professionals', href: '/for-professionals' },
      { title: 'Videos & Catalogs', href: '/videos-catalogs' },
      { title: 'My Favourites', href: '/wishlist' },
      { title: 'Find a Part', href: '/find-a-part' },
    ],
  },
];

export const legalLinks: readonly LinkEntry[] = [
  { title: 'Terms of Use', href: '/terms-of-use' },
  { title: 'Privacy Policy', href: '/privacy-policy' },
  { title: 'CSR Policy', href: '/csr-policy' },
  // The visitor's tracking choice, changeable at any time (issue 8).
  { title: 'Cookie settings', href: '/cookie-settings' },
];
