import { isValidSearchTerm, rankSearchResults, SEARCH_DIALOG_LIMIT } from '@fittings/catalog-core';
import { catalogue, type BrasswellProduct } from './catalogue';

/**
 * Brasswell's search: candidates by model, name or collection, ordered by the shared ranking rules so an exact model
 * comes first and a collection name gives that collection in rank order.
 */
export function searchCatalogue(term: string, limit = SEARCH_DIALOG_LIMIT): BrasswellProduct[] {
  if (!isValidSearchTerm(term)) return [];
  const needle = term.trim().toLowerCase();
  const compact = needle.replace(/\s+/g, '');
  const candidates = catalogue.filter(
    (product) =>
      product.model.toLowerCase().includes(compact) ||
      product.name.toLowerCase().includes(needle) ||
      product.collection.toLowerCase() === needle,
  );
  return rankSearchResults(candidates, term, { limit });
}
