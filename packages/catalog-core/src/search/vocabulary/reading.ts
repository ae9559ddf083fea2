// The one place a typed search term is checked, trimmed and read into the catalogue's words.
import { MAX_SEARCH_TERM_LENGTH } from '../constants';
import type { SearchTermProblem, SearchTermReading } from '../reading';
import { catalogueSearchTerm, isSearchableTerm } from './terms';

const hasControlCharacters = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
};

/**
 * Reads a search term once for every step after it (the results page's URL, the API's routes, the ranking): the
 * term trimmed, the catalogue's words for it, and every rule it breaks, in the order the API reports them:
 * control characters, more than {@link MAX_SEARCH_TERM_LENGTH} characters as typed, too short to search (the spec's
 * 3 characters, or a shorter word of the vocabulary, see {@link isSearchableTerm}). A missing term is too short.
 *
 * @example
 * readSearchTerm('  basin mixer ') // { typed: 'basin mixer', term: 'basin mixer', problems: [] }
 * readSearchTerm('किचन का नल') // { typed: 'किचन का नल', term: 'kitchen faucet', problems: [] }
 * readSearchTerm('ab').problems // ['too-short']
 * readSearchTerm('a\u0000').problems // ['control-characters', 'too-short']
 */
export function readSearchTerm(raw: string | null | undefined): SearchTermReading {
  const text = raw ?? '';
  const typed = text.trim();
  const problems: SearchTermProblem[] = [];
  if (hasControlCharacters(text)) problems.push('control-characters');
  if (text.length > MAX_SEARCH_TERM_LENGTH) problems.push('too-long');
  if (!isSearchableTerm(text)) problems.push('too-short');
  return { typed, term: problems.length === 0 ? catalogueSearchTerm(typed) : typed, problems };
}
