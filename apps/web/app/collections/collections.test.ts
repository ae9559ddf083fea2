import type { CollectionDetail } from '@fittings/api-client';
import type { ProductArea, StyleCode } from '@fittings/catalog-core';
import { describe, expect, it } from 'vitest';
import {
  collectionFacets,
  collectionFinishCodes,
  collectionSearch,
  filterCollections,
  isFiltered,
  parseCollectionQuery,
} from './collections';

const STYLE: Record<StyleCode, string> = { 10: 'modern', 20: 'transitional', 30: 'traditional' };

function collection(
  url: string,
  style: StyleCode,
  finishes: number[],
  waterwise: boolean,
  areas: ProductArea[] = ['bathroom'],
): CollectionDetail {
  const [own, ...others] = finishes;
  return {
    name: url,
    image: `/media/collections/${url}.svg`,
    url,
    collectionFinish: { code: own ?? 10 },
    associatedFinishes: others.map((code) => ({ code })),
    style: [{ code: style, name: STYLE[style] }],
    waterwise,
    viewableName: url,
    suffix: 'Collection',
    special: false,
    isNew: false,
    tagline: '',
    description: '',
    areas,
    productCount: 3,
  };
}

const all = [
  collection('pivotal', 10, [10, 15, 40, 50], true),
  collection('trillian', 30, [10, 20, 40, 50], true),
  collection('andian', 20, [10, 50], false),
  collection('clarifi', 10, [70, 10], true, ['kitchen']),
];

const query = (search: string) => parseCollectionQuery(new URLSearchParams(search));

describe('collections filter state in the URL', () => {
  it('reads style, finish, water saving and room, and writes them back in a stable order', () => {
    const q = query('finish=50&style=traditional&style=modern&waterwise=1&room=kitchen&finish=10');
    expect(q).toEqual({
      styles: ['modern', 'traditional'],
      finishes: [10, 50],
      waterwise: true,
      areas: ['kitchen'],
    });
    expect(collectionSearch(q)).toBe(
      '?style=modern&style=traditional&finish=10&finish=50&waterwise=1&room=kitchen',
    );
    expect(isFiltered(q)).toBe(true);
  });

  it('ignores unknown styles, finishes and rooms instead of failing', () => {
    const q = query('style=baroque&finish=7&finish=abc&room=garage&waterwise=yes');
    expect(q).toEqual({ styles: [], finishes: [], waterwise: false, areas: [] });
    expect(collectionSearch(q)).toBe('');
    expect(isFiltered(q)).toBe(false);
  });

  it('accepts comma-separated lists and any case', () => {
    expect(query('style=Modern,TRADITIONAL&finish=50,10').styles).toEqual([
      'modern',
      'traditional',
    ]);
    expect(query('finish=50,10').finishes).toEqual([10, 50]);
  });
});

describe('filterCollections', () => {
  it('shows every collection when nothing is chosen', () => {
    expect(filterCollections(all, query('')).map((c) => c.url)).toEqual([
      'pivotal',
      'trillian',
      'andian',
      'clarifi',
    ]);
  });

  it('treats choices within a filter as "any of" and across filters as "all of"', () => {
    expect(
      filterCollections(all, query('style=modern&style=traditional')).map((c) => c.url),
    ).toEqual(['pivotal', 'trillian', 'clarifi']);
    expect(filterCollections(all, query('style=modern&finish=40')).map((c) => c.url)).toEqual([
      'pivotal',
    ]);
  });

  it('keeps only water-saving collections when asked', () => {
    expect(filterCollections(all, query('waterwise=1')).map((c) => c.url)).not.toContain('andian');
  });

  it('narrows to a room', () => {
    expect(filterCollections(all, query('room=kitchen')).map((c) => c.url)).toEqual(['clarifi']);
  });
});

describe('collectionFacets', () => {
  it('counts each choice with the other filters applied and its own lifted', () => {
    const facets = collectionFacets(all, query('style=modern&waterwise=1'));
    // Styles are counted among water-saving collections, whatever style is chosen.
    expect(facets.styles).toEqual([
      { value: 'modern', label: 'Modern', count: 2 },
      { value: 'transitional', label: 'Transitional', count: 0 },
      { value: 'traditional', label: 'Traditional', count: 1 },
    ]);
    // Water saving is counted among modern collections.
    expect(facets.waterwise).toBe(2);
    expect(facets.finishes.find((f) => f.value === 70)).toEqual({
      value: 70,
      label: 'Arctic Stainless',
      count: 1,
    });
    expect(facets.areas).toEqual([
      { value: 'bathroom', label: 'Bathroom', count: 1 },
      { value: 'kitchen', label: 'Kitchen', count: 1 },
    ]);
  });

  it("lists a collection's finishes once each, by ascending code", () => {
    expect(collectionFinishCodes(all[3]!)).toEqual([10, 70]);
  });
});
