// How a collection page arranges its products: grouped by category, the groups and the products within them in
// catalogue rank order (spec 2.2's categoryRank, subCategoryRank, rank), bathroom before kitchen.
import { compareByCatalogueRank, type ProductArea } from '@fittings/catalog-core';
import type { CollectionMetadata, ProductListItem } from '@fittings/api-client';
import { categoryMenus } from '../layout/menus.data';

export interface CategoryGroup {
  area: ProductArea;
  category: string;
  title: string;
  products: ProductListItem[];
}

const AREA_ORDER: readonly ProductArea[] = ['bathroom', 'kitchen'];

export function groupByCategory(
  products: readonly ProductListItem[],
  categories: CollectionMetadata['categories'] = [],
): CategoryGroup[] {
  const sorted = [...products].sort(
    (a, b) =>
      AREA_ORDER.indexOf(a.area) - AREA_ORDER.indexOf(b.area) || compareByCatalogueRank(a, b),
  );
  const groups: CategoryGroup[] = [];
  for (const product of sorted) {
    let group = groups.find((g) => g.area === product.area && g.category === product.category);
    if (!group) {
      const title =
        categories.find((c) => c.area === product.area && c.slug === product.category)?.title ??
        categoryMenus[product.area].find((c) => c.route === product.category)?.title ??
        product.category;
      group = { area: product.area, category: product.category, title, products: [] };
      groups.push(group);
    }
    group.products.push(product);
  }
  return groups;
}
