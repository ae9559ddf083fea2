import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_DIALOG_LIMIT, SEARCH_RESULTS_LIMIT } from './constants';
import { compareByCatalogueRank, rankSearchResults, type RankableProduct } from './rank';

const product = (
  model: string,
  collection = 'Pivotal',
  ranks: [number, number, number] = [0, 0, 0],
): RankableProduct => ({
  model,
  collection,
  categoryRank: ranks[0],
  subCategoryRank: ranks[1],
  rank: ranks[2],
});

const models = (products: RankableProduct[]) => products.map((p) => p.model);

describe('rankSearchResults', () => {
  it('puts an exact model match first, case-insensitively', () => {
    const candidates = [product('T14059-PR'), product('T14059'), product('XT14059')];
    expect(models(rankSearchResults(candidates, 't14059'))).toEqual([
      'T14059',
      'T14059-PR',
      'XT14059',
    ]);
  });

  it('takes the term without spaces when matching models', () => {
    const candidates = [product('RP50587'), product('RP50587-BL')];
    expect(models(rankSearchResults(candidates, 'RP 505 87'))).toEqual(['RP50587', 'RP50587-BL']);
  });

  it('keeps only model matches when any model matches', () => {
    const candidates = [
      product('ARA-100', 'Ara'),
      product('T2700', 'Ara'),
      product('T2701', 'Ara'),
    ];
    expect(models(rankSearchResults(candidates, 'ara'))).toEqual(['ARA-100']);
  });

  it('keeps models containing the term in input order', () => {
    const candidates = [product('B-145'), product('A-145'), product('C-999'), product('D-1450')];
    expect(models(rankSearchResults(candidates, '145'))).toEqual(['B-145', 'A-145', 'D-1450']);
  });

  it('gives a collection’s products by category, subcategory then rank when the term is its name', () => {
    const candidates = [
      product('P3', 'Pivotal', [2, 1, 1]),
      product('Z1', 'Zura', [0, 0, 0]),
      product('P1', 'Pivotal', [1, 2, 0]),
      product('P2', 'Pivotal', [1, 1, 5]),
      product('P4', 'Pivotal', [1, 1, 2]),
    ];
    expect(models(rankSearchResults(candidates, 'PIVOTAL'))).toEqual(['P4', 'P2', 'P1', 'P3']);
  });

  it('matches a collection name written with trademark markup or as its viewable name', () => {
    const candidates = [
      { ...product('M1', 'MagnaFlow Bud<sup>®</sup>'), viewableCollection: 'MagnaFlow Bud' },
      { ...product('C1', 'choice-dway'), viewableCollection: 'CHOICE DWAY' },
    ];
    expect(models(rankSearchResults(candidates, 'magnaflow bud'))).toEqual(['M1']);
    expect(models(rankSearchResults(candidates, 'Choice Dway'))).toEqual(['C1']);
  });

  it('keeps the input order when neither a model nor a collection matches', () => {
    const candidates = [product('K1', 'Kami'), product('A1', 'Ara')];
    expect(models(rankSearchResults(candidates, 'basin mixer'))).toEqual(['K1', 'A1']);
  });

  it('removes duplicate models, keeping the first', () => {
    const first = product('T14059', 'Pivotal', [0, 0, 1]);
    const candidates = [first, product('T14059', 'Pivotal', [0, 0, 0]), product('T14059-PR')];
    const ranked = rankSearchResults(candidates, 'T14059');
    expect(models(ranked)).toEqual(['T14059', 'T14059-PR']);
    expect(ranked[0]).toBe(first);
  });

  it('cuts results to the page limit by default and to a given limit', () => {
    const many = Array.from({ length: 150 }, (_, i) => product(`RP${1000 + i}`));
    expect(rankSearchResults(many, 'RP1')).toHaveLength(SEARCH_RESULTS_LIMIT);
    expect(rankSearchResults(many, 'RP1', { limit: SEARCH_DIALOG_LIMIT })).toHaveLength(3);
  });

  it('ranks nothing for a term shorter than three characters or only whitespace', () => {
    const candidates = [product('T1'), product('T14')];
    expect(rankSearchResults(candidates, 'T1')).toEqual([]);
    expect(rankSearchResults(candidates, '     ')).toEqual([]);
  });

  it('does not change its input', () => {
    const candidates = [product('B', 'Ara', [2, 0, 0]), product('A', 'Ara', [1, 0, 0])];
    const copy = [...candidates];
    rankSearchResults(candidates, 'Ara');
    expect(candidates).toEqual(copy);
  });
});

describe('compareByCatalogueRank', () => {
  it('orders by categoryRank, then subCategoryRank, then rank', () => {
    const list = [
      product('c', 'x', [1, 1, 1]),
      product('a', 'x', [0, 9, 9]),
      product('b', 'x', [1, 0, 5]),
    ];
    expect(models(list.sort(compareByCatalogueRank))).toEqual(['a', 'b', 'c']);
  });
});

describe('rankSearchResults invariants', () => {
  const modelArb = fc.stringMatching(/^[A-Z]{1,2}[0-9]{2,5}(-[A-Z]{2})?$/);
  const productArb = fc.record({
    model: modelArb,
    collection: fc.constantFrom('Pivotal', 'Zura', 'Ara', 'Ixa Jive'),
    categoryRank: fc.integer({ min: 0, max: 5 }),
    subCategoryRank: fc.integer({ min: 0, max: 5 }),
    rank: fc.integer({ min: 0, max: 50 }),
  });
  const listArb = fc.array(productArb, { maxLength: 60 });
  const termArb = fc.oneof(
    modelArb,
    fc.constantFrom('Pivotal', 'zura', 'IXA JIVE', 'faucet'),
    fc.string({ minLength: 3, maxLength: 6 }),
  );
  const limitArb = fc.integer({ min: 1, max: 120 });

  it('never returns a model twice', () => {
    fc.assert(
      fc.property(listArb, termArb, limitArb, (list, term, limit) => {
        const keys = rankSearchResults(list, term, { limit }).map((p) => p.model.toLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it('never returns more than the limit', () => {
    fc.assert(
      fc.property(listArb, termArb, limitArb, (list, term, limit) => {
        expect(rankSearchResults(list, term, { limit }).length).toBeLessThanOrEqual(limit);
      }),
    );
  });

  it('puts an exact model match first whenever one exists', () => {
    fc.assert(
      fc.property(listArb, fc.nat(), (list, pick) => {
        fc.pre(list.length > 0);
        const target = list[pick % list.length]!;
        fc.pre(target.model.length >= 3);
        const ranked = rankSearchResults(list, target.model.toLowerCase());
        expect(ranked[0]?.model.toLowerCase()).toBe(target.model.toLowerCase());
      }),
    );
  });

  it('returns only model matches when any model contains the term', () => {
    // The term is cut from a model in the list, so some model always contains it.
    const caseArb = fc
      .tuple(fc.array(productArb, { minLength: 1, maxLength: 60 }), fc.nat(), fc.nat(), fc.nat())
      .map(([list, pick, start, extra]) => {
        const model = list[pick % list.length]!.model;
        const from = start % (model.length - 2);
        const length = 3 + (extra % (model.length - from - 2));
        return { list, term: model.slice(from, from + length).toLowerCase() };
      });
    fc.assert(
      fc.property(caseArb, ({ list, term }) => {
        const ranked = rankSearchResults(list, term);
        expect(ranked.length).toBeGreaterThan(0);
        for (const result of ranked) expect(result.model.toLowerCase()).toContain(term);
      }),
    );
  });
});
