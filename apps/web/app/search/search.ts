// Search settings and helpers shared by the search dialog and the results page.
// The API ranks (catalog-core's rankSearchResults, spec section 5) and cuts to the limit asked, and answers card
// summaries (`/get/search/previews/{term}`): the dialog and the results page download what they show, never full
// products, and do not rank again.
import { SEARCH_DIALOG_LIMIT, SEARCH_RESULTS_LIMIT } from '@fittings/catalog-core';

/**
 * The search dialog's wait after typing: the spec leaves it to "a shared setting". 300 ms feels immediate while
 * sparing the API a request per keystroke; the results page waits the spec's 1.5 s (SEARCH_DEBOUNCE_MS).
 */
export const SEARCH_DIALOG_DEBOUNCE_MS = 300;

export function searchResultsHref(term: string): string {
  return `/search-results?term=${encodeURIComponent(term.trim())}`;
}

/** How many previews the dialog asks for, and how many results the results page asks for. */
export const DIALOG_PREVIEWS = SEARCH_DIALOG_LIMIT;
export const RESULTS_PAGE_LIMIT = SEARCH_RESULTS_LIMIT;

/** The short invitation under the not-found page (a message id). */
export const SEARCH_PROMPT_SHORT = 'web.search.promptShort';
