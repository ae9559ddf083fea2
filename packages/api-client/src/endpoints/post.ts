import type { CallOptions, Send } from '../client/transport';
import type { ApiResponse } from '../types/responses';

export interface PostEndpoint {
  /**
   * Sends `body` as JSON and reads `success` and `message` from the answer. A relative path goes to
   * the API with the XSRF header; an absolute URL goes as it is, without it. Never retried.
   * Throws an `ApiError` when the answer says `success: false`.
   */
  post<T extends ApiResponse = ApiResponse>(
    path: string,
    body: unknown,
    options?: CallOptions,
  ): Promise<T>;
}

export function postEndpoint(send: Send): PostEndpoint {
  return {
    post: async <T extends ApiResponse = ApiResponse>(
      path: string,
      body: unknown,
      options: CallOptions = {},
    ) => send<T>(path, { ...options, method: 'POST', json: body }),
  };
}
