import { MIN_SEARCH_TERM_LENGTH } from './constants';

/**
 * Whether a search term may be searched: it is required and has at least {@link MIN_SEARCH_TERM_LENGTH}
 * characters once surrounding whitespace is trimmed, so whitespace alone is never a term.
 *
 * @example
 * isValidSearchTerm('T14') // true
 * isValidSearchTerm(' ab ') // false
 * isValidSearchTerm(undefined) // false
 */
export function isValidSearchTerm(term: string | null | undefined): term is string {
  if (typeof term !== 'string') return false;
  return [...term.trim()].length >= MIN_SEARCH_TERM_LENGTH;
}
