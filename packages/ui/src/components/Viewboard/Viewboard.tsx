import type { ProductSummary } from '@fittings/catalog-core';
import type { ReactNode } from 'react';
import { ProductCard } from '../ProductCard/ProductCard';
import { Carousel } from './Carousel';

export interface ViewboardProps {
  /** The heading: "Selected Handle or Accent", "Required for installation", "Recommended products". */
  title: string;
  products: readonly ProductSummary[];
  /** A link beside the heading. */
  action?: ReactNode;
  /** Models in the wishlist; with `onWishlistToggle`, cards show the wishlist toggle. */
  wishlist?: ReadonlySet<string>;
  onWishlistToggle?: (product: ProductSummary, next: boolean) => void;
  headingAs?: 'h2' | 'h3';
  /** The index shown first on small screens; clamped to 0..count-1. */
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

/**
 * A row of product cards. On wide screens all cards are in view; on small screens it is a swipeable carousel with
 * previous and next buttons (disabled at the ends) and dots.
 */
export function Viewboard({
  title,
  products,
  action,
  wishlist,
  onWishlistToggle,
  headingAs,
  initialIndex,
  onIndexChange,
  className,
}: ViewboardProps) {
  if (products.length === 0) return null;
  return (
    <Carousel
      title={title}
      headingAs={headingAs}
      action={action}
      layout="grid"
      initialIndex={initialIndex}
      onIndexChange={onIndexChange}
      className={className}
      slides={products.map((product) => ({
        key: product.model,
        content: (
          <ProductCard
            product={product}
            headingAs={headingAs === 'h3' ? 'h4' : 'h3'}
            inWishlist={(model) => wishlist?.has(model) ?? false}
            onWishlistToggle={onWishlistToggle}
          />
        ),
      }))}
    />
  );
}
