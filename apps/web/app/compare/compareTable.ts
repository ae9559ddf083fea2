// The rows of the compare page: what each product is and the home-fit facts, as text, so catalog-core's compareRows
// can tell which differ. Names and technologies pass through catalog-core's names helpers, never as raw markup.
import {
  compareRows,
  finishName,
  fitFacts,
  plainName,
  type CompareRow,
  type Product,
} from '@fittings/catalog-core';
import { brand } from '../brand';

export function priceChannel(product: Pick<Product, 'amazonLink'>): string {
  return product.amazonLink ? `Buy on ${brand.marketplaceName}` : 'From a dealer';
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
    {
      key: 'finish',
      label: 'Finish',
      values: products.map((p) => finishName(p.finish.code) ?? 'No finish'),
    },
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
