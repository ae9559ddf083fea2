// The compare page (issue 17): up to four products side by side, from the URL (`/compare?models=A,B&only=differences`),
// so a comparison is server-rendered, shareable and printable. The set kept in the browser only fills an empty URL.
import {
  COMPARE_LIMIT,
  comparePath,
  formatProductName,
  parseCompareModels,
  segmentsToText,
  visibleCompareRows,
  type Product,
} from '@fittings/catalog-core';
import { ApiError } from '@fittings/api-client';
import { ButtonLink, MarkedName, ResponsiveImage } from '@fittings/ui';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { brand } from '../brand';
import { serverApi } from '../api/api.server';
import { compareStore } from '../compare/compareSet';
import { compareTable } from '../compare/compareTable';
import { RouteError } from '../layout/RouteError';
import { seo } from '../seo/seo';
import * as styles from './compare.css';
import type { Route } from './+types/compare';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: `Compare products | ${brand.name}`, noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const selection = parseCompareModels(url.searchParams.get('models') ?? '');
  const api = serverApi(request);
  const found = await Promise.all(
    selection.models.map(async (model) => {
      try {
        const { product } = await api.getProduct(model, { signal: request.signal });
        return product ?? model;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400))
          return model;
        throw new Response('Service Unavailable', { status: 503 });
      }
    }),
  );
  const products = found.filter((item): item is Product => typeof item !== 'string');
  const unknown = [
    ...found.filter((item): item is string => typeof item === 'string'),
    ...selection.invalid,
  ];
  return {
    products,
    unknown,
    overLimit: selection.overLimit,
    onlyDifferences: url.searchParams.get('only') === 'differences',
    asked: url.searchParams.has('models'),
  };
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { products, unknown, overLimit, onlyDifferences, asked } = loaderData;
  const navigate = useNavigate();
  const models = products.map((p) => p.model);
  // The URL is the comparison; the browser's set follows it, and fills a bare /compare.
  useEffect(() => {
    const state = compareStore.getState();
    if (!state.loaded) state.load();
    if (!asked) {
      const stored = compareStore.getState().models;
      if (stored.length > 0) void navigate(comparePath(stored), { replace: true });
      return;
    }
    compareStore.setState({ models, loaded: true });
    try {
      window.localStorage.setItem('compare', models.join(','));
    } catch {
      // Storage disabled: the comparison still stands on its URL.
    }
  }, [asked, models.join(','), navigate]); // eslint-disable-line react-hooks/exhaustive-deps

  const rows = compareTable(products);
  const shown = visibleCompareRows(rows, onlyDifferences);
  const names = products.map((p) => formatProductName(p).name);

  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Compare products</h1>
      {overLimit.length > 0 ? (
        <p className={styles.message} role="status">
          You can compare up to {COMPARE_LIMIT} products, so these were left out:{' '}
          {overLimit.join(', ')}.
        </p>
      ) : null}
      {unknown.length > 0 ? (
        <p className={styles.message} role="status">
          We could not find {unknown.length === 1 ? 'this model' : 'these models'}:{' '}
          {unknown.join(', ')}. Check the code printed on the product or its box.
        </p>
      ) : null}
      {products.length === 0 ? (
        <p className={styles.message}>
          Nothing to compare yet. Use “Add to compare” on products to put up to {COMPARE_LIMIT} side
          by side.
        </p>
      ) : (
        <>
          <div className={styles.tools}>
            <Link
              className={styles.toggle}
              to={comparePath(models, { onlyDifferences: !onlyDifferences })}
              aria-label={onlyDifferences ? 'Show all rows' : 'Show only differences'}
            >
              {onlyDifferences ? 'Show all rows' : 'Show only differences'}
            </Link>
            <p className={styles.share}>Share this comparison: its address lists the models.</p>
          </div>
          <div className={styles.scroller} tabIndex={0} role="region" aria-label="Comparison table">
            <table className={styles.table}>
              <caption className={styles.caption}>
                {`Comparing ${products.length} ${products.length === 1 ? 'product' : 'products'}`}
                {onlyDifferences ? ', only the rows that differ' : ''}. Rows marked “Differs” are
                not the same for every product.
              </caption>
              <thead>
                <tr>
                  <td className={styles.corner} />
                  {products.map((product, index) => (
                    <th key={product.model} scope="col" className={styles.productHead}>
                      <ResponsiveImage
                        src={product.image}
                        variants={product.imageVariants}
                        alt=""
                        sizes="200px"
                        className={styles.picture}
                      />
                      <Link to={`/product/${product.url}`} className={styles.name}>
                        <MarkedName segments={names[index] ?? []} />
                      </Link>
                      <Link
                        className={styles.remove}
                        to={comparePath(
                          models.filter((m) => m !== product.model),
                          { onlyDifferences },
                        )}
                        aria-label={`Remove ${segmentsToText(names[index] ?? [])} from the comparison`}
                      >
                        Remove
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.key} className={row.differs ? styles.differs : undefined}>
                    <th scope="row" className={styles.rowHead}>
                      {row.label}
                      {row.differs ? <span className={styles.differsTag}> Differs</span> : null}
                    </th>
                    {row.values.map((value, index) => (
                      <td key={models[index]} className={styles.cell}>
                        {row.key === 'price' && products[index]?.amazonLink ? (
                          <a href={products[index].amazonLink} target="_blank" rel="noreferrer">
                            {value}
                          </a>
                        ) : row.key === 'price' ? (
                          <Link to="/where-to-buy">Find a dealer</Link>
                        ) : (
                          value
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
                {shown.length === 0 ? (
                  <tr>
                    <td colSpan={products.length + 1} className={styles.cell}>
                      These products are the same in every row.
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
          <div className={styles.tools}>
            <ButtonLink href="/where-to-buy" tone="secondary">
              Find dealers
            </ButtonLink>
          </div>
        </>
      )}
    </article>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
