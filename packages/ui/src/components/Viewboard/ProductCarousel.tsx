import type { ReactNode } from 'react';
import {
  ProductCard,
  type ProductCardProduct,
  type ProductCardProps,
} from '../ProductCard/ProductCard';
import { Carousel, type CarouselProps } from './Carousel';

/** The props both viewboards share: a titled row of product cards, a carousel on small screens. */
export interface ProductRowProps<P extends ProductCardProduct> {
  products: readonly P[];
  /** Models in the wishlist; with `onWishlistToggle`, cards show the wishlist toggle. */
  wishlist?: ReadonlySet<string>;
  onWishlistToggle?: (product: P, next: boolean) => void;
  headingAs?: 'h2' | 'h3';
  /** The index shown first on small screens; clamped to 0..count-1. */
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

interface ProductCarouselProps<P extends ProductCardProduct> extends ProductRowProps<P> {
  title: string;
  action?: ReactNode;
  layout: CarouselProps['layout'];
  detail?: ProductCardProps['detail'];
}

/** One product card a slide, headed one level below the carousel's title; nothing at all without products. */
export function ProductCarousel<P extends ProductCardProduct>({
  products,
  wishlist,
  onWishlistToggle,
  detail,
  ...carousel
}: ProductCarouselProps<P>) {
  if (products.length === 0) return null;
  return (
    <Carousel
      {...carousel}
      slides={products.map((product) => ({
        key: product.model,
        content: (
          <ProductCard
            product={product}
            detail={detail}
            headingAs={carousel.headingAs === 'h3' ? 'h4' : 'h3'}
            inWishlist={(model) => wishlist?.has(model) ?? false}
            onWishlistToggle={onWishlistToggle && ((_, next) => onWishlistToggle(product, next))}
          />
        ),
      }))}
    />
  );
}
