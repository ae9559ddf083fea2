/**
 * The shortest search term that searches (spec section 5).
 *
 * @example
 * 'ab'.length >= MIN_SEARCH_TERM_LENGTH // false
 */
export const MIN_SEARCH_TERM_LENGTH = 3;

/**
 * The longest search term searched, in UTF-16 code units as typed: the search box never needs more, and longer input
 * is refused rather than cut.
 *
 * @example
 * 'x'.repeat(101).length > MAX_SEARCH_TERM_LENGTH // true
 */
export const MAX_SEARCH_TERM_LENGTH = 100;

/**
 * How long the search field waits after typing before it searches, in milliseconds (spec section 9).
 *
 * @example
 * setTimeout(runSearch, SEARCH_DEBOUNCE_MS)
 */
export const SEARCH_DEBOUNCE_MS = 1500;

/**
 * The most results the search results page shows.
 *
 * @example
 * rankSearchResults(products, term, { limit: SEARCH_RESULTS_LIMIT })
 */
export const SEARCH_RESULTS_LIMIT = 100;

/**
 * The most previews the search dialog shows.
 *
 * @example
 * rankSearchResults(products, term, { limit: SEARCH_DIALOG_LIMIT })
 */
export const SEARCH_DIALOG_LIMIT = 3;
