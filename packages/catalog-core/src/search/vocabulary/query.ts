// Reading a typed search as parts to find: words in the catalogue's spelling, the other ways of saying each part
// (synonyms, compounds joined or split), and the finish or room the visitor asked for.
import type { ProductArea } from '../../types/entities';
import { catalogueSearchTerm } from './terms';
import { typoBudget } from './typos';
import type { SearchVocabulary } from './types';
import { SEARCH_VOCABULARIES } from './vocabularies';

/**
 * A group of words and phrases that mean the same product to a visitor (`towel rail`, `towel bar`), as a catalogue
 * lists them: catalogue data, so a brand adds its own without a release.
 *
 * @example
 * const synonym: SearchSynonym = { words: ['wash basin', 'basin', 'lavatory'] };
 */
export interface SearchSynonym {
  words: readonly string[];
}

/** One word to find: in the catalogue's spelling, with the mistakes it may carry and whether it may be a prefix. */
export interface QueryWord {
  text: string;
  /** How many letters may differ ({@link typoBudget}); 0 for model and part numbers. */
  typos: number;
  /** The last word of a term, which the visitor may still be typing. */
  prefix: boolean;
}

/** One part of a query: the ways it may be said, each a phrase whose words must all be found. */
export interface QueryPart {
  /** The part as typed (normalised). */
  typed: string;
  alternatives: QueryWord[][];
}

/** What a typed term asks for. */
export interface SearchQuery {
  /** Every part must be found for a full match. */
  parts: QueryPart[];
  /** Finish codes asked for by a finish word (`black`, `gold`): they filter, and the card shows that finish. */
  finishes: number[];
  /** Rooms asked for (`kitchen`, `bathroom`): they rank first. */
  areas: ProductArea[];
}

/** The options of {@link understandSearchQuery}. */
export interface UnderstandSearchOptions {
  /** The catalogue's synonym groups. */
  synonyms?: readonly SearchSynonym[];
  /** Whether a word (as {@link searchWords} gives it) is in the catalogue: lets compounds be joined and split. */
  isCatalogueWord?: (word: string) => boolean;
  vocabularies?: Readonly<Record<string, SearchVocabulary>>;
}

/**
 * The finish words visitors type, and the finish codes (see FINISHES) each means. "steel" and "ss" are how people
 * in India say stainless.
 */
export const FINISH_WORDS: Readonly<Record<string, readonly number[]>> = {
  black: [50, 60, 65, 100],
  matt: [50, 110],
  matte: [50, 110],
  // Indian buyers call any warm metal finish gold: champagne bronze answers when the catalogue has no gold.
  gold: [120, 40, 45, 30],
  golden: [120, 40, 45, 30],
  chrome: [10, 15, 100],
  nickel: [20, 25],
  bronze: [30, 40, 45],
  champagne: [30, 40, 45],
  white: [110],
  stainless: [60, 65, 70, 75, 80, 90, 95],
  steel: [60, 65, 70, 75, 80, 90, 95],
  ss: [60, 65, 70, 75, 80, 90, 95],
};

/** The room words visitors type, and the catalogue area each means. */
export const AREA_WORDS: Readonly<Record<string, ProductArea>> = {
  kitchen: 'kitchen',
  bathroom: 'bathroom',
  washroom: 'bathroom',
};

