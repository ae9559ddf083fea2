import { apiPath } from '../client/paths';
import { toQuery } from '../client/query';
import type { CallOptions, Send } from '../client/transport';
import type { SearchPreviewsResponse, SearchResponse } from '../types/responses';

export interface SearchOptions extends CallOptions {
  /** The most results: 100 on the results page (the API's default), 3 in the search dialog. */
  limit?: number;
}

/** The results page's filters and order (previews only, issue 39). */
export interface SearchPreviewsOptions extends SearchOptions {
  /** Only this category's designs, as `area/slug` (`bathroom/showers`). */
  category?: string;
  /** Only the designs that come in any of these finish codes. */
  finish?: readonly number[];
  sort?: 'rank' | 'newest' | 'name-asc' | 'name-desc';
}

export interface SearchEndpoints {
  /**
   * `GET /get/search/result/{term}`: products matching a keyword, model or part number, ranked by
   * the API. Sent without any token. Pass a signal so a newer keystroke can cancel it.
   */
  search(term: string, options?: SearchOptions): Promise<SearchResponse>;
  /**
   * `GET /get/search/previews/{term}`: the same products in the same order as {@link search}, each as a card
   * summary (image, names, model, description, finish chips) rather than a full product: what a search dialog or
   * results page shows, at a tenth of the bytes. Sent without any token.
   */
  searchPreviews(term: string, options?: SearchPreviewsOptions): Promise<SearchPreviewsResponse>;
}

export function searchEndpoints(send: Send): SearchEndpoints {
  return {
    search: async (term, { limit, ...options } = {}) =>
      send(apiPath`/get/search/result/${term}`, {
        ...options,
        method: 'GET',
        anonymous: true,
        searchParams: toQuery({ limit }),
      }),
    searchPreviews: async (term, { limit, category, finish, sort, ...options } = {}) =>
      send(apiPath`/get/search/previews/${term}`, {
        ...options,
        method: 'GET',
        anonymous: true,
        // The default order is left out, so the plain request stays the one the API answers fastest.
        searchParams: toQuery({
          limit,
          category,
          finish,
          sort: sort === 'rank' ? undefined : sort,
        }),
      }),
  };
}
