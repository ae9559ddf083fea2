// The state of a listing page (filter/bathroom, filter/kitchen) lives in the URL: category, type or subcategory,
// the finish, style and waterwise filters, the sort and the page. These functions read and write that state and
// apply it to the category's products, on the server and in the browser alike.
import { finishName, styleName, type ProductArea, type StyleCode } from '@fittings/catalog-core';
import type { ListingParams, ListingResponse } from '@fittings/api-client';
import { categoryMenus, type CategoryMenu } from '../layout/menus.data';

export const LISTING_PAGE_SIZE = 12;

/** The sorts a listing offers; each one's label is the message `web.listing.sort.<value>`. */
export const sortOptions = [
  { value: 'rank' },
  { value: 'newest' },
  { value: 'name-asc' },
  { value: 'name-desc' },
] as const;

export type ListingSort = (typeof sortOptions)[number]['value'];

export interface ListingQuery {
  category?: string;
  type?: string;
  subcategory?: string;
  finishes: number[];
  styles: StyleCode[];
  waterwise: boolean;
  /** The home-fit facets (issue 17): works on 0.5 bar or less, made for hard water. */
  lowPressure: boolean;
  hardWater: boolean;
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
    : 'rank';
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
    lowPressure: params.get('lowPressure') === '1',
    hardWater: params.get('hardWater') === '1',
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
  if (query.lowPressure) params.set('lowPressure', '1');
  if (query.hardWater) params.set('hardWater', '1');
  if (query.sort !== 'rank') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The API's filters, sort and page for a listing page's state (the API filters and counts in SQL). */
export function listingParams(area: ProductArea, query: ListingQuery): ListingParams {
  return {
    area,
    ...(query.category ? { category: query.category } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.subcategory ? { subcategory: query.subcategory } : {}),
    ...(query.finishes.length > 0 ? { finish: query.finishes } : {}),
    ...(query.styles.length > 0 ? { style: query.styles } : {}),
    ...(query.waterwise ? { waterwise: true } : {}),
    ...(query.lowPressure ? { lowPressure: true } : {}),
    ...(query.hardWater ? { hardWater: true } : {}),
    sort: query.sort,
    page: query.page,
    pageSize: LISTING_PAGE_SIZE,
  };
}

export interface FacetOption<T> {
  value: T;
  label: string;
  count: number;
}

/** A card of a listing: one design, in the finish filtered by, with every finish for its swatches. */
export type ListingDesign = ListingResponse['items'][number];

export interface ListingResult {
  products: ListingDesign[];
  /** Designs that match (the pages count these). */
  total: number;
  /** Products that match: the designs in each of their matching finishes. */
  finishCount: number;
  page: number;
  pageCount: number;
  finishes: FacetOption<number>[];
  styles: FacetOption<StyleCode>[];
  waterwiseCount: number;
  lowPressureCount: number;
  hardWaterCount: number;
  /** The category's types or subcategories (spec 2.5) with their design counts, as the query names them. */
  kinds: { param: 'type' | 'subcategory'; options: FacetOption<string>[] } | undefined;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The page of designs and the facets, as the listing page shows them. With a category, its menu items (spec 2.5)
 * make the type or subcategory facet, in menu order, with the API's counts (items without products are left out).
 * A value the query applies stays among the options even when the API counts nothing for it (it leaves such values
 * out), with a count of 0, so a visitor can always see and untick what narrows the page.
 */
export function listingResult(
  response: ListingResponse,
  category?: CategoryMenu,
  query?: ListingQuery,
): ListingResult {
  const styleCode = (value: string): StyleCode | undefined => {
    const code = Number(value);
    if (STYLE_CODES.includes(code as StyleCode)) return code as StyleCode;
    return STYLE_CODES.find((c) => styleName(c) === value.toLowerCase());
  };
  return {
    products: response.items,
    total: response.total,
    finishCount: response.finishCount,
    page: response.page,
    pageCount: Math.max(1, response.pageCount),
    finishes: withApplied(
      response.facets.finishes
        .map((f) => ({
          value: Number(f.value),
          label: finishName(Number(f.value)) ?? f.label,
          count: f.count,
        }))
        .filter((f) => Number.isInteger(f.value) && finishName(f.value) !== undefined),
      (query?.finishes ?? []).map((code) => ({ value: code, label: finishName(code) ?? '' })),
    ).sort((a, b) => a.value - b.value),
    styles: withApplied(
      response.facets.styles.flatMap((f) => {
        const code = styleCode(f.value);
        return code
          ? [{ value: code, label: capitalise(styleName(code) ?? f.label), count: f.count }]
          : [];
      }),
      (query?.styles ?? []).map((code) => ({
        value: code,
        label: capitalise(styleName(code) ?? ''),
      })),
    ),
    waterwiseCount:
      response.facets.waterwise.find((f) => f.value === 'true' || f.value === '1')?.count ?? 0,
    lowPressureCount: response.facets.lowPressure.find((f) => f.value === 'true')?.count ?? 0,
    hardWaterCount: response.facets.hardWater.find((f) => f.value === 'true')?.count ?? 0,
    kinds: category ? kindsFacet(response, category, query) : undefined,
  };
}

/** The options with every applied value among them, those the API did not count at 0. */
function withApplied<T>(
  options: FacetOption<T>[],
  applied: { value: T; label: string }[],
): FacetOption<T>[] {
  const missing = applied.filter((a) => !options.some((o) => o.value === a.value));
  return [...options, ...missing.map((a) => ({ ...a, count: 0 }))];
}

function kindsFacet(
  response: ListingResponse,
  category: CategoryMenu,
  query?: ListingQuery,
): ListingResult['kinds'] {
  const param = category.items[0]?.queryKind;
  if (!param) return undefined;
  const counts = param === 'type' ? response.facets.types : response.facets.subcategories;
  const applied = param === 'type' ? query?.type : query?.subcategory;
  const options = category.items.flatMap((item) => {
    const count = counts.find((c) => c.value === item.queryValue)?.count ?? 0;
    return count > 0 || item.queryValue === applied
      ? [{ value: item.queryValue, label: item.title, count }]
      : [];
  });
  return options.length > 0 ? { param, options } : undefined;
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
export function listingHeading(
  area: ProductArea,
  query: ListingQuery,
  /** The menus in the page's language (the English ones by default) and the room's name in it. */
  menus: Readonly<Record<ProductArea, readonly CategoryMenu[]>> = categoryMenus,
  areaTitle: string = area === 'bathroom' ? 'Bathroom' : 'Kitchen',
): ListingHeading {
  const category = menus[area].find((c) => c.route === query.category);
  if (!category) return { area, title: areaTitle };
  const value = query.type ?? query.subcategory;
  const item = value ? category.items.find((i) => i.queryValue === value) : undefined;
  if (!item) return { area, category, title: category.title };
  return { area, category, title: item.title, parent: { title: category.title, category } };
}
