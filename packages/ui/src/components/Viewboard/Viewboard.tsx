import type { ProductSummary } from '@fittings/catalog-core';
import type { ReactNode } from 'react';
import { ProductCarousel, type ProductRowProps } from './ProductCarousel';

export interface ViewboardProps extends ProductRowProps<ProductSummary> {
  /** The heading: "Selected Handle or Accent", "Required for installation", "Recommended products". */
  title: string;
  /** A link beside the heading. */
  action?: ReactNode;
}

/**
 * A row of product cards. On wide screens all cards are in view; on small screens it is a swipeable carousel with
 * previous and next buttons (disabled at the ends) and dots.
 */
export function Viewboard(props: ViewboardProps) {
  return <ProductCarousel {...props} layout="grid" />;
}
