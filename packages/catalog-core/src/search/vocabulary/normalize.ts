// How a typed word is compared with the vocabulary: spellings that look or sound the same compare equal.

const INVISIBLE = /\p{Cf}/gu; // ZWJ, ZWNJ, bidi marks, soft hyphen, byte order mark: nothing a reader sees
const LATIN_ACCENTS = /[\u0300-\u036f]/g; // snān, śāvar: Hindi typed in IAST is looked up as plain Latin
const NUKTA = /\u093c/g; // फ़ and फ, ज़ and ज: many keyboards and writers leave the dot out
const CHANDRABINDU = /\u0901/g; // टोँटी is commonly written टोंटी
// A nasal half-letter before a consonant is the older spelling of the anusvara: हैण्ड is हैंड, ठण्डा is ठंडा.
const NASAL_HALF_LETTER = /[ङञणनम]\u094d(?=[\u0915-\u0939])/g;
const DEVANAGARI_DIGIT = /[\u0966-\u096f]/g;
const EDGE_PUNCTUATION = /^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu;

/** Devanagari digits as ASCII digits, so a model number typed as `T१४०५९` is `T14059`. */
export const asciiDigits = (text: string): string =>
  text.replace(DEVANAGARI_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x0966));

/** The text without invisible format characters. */
export const withoutInvisibles = (text: string): string => text.replace(INVISIBLE, '');

/**
 * The key a search word or phrase is looked up by: compatibility forms unfolded (full-width Latin), invisible
 * characters, Latin accents and nuktas removed, chandrabindu and nasal half-letters written as anusvara, Devanagari
 * digits as ASCII, punctuation at the ends dropped, spaces collapsed, lower case, in NFC.
 *
 * @example
 * normalizeSearchWord('फ़व्वारा') === normalizeSearchWord('फव्वारा') // true
 * normalizeSearchWord('हैण्ड  शावर') // 'हैंड शावर'
 * normalizeSearchWord('Snān') // 'snan'
 */
export function normalizeSearchWord(word: string): string {
  return asciiDigits(
    word
      .normalize('NFKD')
      .replace(INVISIBLE, '')
      .replace(LATIN_ACCENTS, '')
      .replace(NUKTA, '')
      .replace(CHANDRABINDU, '\u0902')
      .normalize('NFC')
      .replace(NASAL_HALF_LETTER, '\u0902'),
  )
    .split(/\s+/)
    .map((part) => part.replace(EDGE_PUNCTUATION, ''))
    .filter((part) => part !== '')
    .join(' ')
    .toLowerCase();
}
