import type { ProductListItem } from '@fittings/api-client';
import type { ProductArea } from '@fittings/catalog-core';
import { describe, expect, it } from 'vitest';
import { groupByCategory } from './collectionPage';

function item(
  model: string,
  area: ProductArea,
  category: string,
  ranks: [number, number, number],
): ProductListItem {
  const [categoryRank, subCategoryRank, rank] = ranks;
  return {
    model,
    name: model,
    url: model.toLowerCase(),
    image: '',
    collection: 'Trinsic',
    finish: { code: 10 },
    newLaunch: false,
    comingSoon: false,
    waterwise: true,
    description: '',
    viewableCollection: 'Trinsic',
    collectionSuffix: 'Collection',
    collectionPage: 'trinsic',
    amazonLink: '',
    associatedFinishes: [],
    area,
    category,
    type: null,
    subcategory: null,
    categoryRank,
    subCategoryRank,
    rank,
  };
}

describe('groupByCategory', () => {
  it('groups by category in catalogue rank order, bathroom before kitchen', () => {
    const groups = groupByCategory(
      [
        item('K1', 'kitchen', 'kitchen-faucets', [1, 1, 10]),
        item('S2', 'bathroom', 'showering', [2, 3, 11]),
        item('L2', 'bathroom', 'lav-faucets', [1, 2, 10]),
        item('S1', 'bathroom', 'showering', [2, 1, 12]),
        item('L1', 'bathroom', 'lav-faucets', [1, 1, 30]),
      ],
      [{ area: 'bathroom', slug: 'showering', title: 'Showers, our way', count: 2 }],
    );
    expect(groups.map((g) => [g.title, g.products.map((p) => p.model)])).toEqual([
      ['Lavatory Faucets', ['L1', 'L2']],
      ['Showers, our way', ['S1', 'S2']],
      ['Kitchen Faucets', ['K1']],
    ]);
  });

  it('has no groups for a collection without products', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});
