// The XSRF rule of spec section 6, as a ky beforeRequest hook.
import {
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
  XSRF_SECURE_COOKIE_NAME,
  XSRF_TOKEN_PATTERN,
} from '@fittings/catalog-core';
import type { BeforeRequestHook } from 'ky';
import { readCookie } from '../cookies/readCookie';
import { readContext } from '../client/requestContext';

// The names are the API's too, so they are defined in catalog-core; the client re-exports them.
export { XSRF_COOKIE_NAME, XSRF_HEADER_NAME, XSRF_SECURE_COOKIE_NAME, XSRF_TOKEN_PATTERN };

/**
 * The well-formed XSRF token of a `Cookie` header or `document.cookie` string, or `undefined`. Without `name`, the
 * one the API set: `__Host-XSRF-TOKEN` on a site served over https, else `XSRF-TOKEN`; a server that knows the
 * visitor's scheme passes the name (`xsrfCookieName(https)`) so a plain cookie never stands in for the secure one.
 *
 * @example
 * readXsrfToken(request.headers.get('cookie'))
 */
export function readXsrfToken(
  cookies: string | null | undefined,
  name?: string,
): string | undefined {
  for (const candidate of name ? [name] : [XSRF_SECURE_COOKIE_NAME, XSRF_COOKIE_NAME]) {
    const token = readCookie(cookies, candidate);
    if (token !== undefined && XSRF_TOKEN_PATTERN.test(token)) return token;
  }
  return undefined;
}

/** Where cookies come from: `document.cookie` in the browser, the incoming request on a server. */
export type CookieSource = () => string | null | undefined;

export const documentCookies: CookieSource = () =>
  typeof document === 'undefined' ? undefined : document.cookie;

/**
 * Adds `X-XSRF-TOKEN` from the XSRF cookie (`__Host-XSRF-TOKEN` over https, else `XSRF-TOKEN`) to requests other than GET and HEAD whose path
 * was relative to the API. Absolute URLs never get it: they may leave the site. A header the caller
 * set already is kept.
 */
export function createXsrfHook(cookies: CookieSource): BeforeRequestHook {
  return ({ request, options }) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (!readContext(options.context).relative) return;
    if (request.headers.has(XSRF_HEADER_NAME)) return;
    const token =
      readCookie(cookies(), XSRF_SECURE_COOKIE_NAME) ?? readCookie(cookies(), XSRF_COOKIE_NAME);
    if (token !== undefined && token !== '') request.headers.set(XSRF_HEADER_NAME, token);
  };
}
