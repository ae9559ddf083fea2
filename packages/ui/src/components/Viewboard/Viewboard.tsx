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
 * A row of product cards (accents, installation parts, recommended products). On wide screens all cards are in view; on
 * small screens it is a swipeable carousel whose index stays within 0..count-1, with previous and next buttons
 * (Previous disabled on the first card, Next on the last) and dots, which only small screens show.
 */
export function Viewboard(props: ViewboardProps) {
  return <ProductCarousel {...props} layout="grid" />;
}
