// The collections page's filters (style, finish, water saving, room) live in the URL. These functions read and
// write that state, apply it to the collections and count what each choice would show, the same on the server and
// in the browser.
import { STYLES, finishName, type ProductArea } from '@fittings/catalog-core';
import type { CollectionDetail } from '@fittings/api-client';

export type StyleName = 'modern' | 'transitional' | 'traditional';

export interface CollectionQuery {
  styles: StyleName[];
  finishes: number[];
  waterwise: boolean;
  areas: ProductArea[];
}

export interface CollectionFacet<T> {
  value: T;
  label: string;
  /** How many collections this choice would show, with the other filters as they are. */
  count: number;
}

export interface CollectionFacets {
  styles: CollectionFacet<StyleName>[];
  finishes: CollectionFacet<number>[];
  areas: CollectionFacet<ProductArea>[];
  waterwise: number;
}

const STYLE_NAMES = STYLES.map((style) => style.name as StyleName);
const AREAS: readonly ProductArea[] = ['bathroom', 'kitchen'];

const values = (params: URLSearchParams, name: string) =>
  params.getAll(name).flatMap((value) => value.split(',').map((v) => v.trim().toLowerCase()));

/** Reads the filters from the query string; unknown values are ignored, repeats collapse. */
export function parseCollectionQuery(params: URLSearchParams): CollectionQuery {
  const styles = [...new Set(values(params, 'style'))].filter((v): v is StyleName =>
    STYLE_NAMES.includes(v as StyleName),
  );
  const finishes = [...new Set(values(params, 'finish').map(Number))].filter(
    (code) => Number.isInteger(code) && finishName(code) !== undefined,
  );
  const areas = [...new Set(values(params, 'room'))].filter((v): v is ProductArea =>
    AREAS.includes(v as ProductArea),
  );
  return {
    styles: STYLE_NAMES.filter((s) => styles.includes(s)),
    finishes: finishes.sort((a, b) => a - b),
    waterwise: params.get('waterwise') === '1',
    areas: AREAS.filter((a) => areas.includes(a)),
  };
}

/** Writes the filters back as a query string (with `?`), empty when nothing is chosen. */
export function collectionSearch(query: CollectionQuery): string {
  const params = new URLSearchParams();
  for (const style of query.styles) params.append('style', style);
  for (const code of query.finishes) params.append('finish', String(code));
  if (query.waterwise) params.set('waterwise', '1');
  for (const area of query.areas) params.append('room', area);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function isFiltered(query: CollectionQuery): boolean {
  return (
    query.styles.length > 0 ||
    query.finishes.length > 0 ||
    query.waterwise ||
    query.areas.length > 0
  );
}

/** Every finish a collection comes in: its own and its associated finishes, by ascending code. */
export function collectionFinishCodes(
  collection: Pick<CollectionDetail, 'collectionFinish' | 'associatedFinishes'>,
): number[] {
  const codes = [collection.collectionFinish, ...collection.associatedFinishes]
    .map((finish) => finish.code)
    .filter((code) => finishName(code) !== undefined);
  return [...new Set(codes)].sort((a, b) => a - b);
}

type Filter = keyof CollectionQuery;

function matches(collection: CollectionDetail, query: CollectionQuery, except?: Filter): boolean {
  if (except !== 'styles' && query.styles.length > 0) {
    const names = collection.style.map((s) => s.name.toLowerCase());
    if (!query.styles.some((style) => names.includes(style))) return false;
  }
  if (except !== 'finishes' && query.finishes.length > 0) {
    const codes = collectionFinishCodes(collection);
    if (!query.finishes.some((code) => codes.includes(code))) return false;
  }
  if (except !== 'waterwise' && query.waterwise && !collection.waterwise) return false;
  if (except !== 'areas' && query.areas.length > 0) {
    if (!query.areas.some((area) => collection.areas.includes(area))) return false;
  }
  return true;
}

/**
 * The collections that pass every filter, in catalogue order. Within one filter the choices mean "any of" (modern
 * or transitional); across filters they mean "all of" (modern and in matte black).
 */
export function filterCollections(
  collections: readonly CollectionDetail[],
  query: CollectionQuery,
): CollectionDetail[] {
  return collections.filter((collection) => matches(collection, query));
}

/** The choices of each filter with their counts; each filter counts with only its own choices lifted. */
export function collectionFacets(
  collections: readonly CollectionDetail[],
  query: CollectionQuery,
): CollectionFacets {
  const open = (except: Filter) => collections.filter((c) => matches(c, query, except));
  const byStyle = open('styles');
  const byFinish = open('finishes');
  const byArea = open('areas');
  const finishCodes = [...new Set(collections.flatMap(collectionFinishCodes))].sort(
    (a, b) => a - b,
  );
  return {
    styles: STYLE_NAMES.map((style) => ({
      value: style,
      label: style.charAt(0).toUpperCase() + style.slice(1),
      count: byStyle.filter((c) => c.style.some((s) => s.name.toLowerCase() === style)).length,
    })),
    finishes: finishCodes.map((code) => ({
      value: code,
      label: finishName(code) ?? String(code),
      count: byFinish.filter((c) => collectionFinishCodes(c).includes(code)).length,
    })),
    areas: AREAS.map((area) => ({
      value: area,
      label: area === 'bathroom' ? 'Bathroom' : 'Kitchen',
      count: byArea.filter((c) => c.areas.includes(area)).length,
    })),
    waterwise: open('waterwise').filter((c) => c.waterwise).length,
  };
}
