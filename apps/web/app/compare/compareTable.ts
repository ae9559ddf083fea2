// The compare page's table as @fittings/ui's CompareTable takes it: each product's column and the rows of what each
// product is and its home-fit facts, as text, so catalog-core's compareRows can tell which differ. Names and
// technologies pass through catalog-core's names helpers, never as raw markup.
import {
  comparePath,
  compareRows,
  finishName,
  fitFacts,
  plainName,
  productPath,
  visibleCompareRows,
  type CompareRow,
  type Product,
} from '@fittings/catalog-core';
import type { CompareTableProduct, CompareTableRow } from '@fittings/ui';
import { brand } from '../brand';

export function priceChannel(product: Pick<Product, 'amazonLink'>): string {
  return product.amazonLink ? `Buy on ${brand.marketplaceName}` : 'From a dealer';
}

/** The finish as the column head and the Finish row both say it. */
function productFinish(product: Pick<Product, 'finish'>): string {
  return finishName(product.finish.code) ?? 'No finish';
}

export function compareTable(products: readonly Product[]): CompareRow[] {
  const fits = products.map((product) => fitFacts(product.fit));
  const factRows = (fits[0] ?? []).map((fact, index) => ({
    key: fact.key,
    label: fact.label,
    values: fits.map((facts) => facts[index]?.value ?? ''),
  }));
  return compareRows([
    { key: 'model', label: 'Model', values: products.map((p) => p.model) },
    { key: 'finish', label: 'Finish', values: products.map(productFinish) },
    ...factRows,
    {
      key: 'technologies',
      label: 'Technologies',
      values: products.map((p) =>
        p.extras.technologies.length > 0
          ? p.extras.technologies.map((t) => plainName(t.name)).join(', ')
          : 'None',
      ),
    },
    { key: 'price', label: 'Where to buy', values: products.map(priceChannel) },
  ]);
}

/** The rows to show, the "Where to buy" cells as links: the marketplace in a new tab, or the dealer finder. */
export function compareTableRows(
  products: readonly Product[],
  onlyDifferences: boolean,
): CompareTableRow[] {
  return visibleCompareRows(compareTable(products), onlyDifferences).map((row) =>
    row.key !== 'price'
      ? row
      : {
          ...row,
          values: row.values.map((value, index) => {
            const link = products[index]?.amazonLink;
            return link
              ? { text: value, href: link, newTab: true }
              : { text: 'Find a dealer', href: '/where-to-buy' };
          }),
        },
  );
}

/** Each product's column: picture, name (with its markup), finish, and the comparison without it. */
export function compareColumns(
  products: readonly Product[],
  onlyDifferences: boolean,
): CompareTableProduct[] {
  const models = products.map((product) => product.model);
  return products.map((product) => ({
    model: product.model,
    name: product.name,
    href: productPath(product.url || product.model),
    image: product.image,
    imageVariants: product.imageVariants,
    finish: productFinish(product),
    removeHref: comparePath(
      models.filter((model) => model !== product.model),
      { onlyDifferences },
    ),
  }));
}
