// The menus of spec 2.5 (and the navigation entries of 2.1) as data: the header, side menu, footer and listing
// pages all read these, so a brand changes its catalogue structure here and nowhere else.
import type { MenuItem, ProductArea } from '@fittings/catalog-core';
import { flag, list, oneOf, record, text } from '../kit/jsonShape';
import menusJson from './menus.en.json';

export interface CategoryMenu {
  title: string;
  /** The `category` query value of the listing page. */
  route: string;
  area: ProductArea;
  /** Shown at the top of the category in the dropdown; served by the API under /media. */
  topImage: string;
  items: readonly MenuItem[];
}

const menuItem = record({ title: text, value: text, 'isNew?': flag });
const categoryEntry = record({
  title: text,
  route: text,
  queryKind: oneOf('type', 'subcategory'),
  items: list(menuItem),
});
const link = record({ title: text, href: text });
const menusShape = record({
  categories: record({ bathroom: list(categoryEntry), kitchen: list(categoryEntry) }),
  navEntries: list(record({ title: text, href: text, 'menu?': oneOf('bathroom', 'kitchen') })),
  toolbarLinks: list(link),
  footerColumns: list(
    record({ title: text, 'categoriesOf?': oneOf('bathroom', 'kitchen'), links: list(link) }),
  ),
  legalLinks: list(link),
});

interface MenusFile {
  categories: Record<
    ProductArea,
    {
      title: string;
      route: string;
      queryKind: MenuItem['queryKind'];
      items: { title: string; value: string; isNew?: boolean }[];
    }[]
  >;
  navEntries: NavEntry[];
  toolbarLinks: LinkEntry[];
  /** A column with `categoriesOf` lists that room's categories before its own links. */
  footerColumns: (FooterColumn & { categoriesOf?: ProductArea })[];
  legalLinks: LinkEntry[];
}

// The words and structure are data, in menus.en.json (the Hindi names are in menus.data.hi.ts), checked here.
menusShape(menusJson, 'menus.en.json');
const menus = menusJson as unknown as MenusFile;

function categoriesOf(area: ProductArea): readonly CategoryMenu[] {
  return menus.categories[area].map(({ title, route, queryKind, items }) => ({
    title,
    route,
    area,
    topImage: `/media/menus/${area}/${route}.svg`,
    items: items.map(({ title, value, isNew }) => ({
      title,
      route,
      queryKind,
      queryValue: value,
      ...(isNew ? { isNew } : {}),
    })),
  }));
}

// Tub & Shower and Fittings & Allied have no route in the spec; "bathing" is one of its declared subpaths.
export const bathroomMenu: readonly CategoryMenu[] = categoriesOf('bathroom');
export const kitchenMenu: readonly CategoryMenu[] = categoriesOf('kitchen');

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
// The entries' own links ("View all" in the dropdown and side menu) open the rooms' landing pages.
export const navEntries: readonly NavEntry[] = menus.navEntries;

export interface LinkEntry {
  title: string;
  href: string;
}

/** The black toolbar above the navigation. */
export const toolbarLinks: readonly LinkEntry[] = menus.toolbarLinks;

export interface FooterColumn {
  title: string;
  links: readonly LinkEntry[];
}

const categoryLinks = (area: ProductArea): LinkEntry[] =>
  categoryMenus[area].map((c) => ({ title: c.title, href: listingHref(area, c.route) }));

export const footerColumns: readonly FooterColumn[] = menus.footerColumns.map(
  ({ title, categoriesOf: area, links }) => ({
    title,
    links: area ? [...categoryLinks(area), ...links] : links,
  }),
);

// Cookie settings: the visitor's tracking choice, changeable at any time (issue 8).
export const legalLinks: readonly LinkEntry[] = menus.legalLinks;
