import type { Product } from '../types/entities';
import { parseTrademarkName, segmentsToText } from '../names/names';
import { SEARCH_RESULTS_LIMIT } from './constants';
import { modelKey } from './modelKey';
import type { SearchTermReading } from './reading';
import { isValidSearchTerm } from './validate';

/** The fields ranking reads; any product-like record with them can be ranked. */
export type RankableProduct = Pick<
  Product,
  'model' | 'collection' | 'categoryRank' | 'subCategoryRank' | 'rank'
> & { viewableCollection?: string };

/** The options of {@link rankSearchResults}. */
export interface RankSearchOptions {
  /** The most results to return; defaults to {@link SEARCH_RESULTS_LIMIT}. */
  limit?: number;
}

// The collection key runs once per candidate on every search, so a name without markup skips the parser.
const MARKUP = /[<&®™℠]/;

// A catalogue has a few dozen collection names spread over thousands of products, so their keys are cached.
const collectionKeys = new Map<string, string>();
const COLLECTION_KEY_CACHE_SIZE = 2048;

const collectionKey = (name: string): string => {
  let key = collectionKeys.get(name);
  if (key === undefined) {
    const text = MARKUP.test(name)
      ? segmentsToText(parseTrademarkName(name)).replace(/[®™℠]/g, '')
      : name.replace(/\s+/g, ' ');
    key = text.trim().toLowerCase();
    if (collectionKeys.size >= COLLECTION_KEY_CACHE_SIZE) collectionKeys.clear();
    collectionKeys.set(name, key);
  }
  return key;
};

/**
 * Compares products by catalogue rank: categoryRank, then subCategoryRank, then rank, all ascending.
 *
 * @example
 * products.sort(compareByCatalogueRank)
 */
export function compareByCatalogueRank(
  a: Pick<Product, 'categoryRank' | 'subCategoryRank' | 'rank'>,
  b: Pick<Product, 'categoryRank' | 'subCategoryRank' | 'rank'>,
): number {
  return (
    a.categoryRank - b.categoryRank || a.subCategoryRank - b.subCategoryRank || a.rank - b.rank
  );
}

/**
 * Orders search candidates by the rules of spec section 5:
 * 1. an exact model match first (case-insensitive, the term taken without spaces);
 * 2. then models containing the term; when any model matches, only model matches are kept;
 * 3. otherwise, when the term equals a collection name (case-insensitive), that collection's products by
 *    categoryRank, subCategoryRank, then rank;
 * 4. otherwise the input order.
 * Results are always de-duplicated by model and cut to the limit. An invalid term (see
 * {@link isValidSearchTerm}) ranks nothing. Given a term already read (`readSearchTerm` of the search-vocabulary
 * entry), it ranks by the reading's catalogue term and does not check it again: nothing when it broke a rule.
 *
 * @example
 * rankSearchResults(candidates, 't14059') // the product T14059 first, then e.g. T14059-PR
 * rankSearchResults(candidates, 'Pivotal', { limit: 3 }) // the first three Pivotal products by rank
 * rankSearchResults(candidates, readSearchTerm(' t14059 ')) // the same as 't14059'
 */
export function rankSearchResults<T extends RankableProduct>(
  products: readonly T[],
  typed: string | SearchTermReading,
  options: RankSearchOptions = {},
): T[] {
  const limit = Math.max(0, Math.floor(options.limit ?? SEARCH_RESULTS_LIMIT));
  const valid = typeof typed === 'string' ? isValidSearchTerm(typed) : typed.problems.length === 0;
  if (!valid || limit === 0) return [];
  const term = typeof typed === 'string' ? typed : typed.term;

  const wanted = modelKey(term);
  const exact: T[] = [];
  const containing: T[] = [];
  for (const product of products) {
    const key = modelKey(product.model);
    if (key === wanted) exact.push(product);
    else if (key.includes(wanted)) containing.push(product);
  }
  if (exact.length > 0 || containing.length > 0) {
    return uniqueByModel([...exact, ...containing], limit);
  }

  const collection = collectionKey(term);
  const inCollection = products.filter(
    (product) =>
      collectionKey(product.collection) === collection ||
      (product.viewableCollection !== undefined &&
        collectionKey(product.viewableCollection) === collection),
  );
  if (inCollection.length > 0) {
    // Array.prototype.sort is stable, so equal ranks keep the input order.
    return uniqueByModel([...inCollection].sort(compareByCatalogueRank), limit);
  }

  return uniqueByModel(products, limit);
}

function uniqueByModel<T extends RankableProduct>(products: readonly T[], limit: number): T[] {
  const seen = new Set<string>();
  const result: T[] = [];
  for (const product of products) {
    const key = modelKey(product.model);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(product);
    if (result.length === limit) break;
  }
  return result;
}