const APOSTROPHES = /['’`]/g;
// Trademark signs would unfold to letters under NFKC (™ is "TM"): `Pivotal™` must be `pivotal`.
const MARKS = /[®™℠©]/g;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const MODEL_LIKE = /^(?=.*\d)[\p{L}\p{N}]+(?:[-./][\p{L}\p{N}]+)*$/u;

/**
 * A word as the index keeps it: a plural folded to its singular (`taps`, `showerheads`, `accessories`), so either
 * finds the other. Words of three letters and less are kept as they are.
 *
 * @example
 * stemSearchWord('faucets') // 'faucet'
 * stemSearchWord('brushes') // 'brush'
 * stemSearchWord('accessories') // 'accessory'
 * stemSearchWord('glass') // 'glass'
 */
export function stemSearchWord(word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/**
 * The words of a text as search compares them: compatibility forms unfolded (NFKC: full-width letters, ligatures),
 * lower case, apostrophes dropped, split at anything not a letter or digit (so `pull-down` is `pull down`), each
 * folded by {@link stemSearchWord}. The same function reads the catalogue's texts and the visitor's term.
 *
 * @example
 * searchWords('Pull-Down Kitchen Faucets') // ['pull', 'down', 'kitchen', 'faucet']
 * searchWords('ＳＨＯＷＥＲ') // ['shower']
 */
export function searchWords(text: string): string[] {
  const words =
    text.replace(MARKS, ' ').normalize('NFKC').toLowerCase().replace(APOSTROPHES, '').match(WORD) ??
    [];
  return words.map(stemSearchWord);
}

const MAX_PARTS = 8;
const MAX_SYNONYM_WORDS = 3;

interface SynonymIndex {
  phrases: Map<string, string[][]>;
}
const synonymIndexes = new WeakMap<readonly SearchSynonym[], SynonymIndex>();
function synonymIndex(synonyms: readonly SearchSynonym[]): SynonymIndex {
  let index = synonymIndexes.get(synonyms);
  if (!index) {
    const phrases = new Map<string, string[][]>();
    for (const group of synonyms) {
      const members = group.words.map(searchWords).filter((words) => words.length > 0);
      for (const words of members) {
        const key = words.join(' ');
        const known = phrases.get(key) ?? [];
        for (const member of members)
          if (!known.some((k) => k.join(' ') === member.join(' '))) known.push(member);
        phrases.set(key, known);
      }
    }
    index = { phrases };
    synonymIndexes.set(synonyms, index);
  }
  return index;
}

/**
 * Reads a typed term as what it asks for:
 * 1. Hindi and Hinglish words become the catalogue's English words (the search vocabulary);
 * 2. the text is normalised ({@link searchWords});
 * 3. finish words (`black`, `gold`) and room words (`kitchen`) become intent rather than words to find, unless they
 *    are all that was typed;
 * 4. each remaining part may be said other ways: the catalogue's synonyms (`wash basin` → `basin`), two words joined
 *    when the catalogue writes them as one (`shower head` → `showerhead`), one word split when the catalogue writes
 *    two (`pulldown` → `pull down`);
 * 5. every word gets its spelling allowance ({@link typoBudget}), and the last may still be being typed.
 *
 * @example
 * understandSearchQuery('black kichen tap').finishes // [50, 60, 65, 100]
 * understandSearchQuery('black kichen tap').areas // ['kitchen']
 * understandSearchQuery('pulldown', { isCatalogueWord: (w) => ['pull', 'down'].includes(w) }).parts[0].alternatives
 * // [[pulldown], [pull, down]] (as QueryWords)
 */
export function understandSearchQuery(
  term: string,
  options: UnderstandSearchOptions = {},
): SearchQuery {
  const english = catalogueSearchTerm(term, options.vocabularies ?? SEARCH_VOCABULARIES);
  // A model or part number typed with dashes or dots stays one word: `T35590-BL` is searched as `t35590bl`.
  const raw = english
    .normalize('NFKC')
    .split(/\s+/)
    .flatMap((chunk) =>
      MODEL_LIKE.test(chunk) && /\p{L}/u.test(chunk)
        ? [chunk.toLowerCase().replace(/[-./]/g, '')]
        : searchWords(chunk),
    )
    .slice(0, MAX_PARTS * 2);

  let finishes: number[] | undefined;
  const areas = new Set<ProductArea>();
  let words = raw.filter((word) => {
    const finish = FINISH_WORDS[word];
    // "matte black" is the finishes both words allow; words that share none ("black chrome") allow either.
    if (finish) {
      const both = finishes?.filter((code) => finish.includes(code)) ?? [...finish];
      finishes = both.length > 0 ? both : [...new Set([...(finishes ?? []), ...finish])];
    }
    const area = AREA_WORDS[word];
    if (area) areas.add(area);
    return !finish && !area;
  });
  // A room word alone ("kitchen") is what the visitor wants to find; a finish alone is handled by its filter.
  if (words.length === 0) words = raw.filter((word) => AREA_WORDS[word]);

  const isWord = options.isCatalogueWord ?? (() => false);
  const synonyms = options.synonyms ? synonymIndex(options.synonyms) : undefined;
  const parts: QueryPart[] = [];
  for (let i = 0; i < words.length && parts.length < MAX_PARTS;) {
    let length = 1;
    let alternatives: string[][] | undefined;
    for (let n = Math.min(MAX_SYNONYM_WORDS, words.length - i); n > 0 && !alternatives; n--) {
      const found = synonyms?.phrases.get(words.slice(i, i + n).join(' '));
      if (found) {
        alternatives = found;
        length = n;
      }
    }
    const word = words[i]!;
    const next = words[i + 1];
    if (!alternatives && next !== undefined && isWord(word + next) && !/\d/.test(word + next)) {
      length = 2;
      alternatives = [[word, next], [word + next], ...(synonyms?.phrases.get(word + next) ?? [])];
    }
    if (!alternatives) {
      alternatives = [[word]];
      if (!isWord(word) && !/\d/.test(word)) {
        const split = splitCompound(word, isWord);
        if (split) alternatives.push(split);
      }
    }
    const typed = words.slice(i, i + length).join(' ');
    const last = i + length === words.length;
    parts.push({
      typed,
      alternatives: dedupe(alternatives).map((phrase) =>
        phrase.map((text, k) => ({
          text,
          typos: typoBudget(text),
          prefix: last && k === phrase.length - 1 && text === words[words.length - 1],
        })),
      ),
    });
    i += length;
  }
  return { parts, finishes: finishes ?? [], areas: [...areas] };
}

/** A word the catalogue writes as two (`pulldown`, `handshower`), split where both halves are its words. */
function splitCompound(word: string, isWord: (word: string) => boolean): string[] | undefined {
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const left = word.slice(0, cut);
    const right = word.slice(cut);
    if (isWord(left) && isWord(stemSearchWord(right))) return [left, stemSearchWord(right)];
  }
  return undefined;
}

function dedupe(phrases: string[][]): string[][] {
  const seen = new Set<string>();
  return phrases.filter((phrase) => {
    const key = phrase.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
