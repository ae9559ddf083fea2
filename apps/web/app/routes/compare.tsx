// The compare page (issue 17): up to four products side by side, from the URL (`/compare?models=A,B&only=differences`),
// so a comparison is server-rendered, shareable and printable. The set kept in the browser only fills an empty URL.
import {
  COMPARE_LIMIT,
  comparePath,
  parseCompareModels,
  type Product,
} from '@fittings/catalog-core';
import { ApiError } from '@fittings/api-client';
import { ButtonLink, CompareTable } from '@fittings/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { brand } from '../brand';
import { serverApi } from '../api/api.server';
import { compareStore } from '../compare/compareSet';
import { compareColumns, compareTableRows } from '../compare/compareTable';
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

  const rows = compareTableRows(products, onlyDifferences);
  const columns = compareColumns(products, onlyDifferences);

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
          <p className={styles.share}>Share this comparison: its address lists the models.</p>
          <CompareTable
            products={columns}
            rows={rows}
            onlyDifferences={onlyDifferences}
            toggleHref={comparePath(models, { onlyDifferences: !onlyDifferences })}
          />
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
