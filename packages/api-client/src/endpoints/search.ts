import { apiPath } from '../client/paths';
import { toQuery } from '../client/query';
import type { CallOptions, Send } from '../client/transport';
import type { SearchPreviewsResponse, SearchResponse } from '../types/responses';

export interface SearchOptions extends CallOptions {
  /** The most results: 100 on the results page (the API's default), 3 in the search dialog. */
  limit?: number;
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
  searchPreviews(term: string, options?: SearchOptions): Promise<SearchPreviewsResponse>;
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
    searchPreviews: async (term, { limit, ...options } = {}) =>
      send(apiPath`/get/search/previews/${term}`, {
        ...options,
        method: 'GET',
        anonymous: true,
        searchParams: toQuery({ limit }),
      }),
  };
}
