import type { CatalogRecord, ProductRecord } from '../catalogue/format';
import type { Snapshot } from '../catalogue/state';

/** The products a catalogue document lists: its area, categories and collections, by catalogue rank. */
export function catalogProducts(catalog: CatalogRecord, snapshot: Snapshot): ProductRecord[] {
  return [...snapshot.products.values()]
    .filter(
      (p) =>
        (catalog.area === null || p.area === catalog.area) &&
        (catalog.categories.length === 0 || catalog.categories.includes(p.category)) &&
        (catalog.collections.length === 0 ||
          (p.collection !== null && catalog.collections.includes(p.collection))),
    )
    .sort(
      (a, b) =>
        a.area.localeCompare(b.area) ||
        a.categoryRank - b.categoryRank ||
        a.subCategoryRank - b.subCategoryRank ||
        a.rank - b.rank,
    );
}
