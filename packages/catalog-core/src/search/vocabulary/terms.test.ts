import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_SEARCH_TERM_LENGTH } from '../constants';
import { isValidSearchTerm } from '../validate';
import { normalizeSearchWord } from './normalize';
import { catalogueSearchTerm, indexVocabularies, isSearchableTerm } from './terms';
import type { SearchVocabulary } from './types';
import { SEARCH_VOCABULARIES } from './vocabularies';

const LATIN = /^[\p{Script=Latin}\s]+$/u;

describe('normalizeSearchWord', () => {
  it('folds spellings that differ only by nukta, chandrabindu, nasal half-letter or joiners', () => {
    expect(normalizeSearchWord('फ़व्वारा')).toBe(normalizeSearchWord('फव्वारा'));
    // The precomposed nukta letter (U+095E) and base + nukta (U+092B U+093C) compare equal.
    expect(normalizeSearchWord('\u095e')).toBe(normalizeSearchWord('\u092b\u093c'));
    expect(normalizeSearchWord('टोँटी')).toBe('टोंटी');
    expect(normalizeSearchWord('हैण्ड')).toBe('हैंड');
    expect(normalizeSearchWord('ठण्डा')).toBe('ठंडा');
    expect(normalizeSearchWord('कि\u200dचन')).toBe('किचन');
    expect(normalizeSearchWord('\u200fनल\u200c')).toBe('नल');
  });

  it('reads Latin without case, accents or full-width forms, and trims punctuation and spaces', () => {
    expect(normalizeSearchWord('Snān')).toBe('snan');
    expect(normalizeSearchWord('ＮＡＬ')).toBe('nal');
    expect(normalizeSearchWord('  हैंड   शावर? ')).toBe('हैंड शावर');
    expect(normalizeSearchWord('"नल",')).toBe('नल');
  });

  it('writes Devanagari digits as ASCII', () => {
    expect(normalizeSearchWord('T१४०५९')).toBe('t14059');
  });
});

describe('catalogueSearchTerm', () => {
  it.each([
    ['नल', 'faucet'],
    ['नलका', 'faucet'],
    ['टोंटी', 'faucet'],
    ['nal', 'faucet'],
    ['Nalka', 'faucet'],
    ['tonti', 'faucet'],
    ['शावर', 'shower'],
    ['फव्वारा', 'shower'],
    ['फ़व्वारा', 'shower'],
    ['fuvvara', 'shower'],
    ['बेसिन', 'basin'],
    ['वॉशबेसिन', 'basin'],
    ['वॉश बेसिन', 'basin'],
    ['किचन', 'kitchen'],
    ['रसोई', 'kitchen'],
    ['rasoi', 'kitchen'],
    ['मिक्सर', 'mixer'],
    ['डायवर्टर', 'diverter'],
    ['हैंड शावर', 'hand shower'],
    ['हैण्ड शावर', 'hand shower'],
    ['हैंडशावर', 'hand shower'],
    ['कमोड', 'toilet'],
    ['टॉयलेट', 'toilet'],
    ['फ्लश', 'flush'],
    ['नहाना', 'bath'],
    ['स्नान', 'bath'],
    ['snan', 'bath'],
    ['snān', 'bath'],
  ])('reads %j as %j', (typed, english) => {
    expect(catalogueSearchTerm(typed)).toBe(english);
  });

  it('reads queries mixing languages word by word, longest phrase first', () => {
    expect(catalogueSearchTerm('किचन नल')).toBe('kitchen faucet');
    expect(catalogueSearchTerm('kitchen nal')).toBe('kitchen faucet');
    expect(catalogueSearchTerm('rasoi mixer')).toBe('kitchen mixer');
    expect(catalogueSearchTerm('हैंड शावर chrome')).toBe('hand shower chrome');
    expect(catalogueSearchTerm('ओवरहेड शावर')).toBe('overhead shower');
  });

  it('drops Hindi joining words beside known words, keeps them when they are all there is', () => {
    expect(catalogueSearchTerm('किचन का नल')).toBe('kitchen faucet');
    expect(catalogueSearchTerm('हाथ धोने का बेसिन')).toBe('basin');
    expect(catalogueSearchTerm('का की')).toBe('का की');
  });

  it('says one idea once when two words mean it', () => {
    expect(catalogueSearchTerm('शावर फव्वारा')).toBe('shower');
  });

  it('keeps model and part numbers as typed, with Devanagari digits as ASCII', () => {
    expect(catalogueSearchTerm('T14059 शावर')).toBe('T14059 shower');
    expect(catalogueSearchTerm('नल T14059-PR')).toBe('faucet T14059-PR');
    expect(catalogueSearchTerm('T१४०५९')).toBe('T14059');
    expect(catalogueSearchTerm('RP 505 87')).toBe('RP 505 87');
  });

  it('returns an English or unknown term unchanged, to the byte', () => {
    for (const term of [
      'basin mixer',
      '  Ixa   Jive ',
      'T14059',
      'shower',
      'champagne bronze',
      'कपड़ा',
    ])
      expect(catalogueSearchTerm(term)).toBe(term);
    fc.assert(
      fc.property(fc.stringMatching(/^[ -~]{0,30}$/), (ascii) => {
        const words = ascii.split(/[\s,]+/).filter(Boolean);
        fc.pre(words.every((word) => !isVocabularyWord(word)));
        expect(catalogueSearchTerm(ascii)).toBe(ascii);
      }),
    );
  });

  it('removes invisible characters and survives odd Unicode without throwing', () => {
    expect(catalogueSearchTerm('\u200fनल\u200f')).toBe('faucet');
    expect(catalogueSearchTerm('\u093c\u093c\u093c')).toBe('\u093c\u093c\u093c');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        expect(typeof catalogueSearchTerm(text)).toBe('string');
      }),
    );
  });
});

