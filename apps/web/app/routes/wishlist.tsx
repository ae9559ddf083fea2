// The wishlist ("My favourites", spec 1 and 3): the models kept in this browser, a clear-all, and a share link
// (/wishlist?models=A,B) that shows the same list on another device, rendered on the server, ready to be saved.
import { parseWishlist, type ProductSummary } from '@fittings/catalog-core';
import { ApiError } from '@fittings/api-client';
import { Button, ButtonLink, ProductCard, ProductGrid } from '@fittings/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { brand } from '../brand';
import { RouteError } from '../layout/RouteError';
import { publicOrigin, serverApi } from '../api/api.server';
import { seo } from '../seo/seo';
import { useWishlistProducts } from '../wishlist/wishlistProducts';
import { useWishlistToggle } from '../wishlist/wishlistActions';
import { notify } from '../layout/notifications';
import { useWishlist, wishlistStore } from '../wishlist/wishlist';
import * as styles from './wishlist.css';
import type { Route } from './+types/wishlist';

/** A shared link lists at most this many models; anything longer is not a wishlist someone made. */
const SHARED_MAX_MODELS = 60;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seo(matches, {
    title: `${data?.shared ? 'A shared wishlist' : 'My Favourites'} | ${brand.name}`,
    description: `Products saved to a ${brand.name} wishlist.`,
    canonical: '/wishlist',
    origin: data?.origin,
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const origin = publicOrigin(request);
  if (!url.searchParams.has('models')) return { origin, shared: null };
  const models = parseWishlist(url.searchParams.get('models')).slice(0, SHARED_MAX_MODELS);
  let products: ProductSummary[] = [];
  if (models.length > 0) {
    try {
      products = (await serverApi(request).getProductPreviews(models, { signal: request.signal }))
        .products;
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'aborted') throw error;
      // The shared list then shows as unavailable rather than failing the page.
    }
  }
  return { origin, shared: { models, products } };
}

export function shareLink(origin: string, models: readonly string[]): string {
  return `${origin}/wishlist?models=${models.map(encodeURIComponent).join(',')}`;
}

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  return loaderData.shared ? (
    <SharedWishlist products={loaderData.shared.products} models={loaderData.shared.models} />
  ) : (
    <MyWishlist />
  );
}

function MyWishlist() {
  const models = useWishlist((state) => state.models);
  const loaded = useWishlist((state) => state.loaded);
  const { products, loading } = useWishlistProducts(models, loaded);
  const onWishlistToggle = useWishlistToggle();
  const [link, setLink] = useState<string | null>(null);

  const share = async () => {
    const url = shareLink(window.location.origin, models);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      notify('Link to your wishlist copied');
    } catch {
      // Clipboard refused (permissions, insecure origin): the link is shown to copy by hand.
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Wishlist</p>
        <h1 className={styles.title}>My Favourites</h1>
        <p className={styles.lead}>
          Products you save are kept in this browser. Share the list to open it on another device.
        </p>
        {models.length > 0 ? (
          <div className={styles.actions}>
            <Button tone="primary" onClick={share}>
              Share wishlist
            </Button>
            <Button tone="secondary" onClick={() => wishlistStore.getState().clear()}>
              Clear all
            </Button>
          </div>
        ) : null}
        {link ? (
          <label className={styles.shareLink}>
            <span>Link to this wishlist</span>
            <input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          </label>
        ) : null}
      </header>
      {loaded && models.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <ProductGrid
          loading={loading && products.length === 0}
          loadingLabel="Loading your wishlist"
          label="My favourites"
        >
          {products.map((product) => (
            <ProductCard
              key={product.model}
              product={product}
              headingAs="h2"
              inWishlist={models.includes(product.model)}
              onWishlistToggle={onWishlistToggle}
            />
          ))}
        </ProductGrid>
      )}
    </div>
  );
}

function EmptyWishlist() {
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>Your wishlist is empty.</h2>
      <p className={styles.lead}>Tap the heart on any product to keep it here.</p>
      <div className={styles.actions}>
        <ButtonLink href="/filter/bathroom">Explore bathroom</ButtonLink>
        <ButtonLink href="/filter/kitchen" tone="secondary">
          Explore kitchen
        </ButtonLink>
      </div>
    </div>
  );
}

function SharedWishlist({ products, models }: { products: ProductSummary[]; models: string[] }) {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Wishlist</p>
        <h1 className={styles.title}>A shared wishlist</h1>
        <p className={styles.lead}>
          {products.length === 0
            ? 'None of the products in this link are available any more.'
            : 'Someone shared these products with you. Save them to keep them in this browser.'}
        </p>
        {products.length > 0 ? (
          <div className={styles.actions}>
            <Button
              tone="primary"
              icon="heart"
              onClick={() => {
                wishlistStore
                  .getState()
                  .addAll(products.map((p) => p.model).filter((m) => models.includes(m)));
                notify(
                  `${products.length === 1 ? '1 product' : `${products.length} products`} saved to your wishlist`,
                );
                navigate('/wishlist');
              }}
            >
              Save to my wishlist
            </Button>
          </div>
        ) : null}
      </header>
      <ProductGrid label="Shared wishlist">
        {products.map((product) => (
          <ProductCard key={product.model} product={product} headingAs="h2" />
        ))}
      </ProductGrid>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
