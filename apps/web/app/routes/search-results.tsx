// The search results page (spec 2.3): server-rendered when the URL has a term; typing waits 1.5 s, then replaces
// the URL's term and the loader searches again. A failed search changes nothing on screen (spec 8).
import { ApiError } from '@fittings/api-client';
import { Button } from '@fittings/ui/Button';
import { ProductCard } from '@fittings/ui/ProductCard';
import { ProductGrid } from '@fittings/ui/ProductGrid';
import { SearchField } from '@fittings/ui/SearchField';
import { useText } from '@fittings/ui/TextProvider';
import { metaText } from '../kit/pageText';
import { useRef, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { brand } from '../brand';
import { RouteError } from '../layout/RouteError';
import { publicOrigin, serverApi } from '../api/api.server';
import { RESULTS_PAGE_LIMIT } from '../search/search';
import { isLongEnough, isSearchTerm, searchTermOf } from '../search/searchTerm';
import { SearchSuggestions, type SearchHelp } from '../search/SearchSuggestions';
import { seo } from '../seo/seo';
import { useWishlistToggle } from '../wishlist/wishlistActions';
import { useWishlist } from '../wishlist/wishlist';
import * as styles from '../search/searchResults.css';
import type { Route } from './+types/search-results';
import { stripLanguage } from '@fittings/catalog-core';

/** Cards rendered at first; the rest of the (at most 100) results follow on "Show more", which keeps a long
 * result list quick to hydrate on a phone. */
export const SEARCH_RESULTS_BATCH = 24;

/** The id of the prompt above the search box (spec 2.3's words in English). */
export const SEARCH_PROMPT = 'web.searchResults.prompt';

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const text = metaText(location);
  return seo(matches, {
    title: data?.term
      ? text.t('web.searchResults.metaTitleFor', { term: data.term, brand: brand.name })
      : text.t('web.searchResults.metaTitle', { brand: brand.name }),
    description: text.t('web.searchResults.metaDescription', { brand: brand.name }),
    canonical: '/search-results',
    origin: data?.origin,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const reading = searchTermOf(new URL(request.url).searchParams);
  const term = reading.typed;
  const origin = publicOrigin(request);
  const none: SearchHelp = {};
  if (!isLongEnough(reading))
    return { term, origin, products: [], help: none, searched: false, failed: false };
  try {
    // Card summaries, ranked by the API: the page's data is what its cards show (about 4 KB gzip for 100).
    const { products, didYouMean, categories } = await serverApi(request).searchPreviews(term, {
      limit: RESULTS_PAGE_LIMIT,
      signal: request.signal,
    });
    // When nothing was found, what the page offers instead ("did you mean", the nearest categories).
    const help: SearchHelp = products.length === 0 ? { didYouMean, categories } : none;
    return { term, origin, products, help, searched: true, failed: false };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'aborted') throw error;
    return { term, origin, products: [], help: none, searched: true, failed: true };
  }
}

export default function SearchResultsPage({ loaderData }: Route.ComponentProps) {
  const { term, failed } = loaderData;
  const text = useText();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const wishlist = useWishlist((state) => state.models);
  const onWishlistToggle = useWishlistToggle();

  // Keep showing the last good answer when a search fails.
  const shown = useRef(loaderData);
  if (!failed) shown.current = loaderData;
  const { products, searched, help } = shown.current;
  const [visible, setVisible] = useState({ term: '', count: SEARCH_RESULTS_BATCH });
  const visibleCount = visible.term === shown.current.term ? visible.count : SEARCH_RESULTS_BATCH;

  // The field keeps its own text while the visitor types; a term arriving from elsewhere (the navigation's search
  // dialog, back and forward) starts it afresh.
  const typed = useRef(term);
  const fieldKey = useRef(0);
  if (term !== typed.current) {
    typed.current = term;
    fieldKey.current += 1;
  }

  const loading =
    navigation.state === 'loading' &&
    stripLanguage(navigation.location.pathname) === '/search-results';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{text.t('web.searchResults.title')}</h1>
        <p className={styles.prompt}>{text.t(SEARCH_PROMPT)}</p>
        <SearchField
          isSearchable={isSearchTerm}
          key={fieldKey.current}
          className={styles.field}
          defaultValue={term}
          loading={loading}
          onSearch={(next) => {
            typed.current = next;
            setSearchParams({ term: next }, { replace: true, preventScrollReset: true });
          }}
        />
      </header>
      <section
        aria-label={text.t('web.searchResults.label')}
        aria-busy={loading}
        className={styles.results}
      >
        {searched && !loading && products.length > 0 ? (
          <p className={styles.count} aria-live="polite">
            {text.t('web.searchResults.count', {
              count: products.length,
              term: shown.current.term,
            })}
          </p>
        ) : null}
        <ProductGrid
          variant="detailed"
          loading={loading}
          loadingLabel={text.t('web.searchResults.searching')}
          label={text.t('web.searchResults.label')}
          emptyText={
            searched ? text.t('web.searchResults.none', { term: shown.current.term }) : undefined
          }
        >
          {products.slice(0, visibleCount).map((product, index) => (
            <ProductCard
              key={product.model}
              product={product}
              // The first card's image is the page's largest paint on a phone: fetched first, not lazily.
              priority={index === 0}
              detail="detailed"
              headingAs="h2"
              inWishlist={wishlist.includes(product.model)}
              onWishlistToggle={onWishlistToggle}
            />
          ))}
        </ProductGrid>
        {searched && !loading && products.length === 0 ? (
          <SearchSuggestions help={help} className={styles.suggestions} />
        ) : null}
        {!loading && products.length > visibleCount ? (
          <div className={styles.more}>
            <Button
              tone="secondary"
              onClick={() =>
                setVisible({
                  term: shown.current.term,
                  count: visibleCount + SEARCH_RESULTS_BATCH * 2,
                })
              }
            >
              {text.t('web.searchResults.more')}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