describe('isSearchableTerm', () => {
  it('follows the spec’s three-character rule wherever isValidSearchTerm does, for Latin text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ -~]{0,8}$/), (term) => {
        expect(isSearchableTerm(term)).toBe(isValidSearchTerm(term));
      }),
    );
    expect(isSearchableTerm('ab')).toBe(false);
    expect(isSearchableTerm('  ab  ')).toBe(false);
    expect(isSearchableTerm('T14')).toBe(true);
  });

  it('lets a shorter term search when every word is in the vocabulary', () => {
    expect(isSearchableTerm('नल')).toBe(true);
    expect(isSearchableTerm(' टब ')).toBe(true);
    expect(isSearchableTerm('जल')).toBe(true);
    expect(isSearchableTerm('कप')).toBe(false);
    expect(isSearchableTerm('का')).toBe(false);
  });

  it('does not count invisible characters', () => {
    expect(isSearchableTerm('\u200f\u200f\u200f')).toBe(false);
    expect(isSearchableTerm('ab\u200b')).toBe(false);
    expect(isSearchableTerm('\u200fनल')).toBe(true);
    expect(isSearchableTerm('')).toBe(false);
    expect(isSearchableTerm(undefined)).toBe(false);
    expect(isSearchableTerm(null)).toBe(false);
  });
});

describe('the vocabularies', () => {
  const index = indexVocabularies(SEARCH_VOCABULARIES);

  it('read each word as one English term, with no word both meaningful and ignored', () => {
    // indexVocabularies throws on a clash; getting here means the shipped tables have none.
    expect(index.terms.size).toBeGreaterThan(100);
  });

  it('have no Latin word shorter than the spec’s minimum, so short English terms stay refused', () => {
    for (const key of index.terms.keys())
      if (LATIN.test(key)) expect([...key].length).toBeGreaterThanOrEqual(MIN_SEARCH_TERM_LENGTH);
  });

  it('never list an English term as a word for itself', () => {
    for (const [key, english] of index.terms) expect(key).not.toBe(english);
  });

  it('list each word in its normalised form or one that normalises without loss of meaning', () => {
    for (const vocabulary of Object.values(SEARCH_VOCABULARIES))
      for (const words of Object.values(vocabulary.terms))
        for (const word of words) expect(normalizeSearchWord(word)).not.toBe('');
  });

  it('report a word given two meanings instead of picking one', () => {
    const clashing: Record<string, SearchVocabulary> = {
      hi: { terms: { faucet: ['नल'] }, ignore: [] },
      mr: { terms: { pipe: ['नल'] }, ignore: [] },
    };
    expect(() => indexVocabularies(clashing)).toThrow(
      /"नल" means "pipe" but already means "faucet"/,
    );
    expect(() => indexVocabularies({ hi: { terms: { faucet: ['नल'] }, ignore: ['नल'] } })).toThrow(
      /"नल"/,
    );
  });

  it('take a third language as one more table', () => {
    const withMarathi = {
      ...SEARCH_VOCABULARIES,
      mr: { terms: { faucet: ['नळ'], kitchen: ['स्वयंपाकघर'] }, ignore: ['चा'] },
    };
    expect(catalogueSearchTerm('स्वयंपाकघर चा नळ', withMarathi)).toBe('kitchen faucet');
    expect(isSearchableTerm('नळ', withMarathi)).toBe(true);
    expect(catalogueSearchTerm('स्वयंपाकघर चा नळ')).toBe('स्वयंपाकघर चा नळ');
  });
});

function isVocabularyWord(word: string): boolean {
  return indexVocabularies(SEARCH_VOCABULARIES).terms.has(normalizeSearchWord(word));
}
