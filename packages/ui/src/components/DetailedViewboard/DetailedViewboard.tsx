import { Link } from '../Link/Link';
import { ProductCard, type ProductCardProduct } from '../ProductCard/ProductCard';
import { Carousel } from '../Viewboard/Carousel';

export interface DetailedViewboardProps {
  /** The heading, such as "Related products". */
  title: string;
  products: readonly ProductCardProduct[];
  /** The link beside the heading, such as "view full collection". */
  action?: { label: string; href: string };
  wishlist?: ReadonlySet<string>;
  onWishlistToggle?: (product: ProductCardProduct, next: boolean) => void;
  headingAs?: 'h2' | 'h3';
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

/**
 * A row of 270 px detailed product cards with an optional "view full collection" link: all in view on wide screens,
 * a carousel with arrows and dots on small screens.
 */
export function DetailedViewboard({
  title,
  products,
  action,
  wishlist,
  onWishlistToggle,
  headingAs,
  initialIndex,
  onIndexChange,
  className,
}: DetailedViewboardProps) {
  if (products.length === 0) return null;
  return (
    <Carousel
      title={title}
      headingAs={headingAs}
      layout="row"
      initialIndex={initialIndex}
      onIndexChange={onIndexChange}
      className={className}
      action={
        action ? (
          <Link href={action.href} variant="standalone">
            {action.label}
          </Link>
        ) : undefined
      }
      slides={products.map((product) => ({
        key: product.model,
        content: (
          <ProductCard
            product={product}
            detail="detailed"
            headingAs={headingAs === 'h3' ? 'h4' : 'h3'}
            inWishlist={(model) => wishlist?.has(model) ?? false}
            onWishlistToggle={onWishlistToggle}
          />
        ),
      }))}
    />
  );
}
