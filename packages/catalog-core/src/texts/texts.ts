// The texts the spec fixes word for word and that several screens or programs show: each is defined here once and
// imported where shown (the API's answers, the client's error catalogue, the design system's defaults, the site).

/**
 * The generic failure of the error catalogue (spec section 8): the last resort when nothing more precise is known.
 *
 * @example
 * <h1>{GENERIC_ERROR_MESSAGE}</h1>
 */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong!';

/**
 * Network status 0 in the error catalogue (spec section 8): no answer reached the client.
 *
 * @example
 * `${NETWORK_ERROR_MESSAGE}. Please try again in a moment.`
 */
export const NETWORK_ERROR_MESSAGE = 'could not connect to our servers';

/**
 * The placeholder of every search box: the dialog, the results page and the not-found page (spec section 5).
 *
 * @example
 * <input type="search" placeholder={SEARCH_PLACEHOLDER} />
 */
export const SEARCH_PLACEHOLDER = 'Search (keywords,etc)';

/**
 * The message under the large 404 of the not-found page (spec section 2.1).
 *
 * @example
 * <NotFound message={NOT_FOUND_MESSAGE} />
 */
export const NOT_FOUND_MESSAGE = 'Whoops, page not found.';

/**
 * The cookie the XSRF token travels in (spec section 6): set by `GET /get/xsrf-token`, readable by the page.
 *
 * @example
 * readCookie(document.cookie, XSRF_COOKIE_NAME)
 */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';

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
