// The results page's filters and orders (issue 39), in a module of their own: the search routes and the previews'
// fast path (http/fast-path.ts) both name them, and the routes import the fast path's types.
import type { ProductArea } from '@fittings/catalog-core';

/** The orders the results page offers, as a listing does (issue 39); `rank` is the search's own relevance. */
export const SEARCH_SORTS = ['rank', 'newest', 'name-asc', 'name-desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The filters of the results page: a category (`area/slug`) and any of some finishes. */
export interface SearchFilters {
  category?: { area: ProductArea; slug: string } | undefined;
  finishes: number[];
  sort: SearchSort;
}
