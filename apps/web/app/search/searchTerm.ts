// The search vocabulary (a few KB of words in every language) in a module of its own: the shell imports search.ts
// (the not-found page links to the results), so the vocabulary comes only with the search dialog, which is loaded when
// first opened, and with the results page.
import { readSearchTerm, type SearchTermReading } from '@fittings/catalog-core/search-vocabulary';

/**
 * The results page's term, read once from its URL by catalog-core's `readSearchTerm` (the API reads what the page
 * sends the same way): trimmed, and with the rules it breaks.
 */
export const searchTermOf = (params: URLSearchParams): SearchTermReading =>
  readSearchTerm(params.get('term'));

/** Whether a reading is long enough to search; any other rule it breaks is the API's to answer. */
export const isLongEnough = (reading: SearchTermReading): boolean =>
  !reading.problems.includes('too-short');

/**
 * Which terms the dialog and the results page search: the spec's 3-character rule for Latin text, exactly, plus the
 * shorter words of the search vocabulary in any of its languages (नल, टब), which the API understands too. The
 * design system's default rule would refuse them before they reach the API.
 */
export const isSearchTerm = (term: string): boolean => isLongEnough(readSearchTerm(term));
