// The results page's filters, order and "Show more" count in its URL (issue 39), in a module of its own: search.ts is
// part of the shell, and only the results page reads these.
import { sortOptions, type ListingSort } from '../listing/listing';
import { RESULTS_PAGE_LIMIT } from './search';

/** The results page's filters and order, read from its URL (issue 39): what the API's previews take. */
export interface SearchQuery {
  /** `area/slug`, as the API's facets name a category. */
  category?: string | undefined;
  finishes: number[];
  sort: ListingSort;
  /** How many cards "Show more results" has shown: kept in the URL so Back returns to as many. */
  shown: number;
}

/** Cards rendered at first; "Show more results" adds twice as many again (see the results page). */
export const SEARCH_RESULTS_BATCH = 24;

const CATEGORY = /^(?:bathroom|kitchen)\/[a-z0-9-]{1,60}$/;

export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const category = params.get('category') ?? '';
  const sort = sortOptions.find((o) => o.value === params.get('sort'))?.value ?? 'rank';
  const shown = Math.floor(Number(params.get('shown')));
  return {
    category: CATEGORY.test(category) ? category : undefined,
    finishes: [
      ...new Set(
        params
          .getAll('finish')
          .map(Number)
          .filter((code) => Number.isInteger(code) && code > 0 && code < 10_000),
      ),
    ]
      .sort((a, b) => a - b)
      .slice(0, 20),
    sort,
    shown:
      Number.isFinite(shown) && shown > SEARCH_RESULTS_BATCH
        ? Math.min(shown, RESULTS_PAGE_LIMIT)
        : SEARCH_RESULTS_BATCH,
  };
}

/** The results page's address for a term with filters and order (none of the defaults written out). */
export function searchQueryHref(term: string, query: Partial<SearchQuery>): string {
  const params = new URLSearchParams({ term: term.trim() });
  if (query.category) params.set('category', query.category);
  for (const code of query.finishes ?? []) params.append('finish', String(code));
  if (query.sort && query.sort !== 'rank') params.set('sort', query.sort);
  if (query.shown && query.shown > SEARCH_RESULTS_BATCH) params.set('shown', String(query.shown));
  return `/search-results?${params.toString()}`;
}
