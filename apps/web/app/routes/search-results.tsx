// The search results page (spec 2.3): server-rendered when the URL has a term; typing waits 1.5 s, then replaces
// the URL's term and the loader searches again. A failed search changes nothing on screen (spec 8).
import { ApiError } from '@fittings/api-client';
import { Button } from '@fittings/ui/Button';
import { ProductCard } from '@fittings/ui/ProductCard';
import { ProductGrid } from '@fittings/ui/ProductGrid';
import { SearchField } from '@fittings/ui/SearchField';
import { useText } from '@fittings/ui/TextProvider';
import { metaText } from '../kit/pageText';
import { useRef } from 'react';
import { useNavigation, useSearchParams, type ShouldRevalidateFunction } from 'react-router';
import { brand } from '../brand';
import { RouteError } from '../layout/RouteError';
import { publicOrigin, serverApi } from '../api/api.server';
import { RESULTS_PAGE_LIMIT } from '../search/search';
import { isLongEnough, isSearchTerm, searchTermOf } from '../search/searchTerm';
import { SearchSuggestions, type SearchHelp } from '../search/SearchSuggestions';
import { SearchFilters, type SearchFacets } from '../search/SearchFilters';
import { PartAnswer, partOf, type FoundPart } from '../search/PartAnswer';
import { NothingFound } from '../search/NothingFound';
import { parseSearchQuery, SEARCH_RESULTS_BATCH } from '../search/searchQuery';
import { layout as filterLayout } from '../listing/filterPage.css';
import { seo } from '../seo/seo';
import { useWishlistToggle } from '../wishlist/wishlistActions';
import { useWishlist } from '../wishlist/wishlist';
import * as styles from '../search/searchResults.css';
import type { Route } from './+types/search-results';
import { stripLanguage } from '@fittings/catalog-core';

/** Cards rendered at first; the rest of the (at most 100) results follow on "Show more", which keeps a long
 * result list quick to hydrate on a phone. How many are shown is the URL's `shown`, so Back returns to as many. */
export { SEARCH_RESULTS_BATCH };

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
  const params = new URL(request.url).searchParams;
  const reading = searchTermOf(params);
  const term = reading.typed;
  const query = parseSearchQuery(params);
  const origin = publicOrigin(request);
  const none: SearchHelp = {};
  const empty: SearchFacets = { categories: [], finishes: [] };
  const nothing = {
    term,
    query,
    origin,
    products: [],
    total: 0,
    facets: empty,
    popular: [],
    part: null as FoundPart | null,
    help: none,
    searched: false,
    failed: false,
  };
  if (!isLongEnough(reading)) return nothing;
  const api = serverApi(request);
  try {
    // Card summaries, ranked (and filtered, ordered) by the API: the page's data is what its cards show (about 4 KB
    // gzip for 100), with the number found and what the filters offer. A term written as a part code is looked up as
    // one too, so the page can say what that part is before the products it fits.
    const [answer, part] = await Promise.all([
      api.searchPreviews(term, {
        limit: RESULTS_PAGE_LIMIT,
        signal: request.signal,
        category: query.category,
        finish: query.finishes,
        sort: query.sort,
      }),
      partOf(api, term, request.signal),
    ]);
    const { products, total, facets, didYouMean, categories, popular } = answer;
    // When nothing was found, what the page offers instead ("did you mean", the nearest categories, popular designs).
    const found = facets.categories.length > 0;
    const help: SearchHelp = found ? none : { didYouMean, categories };
    return {
      ...nothing,
      products,
      total,
      facets,
      popular: found ? [] : (popular ?? []),
      part,
      help,
      searched: true,
    };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'aborted') throw error;
    return { ...nothing, searched: true, failed: true };
  }
}

/** "Show more results" only writes `shown` into the URL: the cards are already here, so nothing is asked again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  const without = (url: URL) => {
    const params = new URLSearchParams(url.searchParams);
    params.delete('shown');
    return `${url.pathname}?${params.toString()}`;
  };
  if (currentUrl.pathname === nextUrl.pathname && without(currentUrl) === without(nextUrl))
    return false;
  return defaultShouldRevalidate;
};

export default function SearchResultsPage({ loaderData }: Route.ComponentProps) {
  const { term, failed } = loaderData;
  const text = useText();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const wishlist = useWishlist((state) => state.models);
  const onWishlistToggle = useWishlistToggle();

  // Keep showing the last good answer when a search fails.
  const shown = useRef(loaderData);
  if (!failed) shown.current = loaderData;
  const { products, searched, help, total, facets, popular, part, query } = shown.current;
  const visibleCount = parseSearchQuery(searchParams).shown;
  const found = facets.categories.length > 0;

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

  const grid = (
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
          priority={index === 0 && !part}
          detail="detailed"
          headingAs="h2"
          inWishlist={wishlist.includes(product.model)}
          onWishlistToggle={onWishlistToggle}
        />
      ))}
    </ProductGrid>
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{text.t('web.searchResults.title')}</h1>
        {term ? null : <p className={styles.prompt}>{text.t(SEARCH_PROMPT)}</p>}
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
      {part && !loading ? <PartAnswer part={part} /> : null}
      <div className={found ? filterLayout : undefined}>
        {found ? (
          <SearchFilters
            term={shown.current.term}
            query={query}
            facets={facets}
            total={total}
            resultsId="search-results"
          />
        ) : null}
        <section
          id="search-results"
          aria-label={text.t('web.searchResults.label')}
          aria-busy={loading}
          className={styles.results}
        >
          {searched && !loading && found ? (
            <p className={styles.count} aria-live="polite">
              {total > products.length
                ? text.t('web.searchResults.countOf', {
                    shown: text.number(products.length),
                    total,
                    term: shown.current.term,
                  })
                : text.t('web.searchResults.count', { count: total, term: shown.current.term })}
            </p>
          ) : null}
          {grid}
          {searched && !loading && !found ? (
            <>
              <SearchSuggestions help={help} className={styles.suggestions} />
              <NothingFound popular={popular} />
            </>
          ) : null}
          {!loading && products.length > visibleCount ? (
            <div className={styles.more}>
              <Button
                tone="secondary"
                onClick={() =>
                  setSearchParams(
                    (params) => {
                      const next = new URLSearchParams(params);
                      next.set('shown', String(visibleCount + SEARCH_RESULTS_BATCH * 2));
                      return next;
                    },
                    { replace: true, preventScrollReset: true },
                  )
                }
              >
                {text.t('web.searchResults.more')}
              </Button>
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
