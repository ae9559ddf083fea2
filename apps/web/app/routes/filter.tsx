// Listing pages: /filter/bathroom and /filter/kitchen with category, type or subcategory in the query, which every
// menu entry links to. Filters, sort and page live in the URL, so reload and the back button keep them.
import { Link, ProductCard, ProductGrid } from '@fittings/ui';
import { designCountText, plainName, type ProductArea } from '@fittings/catalog-core';
import { CompareToggle } from '../compare/CompareToggle';
import { useNavigation } from 'react-router';
import { brand } from '../brand';
import { RouteError } from '../layout/RouteError';
import { ListingEmpty } from '../listing/ListingEmpty';
import { ListingFilters } from '../listing/ListingFilters';
import { Pagination } from '../listing/Pagination';
import { listingHref } from '../layout/menus.data';
import { serverApi, publicOrigin } from '../api/api.server';
import { listingHeading, listingSearch, parseListingQuery } from '../listing/listing';
import { loadListing } from '../listing/listing.server';
import { seo } from '../seo/seo';
import { useWishlistToggle } from '../wishlist/wishlistActions';
import { useWishlist } from '../wishlist/wishlist';
import * as styles from './filter.css';
import type { Route } from './+types/filter';
import { stripLanguage } from '@fittings/catalog-core';

const AREAS: readonly ProductArea[] = ['bathroom', 'kitchen'];

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return seo(matches, { title: `Page not found | ${brand.name}`, noindex: true });
  const { heading, origin, canonical } = data;
  return seo(matches, {
    title: `${heading.title} | ${heading.area === 'bathroom' ? 'Bathroom' : 'Kitchen'} | ${brand.name}`,
    description: `${heading.title} by ${brand.name}: browse the range by finish and style, and find the water-wise models.`,
    canonical,
    origin,
  });
};

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
  const { area, query, heading, listing } = loaderData;
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
          ) : area === 'bathroom' ? (
            'Bathroom'
          ) : (
            'Kitchen'
          )}
        </p>
        <h1 className={styles.title}>{heading.title}</h1>
        <p className={styles.count} aria-live="polite">
          {designCountText({ designs: listing.total, finishes: listing.finishCount })}
        </p>
      </header>
      <div className={styles.layout}>
        <ListingFilters area={area} query={query} listing={listing} />
        <section aria-label="Products" className={styles.results} aria-busy={loading}>
          {listing.total === 0 ? (
            <ListingEmpty area={area} query={query} filtered={filtered} />
          ) : (
            <>
              <ProductGrid label={`${heading.title} products`}>
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
                    <CompareToggle model={product.model} productName={plainName(product.name)} />
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
