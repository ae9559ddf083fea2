// /where-to-buy: dealers from the API by city, state or pincode (?q=), or nearest first from the browser's location
// (?lat=&lng=); the search lives in the URL so it can be shared and works without JavaScript. Each dealer is a
// LocalBusiness in structured data. A list, no map: it stays fast and needs no tiles.
import { ApiError, type DealersResponse } from '@fittings/api-client';
import { Button } from '@fittings/ui/Button';
import { Link } from '@fittings/ui/Link';
import { TextField } from '@fittings/ui/TextField';
import { useText } from '@fittings/ui/TextProvider';
import { Form, data, useNavigation } from 'react-router';
import { PageHeader } from '../kit/PageHeader';
import { RouteError } from '../layout/RouteError';
import { publicOrigin, serverApi } from '../api/api.server';
import { dealerCities, parseDealerSearch, resultHeading } from '../dealers/dealers';
import { ipLocator } from '../dealers/ipLocation.server';
import { pageMeta, trail } from '../seo/pageMeta';
import * as styles from '../dealers/whereToBuy.css';
import type { Route } from './+types/where-to-buy';
import { languageOfPath, stripLanguage } from '@fittings/catalog-core';
import { loadTranslator, translatorOf } from '../i18n/translators';
import { languageOf } from '../i18n/useLanguage';
import { UseMyLocation, DealerCard } from '../dealers/DealerCard';

const crumbsIn = (text: { t(id: string): string }) =>
  trail({ name: text.t('web.dealers.title'), path: '/where-to-buy' });

export const meta: Route.MetaFunction = ({ data: page, matches, location }) => {
  const text = translatorOf(languageOfPath(location.pathname));
  return pageMeta(matches, page?.origin, {
    title: page?.heading
      ? text.t('web.dealers.titleWithHeading', { heading: page.heading })
      : text.t('web.dealers.title'),
    description: text.t('web.dealers.description'),
    path: '/where-to-buy',
    crumbs: crumbsIn(text),
  });
};

// A city picked from the visitor's address differs per visitor: such a page is never kept in a shared cache.
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cache = loaderHeaders.get('Cache-Control');
  return cache ? { 'Cache-Control': cache } : {};
}

const empty: Pick<DealersResponse, 'match' | 'total' | 'dealers' | 'place'> = {
  match: 'none',
  total: 0,
  dealers: [],
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const api = serverApi(request);
  const signal = request.signal;
  const search = parseDealerSearch(url.searchParams);
  const text = await loadTranslator(languageOf(request));
  const everyone = api.getDealers('all', { limit: 200 }, { signal }).catch(() => undefined);
  let answer: Pick<DealersResponse, 'match' | 'total' | 'dealers' | 'place'> | undefined;
  let located: string | undefined;
  let failed = false;
  try {
    if (search.kind === 'near') {
      answer = await api.getDealers(
        'near',
        { lat: search.lat, lng: search.lng, limit: 20 },
        { signal },
      );
    } else if (search.kind === 'place') {
      answer = await api.getDealers(search.query, { limit: 100 }, { signal });
    } else {
      const locate = ipLocator();
      const ip = context?.clientIp;
      const city = locate && ip ? await locate(ip, signal) : undefined;
      if (city) {
        const near = await api.getDealers(city, { limit: 100 }, { signal });
        if (near.match === 'city' && near.total > 0) {
          answer = near;
          // Named as the dealers' cards name it: the API writes the city in the page's language (कोच्चि).
          located = near.dealers[0]?.address.city ?? city;
        }
      }
    }
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'aborted') throw error;
    // A search the API refuses (an odd character, a pincode of five digits) finds nothing; a failure says so.
    if (error instanceof ApiError && error.status === 400) answer = empty;
    else failed = true;
  }
  const all = await everyone;
  const page = {
    origin: publicOrigin(request),
    pageUrl: `${publicOrigin(request)}/where-to-buy${url.search}`,
    search,
    query: search.kind === 'place' ? search.query : '',
    located: located ?? null,
    failed,
    heading: answer ? resultHeading(text, search, answer, located) : null,
    dealers: answer?.dealers ?? [],
    cities: all ? dealerCities(all.dealers) : [],
  };
  return located ? data(page, { headers: { 'Cache-Control': 'private, no-store' } }) : page;
}

export default function WhereToBuy({ loaderData }: Route.ComponentProps) {
  const { search, query, dealers, cities, heading, located, failed, pageUrl } = loaderData;
  const navigation = useNavigation();
  const text = useText();
  const loading =
    navigation.state === 'loading' &&
    stripLanguage(navigation.location.pathname) === '/where-to-buy';

  return (
    // A plain block, not an <article>: the dealers are the articles, so a count of cards is a count of dealers.
    <div className={styles.page}>
      <PageHeader
        crumbs={crumbsIn(text)}
        eyebrow={text.t('web.dealers.eyebrow')}
        title={text.t('web.dealers.title')}
        intro={text.t('web.dealers.intro')}
      />
      <div className={styles.body}>
        <section className={styles.search} aria-label={text.t('web.dealers.searchLabel')}>
          <Form method="get" className={styles.searchForm} role="search">
            <TextField
              name="q"
              label={text.t('web.dealers.fieldLabel')}
              defaultValue={query}
              key={query}
              placeholder={text.t('web.dealers.fieldPlaceholder')}
              autoComplete="address-level2"
              className={styles.searchField}
            />
            <Button type="submit" disabled={loading}>
              {text.t('web.dealers.search')}
            </Button>
          </Form>
          <UseMyLocation />
        </section>

        <section aria-labelledby="dealer-results" aria-busy={loading} className={styles.results}>
          {failed ? (
            <p role="alert" className={styles.notice}>
              {text.t('web.dealers.failed', { problem: text.t('core.error.network') })}
            </p>
          ) : null}
          {heading ? (
            <h2 id="dealer-results" className={styles.heading} aria-live="polite">
              {heading}
            </h2>
          ) : (
            <h2 id="dealer-results" className={styles.heading}>
              {text.t('web.dealers.chooseCity')}
            </h2>
          )}
          {located ? (
            <p className={styles.notice}>{text.t('web.dealers.located', { city: located })}</p>
          ) : null}
          {dealers.length > 0 ? (
            <ol className={styles.list}>
              {dealers.map((dealer) => (
                <li key={dealer.id}>
                  <DealerCard dealer={dealer} pageUrl={pageUrl} />
                </li>
              ))}
            </ol>
          ) : null}
        </section>

        {cities.length > 0 ? (
          <nav aria-labelledby="dealer-cities" className={styles.cities}>
            <h2 id="dealer-cities" className={styles.citiesHeading}>
              {text.t(
                search.kind === 'none' && !located
                  ? 'web.dealers.citiesWithDealers'
                  : 'web.dealers.otherCities',
              )}
            </h2>
            <ul className={styles.cityList}>
              {cities.map(({ city, count }) => (
                <li key={city}>
                  <Link href={`/where-to-buy?q=${encodeURIComponent(city)}`} variant="subtle">
                    {city} <span className={styles.count}>({count})</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
