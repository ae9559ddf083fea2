// Turning what a visitor types, in any language of the vocabularies, into the words the catalogue's texts use.
import { MIN_SEARCH_TERM_LENGTH } from '../constants';
import { asciiDigits, normalizeSearchWord, withoutInvisibles } from './normalize';
import type { SearchVocabulary } from './types';
import { SEARCH_VOCABULARIES } from './vocabularies';

/** The vocabularies made ready for look-up: normalised phrase → English term, and the words to drop. */
export interface VocabularyIndex {
  terms: Map<string, string>;
  ignore: Set<string>;
  /** The most words in one phrase, so a look-up tries no longer run of words. */
  longestPhrase: number;
}

// Words are separated by spaces, Devanagari dandas and commas; dashes, dots and slashes stay inside model numbers.
const WORD_SEPARATORS = /[\s\u0964\u0965,]+/;

/**
 * Indexes vocabularies for look-up. A key meaning two different English terms (or both a term and a word to
 * drop) once normalised is an error in the tables, reported rather than resolved by whichever table came first.
 */
export function indexVocabularies(
  vocabularies: Readonly<Record<string, SearchVocabulary>>,
): VocabularyIndex {
  const terms = new Map<string, string>();
  const ignore = new Set<string>();
  let longestPhrase = 1;
  const clash = (key: string, language: string, meaning: string, earlier: string) =>
    new Error(
      `Search vocabulary "${language}": "${key}" means "${meaning}" but already means "${earlier}"`,
    );
  for (const [language, vocabulary] of Object.entries(vocabularies)) {
    for (const [english, words] of Object.entries(vocabulary.terms)) {
      for (const word of words) {
        const key = normalizeSearchWord(word);
        if (key === '') continue;
        const earlier = terms.get(key);
        if (earlier !== undefined && earlier !== english)
          throw clash(key, language, english, earlier);
        terms.set(key, english);
        longestPhrase = Math.max(longestPhrase, key.split(' ').length);
      }
    }
    for (const word of vocabulary.ignore) ignore.add(normalizeSearchWord(word));
  }
  for (const key of ignore) {
    const meaning = terms.get(key);
    if (meaning !== undefined) throw clash(key, 'ignore', '(nothing)', meaning);
  }
  return { terms, ignore, longestPhrase };
}

const indexes = new WeakMap<object, VocabularyIndex>();
const indexOf = (vocabularies: Readonly<Record<string, SearchVocabulary>>): VocabularyIndex => {
  let index = indexes.get(vocabularies);
  if (!index) {
    index = indexVocabularies(vocabularies);
    indexes.set(vocabularies, index);
  }
  return index;
};

interface Reading {
  /** The words as the catalogue should search them. */
  words: string[];
  /** How many words or phrases the vocabulary knew. */
  known: number;
  /** Whether any word differs from what was typed. */
  changed: boolean;
}

function read(term: string, index: VocabularyIndex): Reading {
  const typed = term.split(WORD_SEPARATORS).filter((word) => word !== '');
  const keys = typed.map(normalizeSearchWord);
  const words: string[] = [];
  const dropped: string[] = [];
  let known = 0;
  let changed = false;
  for (let i = 0; i < typed.length;) {
    let found: { english: string; length: number } | undefined;
    for (let length = Math.min(index.longestPhrase, typed.length - i); length > 0; length--) {
      const english = index.terms.get(keys.slice(i, i + length).join(' '));
      if (english !== undefined) {
        found = { english, length };
        break;
      }
    }
    if (found) {
      known++;
      changed = true;
      // "शावर फव्वारा" is one idea said twice; searching "shower shower" would only weigh it twice.
      if (!words.includes(found.english)) words.push(found.english);
      i += found.length;
      continue;
    }
    const word = typed[i]!;
    if (index.ignore.has(keys[i]!)) dropped.push(word);
    else {
      const cleaned = asciiDigits(withoutInvisibles(word));
      if (cleaned !== word) changed = true;
      if (cleaned !== '') words.push(cleaned);
    }
    i++;
  }
  // Joining words are dropped only beside a known word: alone they are what the visitor meant to search.
  if (known === 0) words.push(...dropped);
  return { words, known, changed };
}

/**
 * The term the catalogue is searched with: each Hindi (or other vocabulary) word or phrase replaced by the English
 * search term it means, joining words dropped, Devanagari digits written as ASCII, invisible characters removed;
 * every other word (English words, model and part numbers) kept as typed. A term with nothing to replace is
 * returned unchanged, so English searches follow the spec's rules exactly as before.
 *
 * @example
 * catalogueSearchTerm('नल') // 'faucet'
 * catalogueSearchTerm('kitchen nal') // 'kitchen faucet'
 * catalogueSearchTerm('किचन का नल') // 'kitchen faucet'
 * catalogueSearchTerm('T14059 शावर') // 'T14059 shower'
 * catalogueSearchTerm('basin mixer') // 'basin mixer' (the same string)
 */
export function catalogueSearchTerm(
  term: string,
  vocabularies: Readonly<Record<string, SearchVocabulary>> = SEARCH_VOCABULARIES,
): string {
  const reading = read(term, indexOf(vocabularies));
  return reading.changed ? reading.words.join(' ') : term;
}

/**
 * Whether a term may be searched. The spec's rule (at least {@link MIN_SEARCH_TERM_LENGTH} characters once trimmed,
 * counted as Unicode code points) decides, with two additions for other scripts: invisible format characters
 * (joiners, bidi marks) are not counted, and a shorter term is searchable when every word of it is in the
 * vocabulary, so the two-letter Hindi words नल (faucet) and टब (tub) search. No Latin vocabulary word is shorter
 * than three letters, so for Latin text the rule is exactly the spec's.
 *
 * @example
 * isSearchableTerm('T14') // true
 * isSearchableTerm('ab') // false
 * isSearchableTerm('नल') // true: a vocabulary word
 * isSearchableTerm('कप') // false: two letters the vocabulary does not know
 * isSearchableTerm('\u200f\u200f\u200f') // false: nothing visible
 */
export function isSearchableTerm(
  term: string | null | undefined,
  vocabularies: Readonly<Record<string, SearchVocabulary>> = SEARCH_VOCABULARIES,
): term is string {
  if (typeof term !== 'string') return false;
  const visible = withoutInvisibles(term).trim();
  if ([...visible].length >= MIN_SEARCH_TERM_LENGTH) return true;
  if (visible === '') return false;
  const reading = read(visible, indexOf(vocabularies));
  return reading.known > 0 && reading.words.length === reading.known;
}
