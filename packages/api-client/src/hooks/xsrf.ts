// The XSRF rule of spec section 6, as a ky beforeRequest hook.
import type { BeforeRequestHook } from 'ky';
import { readCookie } from '../cookies/readCookie';
import { readContext } from '../client/requestContext';

/** The cookie the XSRF token is read from. */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
/** The header the XSRF token is sent in. */
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/** The shape of a token the API hands out (spec section 6); anything else in the cookie is not a token. */
export const XSRF_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

/**
 * The well-formed `XSRF-TOKEN` of a `Cookie` header or `document.cookie` string, or `undefined`.
 *
 * @example
 * readXsrfToken(request.headers.get('cookie'))
 */
export function readXsrfToken(cookies: string | null | undefined): string | undefined {
  const token = readCookie(cookies, XSRF_COOKIE_NAME);
  return token !== undefined && XSRF_TOKEN_PATTERN.test(token) ? token : undefined;
}

/** Where cookies come from: `document.cookie` in the browser, the incoming request on a server. */
export type CookieSource = () => string | null | undefined;

export const documentCookies: CookieSource = () =>
  typeof document === 'undefined' ? undefined : document.cookie;

/**
 * Adds `X-XSRF-TOKEN` from the `XSRF-TOKEN` cookie to requests other than GET and HEAD whose path
 * was relative to the API. Absolute URLs never get it: they may leave the site. A header the caller
 * set already is kept.
 */
export function createXsrfHook(cookies: CookieSource): BeforeRequestHook {
  return (request, options) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (!readContext(options.context).relative) return;
    if (request.headers.has(XSRF_HEADER_NAME)) return;
    const token = readCookie(cookies(), XSRF_COOKIE_NAME);
    if (token !== undefined && token !== '') request.headers.set(XSRF_HEADER_NAME, token);
  };
}
