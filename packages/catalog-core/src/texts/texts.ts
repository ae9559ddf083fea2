// The texts the spec fixes word for word and that several screens or programs show: each is defined here once and
// imported where shown (the API's answers, the client's error catalogue, the design system's defaults, the site).
// Their words live in the package's English catalogue, like every other message; each constant is that message's
// English text, and TEXT_CODES names its id, for a page in another language.
import { englishText } from '../i18n/message';

/**
 * The message id of each fixed text, by the name of its English constant.
 *
 * @example
 * translator.t(TEXT_CODES.SEARCH_PLACEHOLDER) // 'खोजें (शब्द, मॉडल आदि)' on a Hindi page
 */
export const TEXT_CODES = {
  GENERIC_ERROR_MESSAGE: 'core.error.generic',
  NETWORK_ERROR_MESSAGE: 'core.error.network',
  SEARCH_PLACEHOLDER: 'core.search.placeholder',
  NOT_FOUND_MESSAGE: 'core.notFound.message',
} as const;

/**
 * The generic failure of the error catalogue (spec section 8): the last resort when nothing more precise is known.
 *
 * @example
 * <h1>{GENERIC_ERROR_MESSAGE}</h1>
 */
export const GENERIC_ERROR_MESSAGE: string = /* @__PURE__ */ englishText(
  TEXT_CODES.GENERIC_ERROR_MESSAGE,
);

/**
 * Network status 0 in the error catalogue (spec section 8): no answer reached the client.
 *
 * @example
 * `${NETWORK_ERROR_MESSAGE}. Please try again in a moment.`
 */
export const NETWORK_ERROR_MESSAGE: string = /* @__PURE__ */ englishText(
  TEXT_CODES.NETWORK_ERROR_MESSAGE,
);

/**
 * The placeholder of every search box: the dialog, the results page and the not-found page (spec section 5).
 *
 * @example
 * <input type="search" placeholder={SEARCH_PLACEHOLDER} />
 */
export const SEARCH_PLACEHOLDER: string = /* @__PURE__ */ englishText(
  TEXT_CODES.SEARCH_PLACEHOLDER,
);

/**
 * The message under the large 404 of the not-found page (spec section 2.1).
 *
 * @example
 * <NotFound message={NOT_FOUND_MESSAGE} />
 */
export const NOT_FOUND_MESSAGE: string = /* @__PURE__ */ englishText(TEXT_CODES.NOT_FOUND_MESSAGE);

/**
 * The cookie the XSRF token travels in (spec section 6): set by `GET /get/xsrf-token`, readable by the page.
 *
 * @example
 * readCookie(document.cookie, XSRF_COOKIE_NAME)
 */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';

/**
 * The XSRF cookie's name where the site is served over https: the `__Host-` prefix makes the browser accept it only
 * with `Secure`, `Path=/` and no `Domain`, so a page on a sibling subdomain or a plain-http hop cannot plant one.
 *
 * @example
 * xsrfCookieName(true) // '__Host-XSRF-TOKEN'
 */
export const XSRF_SECURE_COOKIE_NAME = '__Host-XSRF-TOKEN';

/**
 * The name the XSRF cookie has for a visitor on https (`__Host-XSRF-TOKEN`) or plain http (`XSRF-TOKEN`).
 *
 * @example
 * xsrfCookieName(url.protocol === 'https:')
 */
export const xsrfCookieName = (https: boolean): string =>
  https ? XSRF_SECURE_COOKIE_NAME : XSRF_COOKIE_NAME;

/**
 * The header every POST echoes the XSRF token in (spec section 6).
 *
 * @example
 * headers.set(XSRF_HEADER_NAME, token)
 */
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/**
 * The shape of an XSRF token the API hands out; anything else in the cookie is not a token.
 *
 * @example
 * XSRF_TOKEN_PATTERN.test('tok_abcdefghijklmnopqrstuv') // true
 */
export const XSRF_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

/** The UTF-8 bytes of a string (a lone surrogate as U+FFFD), without TextEncoder: this package runs anywhere. */
function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    let code = char.codePointAt(0) ?? 0xfffd;
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000)
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
  }
  return bytes;
}

/**
 * Whether two XSRF values are equal, compared over their UTF-8 bytes in time that depends only on their lengths,
 * never on where they first differ. Any string is accepted (a header may hold any character) and nothing throws:
 * the one comparison the API and the site's no-JavaScript form path both use.
 *
 * @example
 * sameXsrfToken(cookieValue, headerValue) // true only when byte for byte equal
 */
export function sameXsrfToken(a: string, b: string): boolean {
  const left = utf8(a);
  const right = utf8(b);
  // Compare over the longer length so a short guess costs as long as a full one; a length mismatch is a difference.
  const length = Math.max(left.length, right.length);
  let difference = left.length ^ right.length;
  for (let i = 0; i < length; i++) difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}
