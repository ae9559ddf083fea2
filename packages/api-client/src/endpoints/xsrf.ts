// The XSRF token of spec section 6: GET /get/xsrf-token sets the XSRF-TOKEN cookie that every POST echoes in
// X-XSRF-TOKEN (the hook in hooks/xsrf.ts sends it).
import type { CallOptions, Send } from '../client/transport';
import { readXsrfToken, type CookieSource } from '../hooks/xsrf';
import type { XsrfTokenResponse } from '../types/site';

export interface XsrfEndpoints {
  /**
   * `GET /get/xsrf-token`: asks the API for the token (never cached). `setCookie` is the API's `Set-Cookie`, for a
   * server to pass on to the visitor.
   */
  getXsrfToken(options?: CallOptions): Promise<XsrfTokenResponse>;
  /**
   * The visitor's token: the well-formed `XSRF-TOKEN` cookie when there is one (no request, `setCookie: null`), else
   * {@link XsrfEndpoints.getXsrfToken}. Call it before a POST from a page that may have been served from a cache.
   */
  ensureXsrfToken(options?: CallOptions): Promise<XsrfTokenResponse>;
}

export function xsrfEndpoints(send: Send, cookies: CookieSource): XsrfEndpoints {
  const getXsrfToken = async (options: CallOptions = {}): Promise<XsrfTokenResponse> => {
    let setCookie: string | null = null;
    const answer = await send<Omit<XsrfTokenResponse, 'setCookie'> & { setCookie?: never }>(
      '/get/xsrf-token',
      {
        ...options,
        method: 'GET',
        cache: 'no-store',
        onResponse: (response) => {
          setCookie = response.headers.get('set-cookie');
        },
      },
    );
    return { ...answer, setCookie };
  };
  return {
    getXsrfToken,
    ensureXsrfToken: async (options) => {
      const token = readXsrfToken(cookies());
      return token ? { success: true, token, setCookie: null } : getXsrfToken(options);
    },
  };
}
