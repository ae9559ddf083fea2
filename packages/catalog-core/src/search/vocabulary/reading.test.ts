import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERM_LENGTH } from '../constants';
import { rankSearchResults } from '../rank';
import { readSearchTerm } from './reading';

describe('readSearchTerm', () => {
  it('trims the term and reads it into the catalogue words, once', () => {
    expect(readSearchTerm('  basin mixer ')).toEqual({
      typed: 'basin mixer',
      term: 'basin mixer',
      problems: [],
    });
    expect(readSearchTerm(' किचन का नल ')).toEqual({
      typed: 'किचन का नल',
      term: 'kitchen faucet',
      problems: [],
    });
  });

  it('searches a two-letter word of the vocabulary (नल), not two other letters', () => {
    expect(readSearchTerm('नल')).toMatchObject({ term: 'faucet', problems: [] });
    expect(readSearchTerm(' ab ').problems).toEqual(['too-short']);
    expect(readSearchTerm('कप').problems).toEqual(['too-short']);
    expect(readSearchTerm('\u200f\u200f\u200f').problems).toEqual(['too-short']);
    expect(readSearchTerm(undefined)).toEqual({ typed: '', term: '', problems: ['too-short'] });
  });

  it('names every rule broken, in the order the API reports them', () => {
    expect(readSearchTerm('a\u0000').problems).toEqual(['control-characters', 'too-short']);
    expect(readSearchTerm(`tap\u0007${'x'.repeat(MAX_SEARCH_TERM_LENGTH)}`).problems).toEqual([
      'control-characters',
      'too-long',
    ]);
    // The length is the term as typed: surrounding spaces count, as the API has always counted them.
    expect(readSearchTerm(` ${'x'.repeat(MAX_SEARCH_TERM_LENGTH)}`).problems).toEqual(['too-long']);
    expect(readSearchTerm('x'.repeat(MAX_SEARCH_TERM_LENGTH)).problems).toEqual([]);
  });

  it('gives the ranking a term it ranks without checking again', () => {
    const products = [
      { model: 'T14059-PR', collection: 'Pivotal', categoryRank: 1, subCategoryRank: 1, rank: 2 },
      { model: 'T14059', collection: 'Pivotal', categoryRank: 1, subCategoryRank: 1, rank: 1 },
    ];
    expect(rankSearchResults(products, readSearchTerm(' t14059 ')).map((p) => p.model)).toEqual([
      'T14059',
      'T14059-PR',
    ]);
    expect(rankSearchResults(products, readSearchTerm('pivotal ')).map((p) => p.model)).toEqual([
      'T14059',
      'T14059-PR',
    ]);
    expect(rankSearchResults(products, readSearchTerm('t1'))).toEqual([]);
    expect(rankSearchResults(products, readSearchTerm('t14059\u0000'))).toEqual([]);
  });
});
