import { Link } from '../Link/Link';
import type { ProductCardProduct } from '../ProductCard/ProductCard';
import { ProductCarousel, type ProductRowProps } from '../Viewboard/ProductCarousel';

export interface DetailedViewboardProps extends ProductRowProps<ProductCardProduct> {
  /** The heading, such as "Related products". */
  title: string;
  /** The link beside the heading, such as "view full collection". */
  action?: { label: string; href: string };
}

/**
 * Related products as a row of 270 px detailed product cards with an optional "view full collection" link: all in view
 * on wide screens, a carousel with arrows and dots on small screens, like `Viewboard`.
 */
export function DetailedViewboard({ action, ...rest }: DetailedViewboardProps) {
  return (
    <ProductCarousel
      {...rest}
      layout="row"
      detail="detailed"
      action={
        action ? (
          <Link href={action.href} variant="standalone">
            {action.label}
          </Link>
        ) : undefined
      }
    />
  );
}
