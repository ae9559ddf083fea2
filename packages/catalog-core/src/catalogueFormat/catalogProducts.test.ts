import { describe, expect, it } from 'vitest';
import { catalogProducts, type CatalogRecord, type ProductRecord } from './index';

const product = (model: string, fields: Partial<ProductRecord>): ProductRecord =>
  ({
    model,
    area: 'bathroom',
    category: 'faucets',
    collection: null,
    categoryRank: 1,
    subCategoryRank: 1,
    rank: 1,
    ...fields,
  }) as ProductRecord;

const catalog = (fields: Partial<CatalogRecord>): CatalogRecord => ({
  slug: 'all',
  title: 'All',
  description: 'Everything',
  year: 2026,
  area: null,
  categories: [],
  collections: [],
  ...fields,
});

const products = [
  product('K-2', { area: 'kitchen', category: 'sinks', rank: 2 }),
  product('B-3', { collection: 'trinsic', subCategoryRank: 2 }),
  product('B-1', { collection: 'magnaflow', rank: 5 }),
  product('B-2', { category: 'showers', categoryRank: 0 }),
  product('K-1', { area: 'kitchen', category: 'sinks', rank: 1, collection: 'trinsic' }),
];
const models = (list: ProductRecord[]) => list.map((p) => p.model);

describe('catalogProducts', () => {
  it('lists every product of a catalogue with no limits, bathroom first, by category, subcategory and rank', () => {
    expect(models(catalogProducts(catalog({}), products))).toEqual([
      'B-2',
      'B-1',
      'B-3',
      'K-1',
      'K-2',
    ]);
  });

  it('keeps only the area, categories and collections a catalogue names', () => {
    expect(models(catalogProducts(catalog({ area: 'kitchen' }), products))).toEqual(['K-1', 'K-2']);
    expect(
      models(catalogProducts(catalog({ categories: ['showers', 'sinks'] }), products)),
    ).toEqual(['B-2', 'K-1', 'K-2']);
    expect(
      models(catalogProducts(catalog({ collections: ['trinsic'] }), new Set(products).values())),
    ).toEqual(['B-3', 'K-1']);
  });
});
