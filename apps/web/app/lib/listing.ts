// The state of a listing page (filter/bathroom, filter/kitchen) lives in the URL: category, type or subcategory,
// the finish, style and waterwise filters, the sort and the page. These functions read and write that state and
// apply it to the category's products, on the server and in the browser alike.
import {
  compareByCatalogueRank,
  finishName,
  styleName,
  type Product,
  type ProductArea,
  type StyleCode,
} from '@fittings/catalog-core';
import { categoryMenus, type CategoryMenu } from '../data/menus';

export const LISTING_PAGE_SIZE = 12;

export const sortOptions = [
  { value: 'featured', label: 'Featured' },
  { value: 'new', label: 'New arrivals' },
  { value: 'name-asc', label: 'Name: A to Z' },
  { value: 'name-desc', label: 'Name: Z to A' },
] as const;

export type ListingSort = (typeof sortOptions)[number]['value'];

export interface ListingQuery {
  category?: string;
  type?: string;
  subcategory?: string;
  finishes: number[];
  styles: StyleCode[];
  waterwise: boolean;
  sort: ListingSort;
  page: number;
}

const STYLE_CODES: readonly StyleCode[] = [10, 20, 30];

function numbers(values: string[]): number[] {
  return [...new Set(values.flatMap((v) => v.split(',')).map(Number))].filter(Number.isInteger);
}

/** Reads the listing state from the query string; unknown or malformed values fall back to the defaults. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const sort = sortOptions.some((o) => o.value === params.get('sort'))
    ? (params.get('sort') as ListingSort)
    : 'featured';
  const page = Number(params.get('page'));
  return {
    category: text('category'),
    type: text('type'),
    subcategory: text('subcategory'),
    finishes: numbers(params.getAll('finish')).filter((code) => finishName(code) !== undefined),
    styles: numbers(params.getAll('style')).filter((code): code is StyleCode =>
      STYLE_CODES.includes(code as StyleCode),
    ),
    waterwise: params.get('waterwise') === '1',
    sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the listing state back as a query string, leaving defaults out so URLs stay short. */
export function listingSearch(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.type) params.set('type', query.type);
  if (query.subcategory) params.set('subcategory', query.subcategory);
  for (const code of [...query.finishes].sort((a, b) => a - b))
    params.append('finish', String(code));
  for (const code of [...query.styles].sort((a, b) => a - b)) params.append('style', String(code));
  if (query.waterwise) params.set('waterwise', '1');
  if (query.sort !== 'featured') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Products of the category that match the menu item of the query (type or subcategory). */
export function matchesPlacement(product: Product, query: ListingQuery): boolean {
  if (query.category && product.category && product.category !== query.category) return false;
  if (query.type && product.type !== query.type) return false;
  if (query.subcategory && product.subcategory !== query.subcategory) return false;
  return true;
}

const byName = (a: Product, b: Product) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.model.localeCompare(b.model);

function sortProducts(products: Product[], sort: ListingSort): Product[] {
  const sorted = [...products];
  switch (sort) {
    case 'name-asc':
      return sorted.sort(byName);
    case 'name-desc':
      return sorted.sort((a, b) => byName(b, a));
    case 'new':
      return sorted.sort(
        (a, b) => Number(b.newLaunch) - Number(a.newLaunch) || compareByCatalogueRank(a, b),
      );
    default:
      return sorted.sort(compareByCatalogueRank);
  }
}

export interface FacetOption<T> {
  value: T;
  label: string;
  count: number;
}

export interface ListingResult {
  products: Product[];
  total: number;
  page: number;
  pageCount: number;
  finishes: FacetOption<number>[];
  styles: FacetOption<StyleCode>[];
  waterwiseCount: number;
}

/**
 * Filters, sorts and pages a category's products. The facets list only the finishes and styles present in the
 * category, with how many products each would show.
 */
export function applyListing(all: readonly Product[], query: ListingQuery): ListingResult {
  const placed = all.filter((p) => matchesPlacement(p, query));
  const finishCounts = new Map<number, number>();
  const styleCounts = new Map<StyleCode, number>();
  for (const product of placed) {
    if (finishName(product.finish.code)) {
      finishCounts.set(product.finish.code, (finishCounts.get(product.finish.code) ?? 0) + 1);
    }
    if (product.styleCode) {
      styleCounts.set(product.styleCode, (styleCounts.get(product.styleCode) ?? 0) + 1);
    }
  }
  const filtered = placed.filter(
    (p) =>
      (query.finishes.length === 0 || query.finishes.includes(p.finish.code)) &&
      (query.styles.length === 0 ||
        (p.styleCode !== undefined && query.styles.includes(p.styleCode))) &&
      (!query.waterwise || p.waterwise),
  );
  const sorted = sortProducts(filtered, query.sort);
  const pageCount = Math.max(1, Math.ceil(sorted.length / LISTING_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  return {
    products: sorted.slice((page - 1) * LISTING_PAGE_SIZE, page * LISTING_PAGE_SIZE),
    total: sorted.length,
    page,
    pageCount,
    finishes: [...finishCounts]
      .sort(([a], [b]) => a - b)
      .map(([value, count]) => ({ value, label: finishName(value) ?? String(value), count })),
    styles: [...styleCounts]
      .sort(([a], [b]) => a - b)
      .map(([value, count]) => ({ value, label: capitalise(styleName(value) ?? ''), count })),
    waterwiseCount: placed.filter((p) => p.waterwise).length,
  };
}

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface ListingHeading {
  area: ProductArea;
  category?: CategoryMenu;
  /** The page's heading: the menu item's title, else the category's, else the area's. */
  title: string;
  /** The category page of the breadcrumb when the heading is a type or subcategory. */
  parent?: { title: string; category: CategoryMenu };
}

/** The heading of a listing from the menus of spec 2.5, so headings and menus never disagree. */
export function listingHeading(area: ProductArea, query: ListingQuery): ListingHeading {
  const category = categoryMenus[area].find((c) => c.route === query.category);
  const areaTitle = area === 'bathroom' ? 'Bathroom' : 'Kitchen';
  if (!category) return { area, title: areaTitle };
  const value = query.type ?? query.subcategory;
  const item = value ? category.items.find((i) => i.queryValue === value) : undefined;
  if (!item) return { area, category, title: category.title };
  return { area, category, title: item.title, parent: { title: category.title, category } };
}
