// Product cards in the design system's grid, with the wishlist toggle wired to the visitor's wishlist: the one way
// content pages show products.
import type { ProductSummary } from '@fittings/catalog-core';
import { ProductCard } from '@fittings/ui/ProductCard';
import { ProductGrid } from '@fittings/ui/ProductGrid';
import { useWishlistToggle } from '../wishlist/wishlistActions';
import { useWishlist } from '../wishlist/wishlist';

export interface ProductCardsProps {
  products: readonly ProductSummary[];
  /** The accessible name of the list. */
  label: string;
  headingAs?: 'h2' | 'h3' | 'h4';
}

export function ProductCards({ products, label, headingAs = 'h3' }: ProductCardsProps) {
  const wishlist = useWishlist((state) => state.models);
  const onWishlistToggle = useWishlistToggle();
  return (
    <ProductGrid label={label}>
      {products.map((product) => (
        <ProductCard
          key={product.model}
          product={product}
          headingAs={headingAs}
          inWishlist={(model) => wishlist.includes(model)}
          onWishlistToggle={onWishlistToggle}
        />
      ))}
    </ProductGrid>
  );
}
