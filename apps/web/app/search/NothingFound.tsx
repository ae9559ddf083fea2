// What the results page adds when a term finds nothing (geyser, गीज़र), after "did you mean" and the nearest
// categories: a few popular designs, and the contact page for what the catalogue does not have (issue 39).
import type { ProductCardSummary } from '@fittings/catalog-core';
import { Link } from '@fittings/ui/Link';
import { ProductCard } from '@fittings/ui/ProductCard';
import { ProductGrid } from '@fittings/ui/ProductGrid';
import { useText } from '@fittings/ui/TextProvider';
import { useWishlistToggle } from '../wishlist/wishlistActions';
import { useWishlist } from '../wishlist/wishlist';
import * as styles from './NothingFound.css';

export function NothingFound({ popular }: { popular: readonly ProductCardSummary[] }) {
  const text = useText();
  const wishlist = useWishlist((state) => state.models);
  const onWishlistToggle = useWishlistToggle();
  return (
    <div className={styles.nothing}>
      <p className={styles.contact}>
        {text.t('web.search.contactLead')}{' '}
        <Link href="/contact-us" variant="standalone">
          {text.t('web.search.contactLink')}
        </Link>
      </p>
      {popular.length > 0 ? (
        <section aria-labelledby="search-popular">
          <h2 id="search-popular" className={styles.heading}>
            {text.t('web.search.popular')}
          </h2>
          <ProductGrid label={text.t('web.search.popular')}>
            {popular.map((product) => (
              <ProductCard
                key={product.model}
                product={product}
                headingAs="h3"
                inWishlist={wishlist.includes(product.model)}
                onWishlistToggle={onWishlistToggle}
              />
            ))}
          </ProductGrid>
        </section>
      ) : null}
    </div>
  );
}
