import { describe, expect, it } from 'vitest';
import { searchWords, stemSearchWord, understandSearchQuery, type SearchQuery } from './query';
import { editDistanceWithin, typoBudget } from './typos';

// Words of the seed catalogue's names and types, enough to join and split compounds as the API's index does.
const CATALOGUE_WORDS = new Set([
  'pull',
  'down',
  'shower',
  'showerhead',
  'head',
  'hand',
  'basin',
  'towel',
  'bar',
]);
const isCatalogueWord = (word: string) => CATALOGUE_WORDS.has(word);
const SYNONYMS = [
  { words: ['wash basin', 'basin', 'lavatory'] },
  { words: ['towel rail', 'towel bar'] },
  { words: ['tap', 'faucet', 'cock'] },
];

const phrases = (query: SearchQuery) =>
  query.parts.map((part) => part.alternatives.map((words) => words.map((w) => w.text).join(' ')));

describe('typoBudget', () => {
  it('forgives nothing below four letters, one from four, two from eight', () => {
    expect([
      typoBudget('tap'),
      typoBudget('tapx'),
      typoBudget('showr'),
      typoBudget('showerhed'),
    ]).toEqual([0, 1, 1, 2]);
  });

  it('forgives nothing inside a model or part number, however long', () => {
    expect(typoBudget('t35590bl')).toBe(0);
    expect(typoBudget('rp50587')).toBe(0);
  });
});

describe('editDistanceWithin', () => {
  it('counts a letter added, dropped, changed or two swapped as one', () => {
    expect(editDistanceWithin('showr', 'shower', 1)).toBe(1);
    expect(editDistanceWithin('kichen', 'kitchen', 1)).toBe(1);
    expect(editDistanceWithin('mxier', 'mixer', 1)).toBe(1);
    expect(editDistanceWithin('basn', 'basin', 1)).toBe(1);
  });

  it('answers -1 beyond the allowance', () => {
    expect(editDistanceWithin('tap', 'towel', 2)).toBe(-1);
    expect(editDistanceWithin('shwr', 'shower', 1)).toBe(-1);
    expect(editDistanceWithin('shwr', 'shower', 2)).toBe(2);
  });
});

describe('searchWords', () => {
  it('unfolds full-width letters, lowers case, splits at punctuation and folds plurals', () => {
    expect(searchWords('ＳＨＯＷＥＲ Heads')).toEqual(['shower', 'head']);
    expect(searchWords('Pull-Down Kitchen Faucets')).toEqual(['pull', 'down', 'kitchen', 'faucet']);
    expect(searchWords("Kohler's Accessories, brushes")).toEqual(['kohler', 'accessory', 'brush']);
  });

  it('drops trademark signs rather than unfolding them to letters', () => {
    expect(searchWords('Pivotal™ Trinsic® Bath')).toEqual(['pivotal', 'trinsic', 'bath']);
  });

  it('keeps short words and words ending in ss as they are', () => {
    expect(['glass', 'bus', 'tap'].map(stemSearchWord)).toEqual(['glass', 'bus', 'tap']);
  });
});

describe('understandSearchQuery', () => {
  it('reads finish and room words as intent, not as words to find', () => {
    const query = understandSearchQuery('Black kitchen tap');
    expect(query.finishes).toEqual([50, 60, 65, 100]);
    expect(query.areas).toEqual(['kitchen']);
    expect(phrases(query)).toEqual([['tap']]);
  });

  it('narrows to the finishes every finish word allows', () => {
    expect(understandSearchQuery('matte black tap').finishes).toEqual([50]);
    expect(understandSearchQuery('gold tap').finishes).toEqual([120, 40, 45, 30]);
  });

  it('keeps a room word that is all the visitor typed', () => {
    const query = understandSearchQuery('kitchen');
    expect(phrases(query)).toEqual([['kitchen']]);
    expect(query.areas).toEqual(['kitchen']);
  });

  it('reads Hindi and Hinglish through the search vocabulary', () => {
    const hindi = understandSearchQuery('काला रसोई का नल');
    expect(hindi.finishes).toContain(50);
    expect(hindi.areas).toEqual(['kitchen']);
    expect(phrases(hindi)).toEqual([['faucet']]);
    expect(phrases(understandSearchQuery('kala nal'))).toEqual([['faucet']]);
  });

  it('splits a compound the catalogue writes as two words, and joins two it writes as one', () => {
    expect(phrases(understandSearchQuery('pulldown', { isCatalogueWord }))).toEqual([
      ['pulldown', 'pull down'],
    ]);
    expect(phrases(understandSearchQuery('shower head', { isCatalogueWord }))).toEqual([
      ['shower head', 'showerhead'],
    ]);
    expect(phrases(understandSearchQuery('pull-down', { isCatalogueWord }))).toEqual([
      ['pull'],
      ['down'],
    ]);
  });

  it('offers every phrase of a synonym group, the longest typed phrase first', () => {
    const query = understandSearchQuery('wash basin tap', { synonyms: SYNONYMS, isCatalogueWord });
    expect(phrases(query)).toEqual([
      ['wash basin', 'basin', 'lavatory'],
      ['tap', 'faucet', 'cock'],
    ]);
    expect(phrases(understandSearchQuery('towel rails', { synonyms: SYNONYMS }))).toEqual([
      ['towel rail', 'towel bar'],
    ]);
  });

  it('keeps a model typed with dashes as one word that allows no typos', () => {
    const [part] = understandSearchQuery('T35590-BL').parts;
    expect(part!.alternatives).toEqual([[{ text: 't35590bl', typos: 0, prefix: true }]]);
  });

  it('gives each word its spelling allowance and marks only the last as a prefix', () => {
    const query = understandSearchQuery('showr mixr', { isCatalogueWord });
    expect(query.parts.map((p) => p.alternatives[0]![0])).toEqual([
      { text: 'showr', typos: 1, prefix: false },
      { text: 'mixr', typos: 1, prefix: true },
    ]);
  });
});
