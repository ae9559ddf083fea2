import { apiPath } from '../client/paths';
import type { CallOptions, Send } from '../client/transport';
import type { SearchResponse } from '../types/responses';

export interface SearchEndpoints {
  /**
   * `GET /get/search/result/{term}`: products matching a keyword, model or part number, ranked by
   * the API. Sent without any token. Pass a signal so a newer keystroke can cancel it.
   */
  search(term: string, options?: CallOptions): Promise<SearchResponse>;
}

export function searchEndpoints(send: Send): SearchEndpoints {
  return {
    search: async (term, options = {}) =>
      send(apiPath`/get/search/result/${term}`, { ...options, method: 'GET', anonymous: true }),
  };
}
