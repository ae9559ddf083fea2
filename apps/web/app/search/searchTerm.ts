// The search vocabulary (a few KB of words in every language) in a module of its own: the shell imports search.ts
// (the not-found page links to the results), so the vocabulary comes only with the search dialog, which is loaded when
// first opened, and with the results page.
import { isSearchableTerm } from '@fittings/catalog-core/search-vocabulary';

/**
 * Which terms the dialog and the results page search: the spec's 3-character rule for Latin text, exactly, plus the
 * shorter words of the search vocabulary in any of its languages (नल, टब), which the API understands too. The
 * design system's default rule would refuse them before they reach the API.
 */
export const isSearchTerm = (term: string): boolean => isSearchableTerm(term);
