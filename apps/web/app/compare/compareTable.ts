// The compare page's table as @fittings/ui's CompareTable takes it: each product's column and the rows of what each
// product is and its home-fit facts, as text in the page's language (the same facts, worded alike in every column), so catalog-core's compareRows can tell which differ. Names and
// technologies pass through catalog-core's names helpers, never as raw markup.
import {
  comparePath,
  compareRows,
  finishName,
  finishesIn,
  fitFacts,
  plainName,
  productPath,
  visibleCompareRows,
  type CompareRow,
  type Product,
  type Translator,
} from '@fittings/catalog-core';
import type { CompareTableProduct, CompareTableRow } from '@fittings/ui/CompareTable';
import { brand } from '../brand';

export function priceChannel(product: Pick<Product, 'amazonLink'>, text: Translator): string {
  return product.amazonLink
    ? text.t('web.compare.buyOn', { marketplace: brand.marketplaceName })
    : text.t('web.compare.fromDealer');
}

/** The finish as the column head and the Finish row both say it. */
function productFinish(product: Pick<Product, 'finish'>, text: Translator): string {
  return finishName(product.finish.code, finishesIn(text)) ?? text.t('web.compare.noFinish');
}

export function compareTable(products: readonly Product[], text: Translator): CompareRow[] {
  const fits = products.map((product) => fitFacts(product.fit, text));
  const factRows = (fits[0] ?? []).map((fact, index) => ({
    key: fact.key,
    label: fact.label,
    values: fits.map((facts) => facts[index]?.value ?? ''),
  }));
  return compareRows([
    { key: 'model', label: text.t('web.compare.rowModel'), values: products.map((p) => p.model) },
    {
      key: 'finish',
      label: text.t('web.compare.rowFinish'),
      values: products.map((p) => productFinish(p, text)),
    },
    ...factRows,
    {
      key: 'technologies',
      label: text.t('web.compare.rowTechnologies'),
      values: products.map((p) =>
        p.extras.technologies.length > 0
          ? p.extras.technologies.map((t) => plainName(t.name)).join(', ')
          : text.t('web.compare.none'),
      ),
    },
    {
      key: 'price',
      label: text.t('web.compare.rowWhereToBuy'),
      values: products.map((p) => priceChannel(p, text)),
    },
  ]);
}

/** The rows to show, the "Where to buy" cells as links: the marketplace in a new tab, or the dealer finder. */
export function compareTableRows(
  products: readonly Product[],
  onlyDifferences: boolean,
  text: Translator,
): CompareTableRow[] {
  // Model numbers stay as they are in every language (`translate="no"`); finishes are the page's words.
  return visibleCompareRows(compareTable(products, text), onlyDifferences).map((row) =>
    row.key === 'model'
      ? { ...row, names: true }
      : row.key !== 'price'
        ? row
        : {
            ...row,
            values: row.values.map((value, index) => {
              const link = products[index]?.amazonLink;
              return link
                ? { text: value, href: link, newTab: true }
                : { text: text.t('web.compare.findDealer'), href: '/where-to-buy' };
            }),
          },
  );
}

/** Each product's column: picture, name (with its markup), finish, and the comparison without it. */
export function compareColumns(
  products: readonly Product[],
  onlyDifferences: boolean,
  text: Translator,
): CompareTableProduct[] {
  const models = products.map((product) => product.model);
  return products.map((product) => ({
    model: product.model,
    name: product.name,
    href: productPath(product.url || product.model),
    image: product.image,
    imageVariants: product.imageVariants,
    finish: productFinish(product, text),
    removeHref: comparePath(
      models.filter((model) => model !== product.model),
      { onlyDifferences },
    ),
  }));
}
