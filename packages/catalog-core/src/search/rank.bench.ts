// Speed of the one search ordering the API and the site share, over a catalogue far larger than the real one.
import { bench, describe } from 'vitest';
import { rankSearchResults, type RankableProduct } from './rank';

const collections = ['Pivotal', 'Zura', 'Ara', 'Ixa Jive', 'MagnaFlow Bud<sup>®</sup>', 'Trinsic'];
const products: RankableProduct[] = Array.from({ length: 10_000 }, (_, i) => ({
  model: `${i % 2 ? 'T' : 'RP'}${10000 + i}${i % 3 ? '-PR' : ''}`,
  collection: collections[i % collections.length]!,
  categoryRank: i % 7,
  subCategoryRank: i % 11,
  rank: i % 97,
}));

describe('rankSearchResults over 10,000 products', () => {
  bench('exact model', () => {
    rankSearchResults(products, 'T15001');
  });
  bench('model contains', () => {
    rankSearchResults(products, '150');
  });
  bench('collection name', () => {
    rankSearchResults(products, 'ixa jive');
  });
  bench('keyword (no model or collection match)', () => {
    rankSearchResults(products, 'basin mixer');
  });
});
