// Listing pages: /filter/bathroom and /filter/kitchen with category, type or subcategory in the query, which every
// menu entry links to. Filters, sort and page live in the URL, so reload and the back button keep them.
import { Link } from '@fittings/ui/Link';
import { ProductCard } from '@fittings/ui/ProductCard';
import { ProductGrid } from '@fittings/ui/ProductGrid';
import { useText } from '@fittings/ui/TextProvider';
import {
  designCountText,
  languageOfPath,
  localizePath,
  plainName,
  type ProductArea,
} from '@fittings/catalog-core';
import { categoryMenusInLanguages } from '../layout/menus.languages';
import { areaName, metaText } from '../kit/pageText';
import { useLanguage } from '../i18n/useLanguage';
import { CompareLink, CompareToggle } from '../compare/CompareToggle';
import { useNavigation } from 'react-router';
import { brand } from '../brand';
import { RouteError } from '../layout/RouteError';
import { ListingEmpty } from '../listing/ListingEmpty';
import { ListingFilters } from '../listing/ListingFilters';
import { Pagination } from '../listing/Pagination';
import { listingHref } from '../layout/menus.data';
import { serverApi, publicOrigin } from '../api/api.server';
import {
  listingHeading,
  listingSearch,
  parseListingQuery,
  type ListingQuery,
} from '../listing/listing';
import { loadListing } from '../listing/listing.server';
import { seo } from '../seo/seo';
import { breadcrumbJsonLd } from '../product/structuredData';
import { useWishlistToggle } from '../wishlist/wishlistActions';
import { useWishlist } from '../wishlist/wishlist';
import * as styles from '../listing/filterPage.css';
import type { Route } from './+types/filter';
import { stripLanguage, type Language, type Translator } from '@fittings/catalog-core';

const AREAS: readonly ProductArea[] = ['bathroom', 'kitchen'];

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const text = metaText(location);
  if (!data)
    return seo(matches, {
      title: text.t('web.page.notFoundTitle', { brand: brand.name }),
      noindex: true,
    });
  const { area, query, origin, canonical } = data;
  const language = languageOfPath(location.pathname);
  const heading = localHeading(area, query, language, text);
  const room = areaName(area, text);
  // The room's own listing is named after the room: its title says it once ("Kitchen | Ondessa").
  const title =
    heading.title === room
      ? `${heading.title} | ${brand.name}`
      : text.t('web.listing.metaTitle', { title: heading.title, area: room, brand: brand.name });
  // The trail a crawler reads: home, the room's listing, the category above a type, and the page.
  const crumbs = [
    { name: text.t('web.breadcrumbs.home'), path: '/' },
    { name: room, path: `/filter/${area}` },
    ...(heading.parent
      ? [{ name: heading.parent.title, path: listingHref(area, heading.parent.category.route) }]
      : []),
    ...(heading.category ? [{ name: heading.title, path: canonical }] : []),
  ].map((crumb) => ({ ...crumb, path: localizePath(crumb.path, language) }));
  return seo(matches, {
    title,
    description: text.t('web.listing.metaDescription', { title: heading.title, brand: brand.name }),
    canonical,
    origin,
    ...(origin ? { jsonLd: [breadcrumbJsonLd(crumbs, origin)] } : {}),
  });
};

/** The heading in the page's language: the same menu entry, by route and query value, in that language's menus. */
function localHeading(
  area: ProductArea,
  query: ListingQuery,
  language: Language,
  text: Pick<Translator, 't'>,
) {
  return listingHeading(area, query, categoryMenusInLanguages[language], areaName(area, text));
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const area = params.area as ProductArea;
  if (!AREAS.includes(area)) throw new Response('Not Found', { status: 404 });
  const url = new URL(request.url);
  const query = parseListingQuery(url.searchParams);
  const heading = listingHeading(area, query);
  // A category, type or subcategory that no menu offers is a page that does not exist.
  const knownValue = !(query.type ?? query.subcategory) || heading.parent !== undefined;
  if ((query.category && !heading.category) || !knownValue) {
    throw new Response('Not Found', { status: 404 });
  }
  const listing = await loadListing(serverApi(request), area, query, request.signal);
  return {
    area,
    query,
    heading,
    listing,
    origin: publicOrigin(request),
    canonical: `/filter/${area}${listingSearch({ ...query, finishes: [], styles: [], waterwise: false, sort: 'rank', page: 1 })}`,
  };
}

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const { area, query, listing } = loaderData;
  const text = useText();
  const heading = localHeading(area, query, useLanguage(), text);
  const navigation = useNavigation();
  const wishlist = useWishlist((state) => state.models);
  const onWishlistToggle = useWishlistToggle();
  const filtered = query.finishes.length > 0 || query.styles.length > 0 || query.waterwise;
  const loading =
    navigation.state === 'loading' &&
    stripLanguage(navigation.location.pathname) === `/filter/${area}`;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          {heading.parent ? (
            <Link href={listingHref(area, heading.parent.category.route)} variant="subtle">
              {heading.parent.title}
            </Link>
          ) : (
            areaName(area, text)
          )}
        </p>
        <h1 className={styles.title}>{heading.title}</h1>
        <div className={styles.countRow}>
          <p className={styles.count} aria-live="polite">
            {designCountText({ designs: listing.total, finishes: listing.finishCount }, text)}
          </p>
          <CompareLink />
        </div>
      </header>
      <div className={styles.layout}>
        <ListingFilters area={area} query={query} listing={listing} resultsId="listing-results" />
        <section
          id="listing-results"
          aria-label={text.t('web.listing.products')}
          className={styles.results}
          aria-busy={loading}
        >
          {listing.total === 0 ? (
            <ListingEmpty area={area} query={query} filtered={filtered} />
          ) : (
            <>
              <ProductGrid label={text.t('web.listing.gridLabel', { title: heading.title })}>
                {listing.products.map((product, index) => (
                  <div key={product.model} className={styles.cardWithCompare}>
                    <ProductCard
                      product={product}
                      // The first card's image is the page's largest paint on a phone: fetched first, not lazily.
                      priority={index === 0}
                      headingAs="h2"
                      inWishlist={(model) => wishlist.includes(model)}
                      onWishlistToggle={onWishlistToggle}
                    />
                    <CompareToggle
                      model={product.model}
                      productName={plainName(product.name)}
                      withLink={false}
                    />
                  </div>
                ))}
              </ProductGrid>
              <Pagination
                area={area}
                query={query}
                page={listing.page}
                pageCount={listing.pageCount}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
