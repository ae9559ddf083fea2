// The compare page (issue 17): up to four products side by side, from the URL (`/compare?models=A,B&only=differences`),
// so a comparison is server-rendered, shareable and printable. The set kept in the browser only fills an empty URL.
import {
  COMPARE_LIMIT,
  comparePath,
  languageOfPath,
  parseCompareModels,
  type Product,
} from '@fittings/catalog-core';
import { ApiError } from '@fittings/api-client';
import { ButtonLink } from '@fittings/ui/Button';
import { CompareTable } from '@fittings/ui/CompareTable';
import { useText } from '@fittings/ui/TextProvider';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { brand } from '../brand';
import { serverApi } from '../api/api.server';
import { compareStore } from '../compare/compareSet';
import { compareColumns, compareTableRows } from '../compare/compareTable';
import { RouteError } from '../layout/RouteError';
import { useFocusAfterRemoval } from '../layout/focusAfterRemoval';
import { translatorOf } from '../i18n/translators';
import { useLocalize } from '../i18n/useLanguage';
import { seo } from '../seo/seo';
import * as styles from '../compare/comparePage.css';
import type { Route } from './+types/compare';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: `${translatorOf(languageOfPath(location.pathname)).t('web.compare.title')} | ${brand.name}`,
    noindex: true,
  });

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
  const text = useText();
  const localize = useLocalize();
  const models = products.map((p) => p.model);
  // Removing a product moves focus to the remove link of the column now in its place, or to the heading.
  const page = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusAfterRemoval(
    models,
    (index) => {
      const column = page.current?.querySelectorAll('thead th')[index];
      return column?.querySelector<HTMLElement>('a:last-of-type');
    },
    heading,
  );
  // The URL is the comparison; the browser's set follows it, and fills a bare /compare.
  useEffect(() => {
    const state = compareStore.getState();
    if (!state.loaded) state.load();
    if (!asked) {
      const stored = compareStore.getState().models;
      if (stored.length > 0) void navigate(localize(comparePath(stored)), { replace: true });
      return;
    }
    compareStore.setState({ models, loaded: true });
    try {
      window.localStorage.setItem('compare', models.join(','));
    } catch {
      // Storage disabled: the comparison still stands on its URL.
    }
  }, [asked, models.join(','), navigate, localize]); // eslint-disable-line react-hooks/exhaustive-deps

  const rows = compareTableRows(products, onlyDifferences, text);
  const columns = compareColumns(products, onlyDifferences, text);

  return (
    <article className={styles.page} ref={page}>
      <header className={styles.header}>
        <h1 className={styles.title} ref={heading} tabIndex={-1}>
          {text.t('web.compare.title')}
        </h1>
      </header>
      <div className={styles.body}>
        {overLimit.length > 0 ? (
          <p className={styles.message} role="status">
            {text.t('web.compare.overLimit', {
              limit: COMPARE_LIMIT,
              models: overLimit.join(', '),
            })}
          </p>
        ) : null}
        {unknown.length > 0 ? (
          <p className={styles.message} role="status">
            {text.t('web.compare.unknown', { count: unknown.length, models: unknown.join(', ') })}
          </p>
        ) : null}
        {products.length === 0 ? (
          <p className={styles.message}>{text.t('web.compare.empty', { limit: COMPARE_LIMIT })}</p>
        ) : (
          <>
            <p className={styles.share}>{text.t('web.compare.share')}</p>
            <CompareTable
              products={columns}
              rows={rows}
              onlyDifferences={onlyDifferences}
              toggleHref={comparePath(models, { onlyDifferences: !onlyDifferences })}
            />
            <div className={styles.tools}>
              <ButtonLink href="/where-to-buy" tone="secondary">
                {text.t('web.compare.findDealers')}
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
