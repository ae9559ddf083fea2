// Every language's search vocabulary, by language code: adding a language is adding its table here.
import { HINDI_SEARCH_VOCABULARY } from './hi';
import type { SearchVocabulary } from './types';

/**
 * The search vocabularies by language code. A query may mix them with English and each other: a visitor reading the
 * English pages may still type Hindi, so every table is consulted whatever the page language.
 *
 * @example
 * Object.keys(SEARCH_VOCABULARIES) // ['hi']
 */
export const SEARCH_VOCABULARIES: Readonly<Record<string, SearchVocabulary>> = {
  hi: HINDI_SEARCH_VOCABULARY,
};
