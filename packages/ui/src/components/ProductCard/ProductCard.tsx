import {
  parseTrademarkName,
  productPath,
  segmentsToText,
  type ProductSummary,
} from '@fittings/catalog-core';
import type { ElementType } from 'react';
import { Link } from '../Link/Link';
import { Tag, productTagKind } from '../Tag/Tag';
import { TrademarkName } from '../TrademarkName/TrademarkName';
import { WaterwiseBadge } from '../WaterwiseBadge/WaterwiseBadge';
import { WishlistToggle } from '../WishlistToggle/WishlistToggle';
import * as styles from './ProductCard.css';

export interface ProductCardProps {
  product: ProductSummary;
  /** Where the card leads; the product page by default. */
  href?: string;
  /** Whether the product is in the wishlist; with `onWishlistToggle`, shows the wishlist toggle. */
  inWishlist?: boolean;
  onWishlistToggle?: (product: ProductSummary, next: boolean) => void;
  /** The heading element of the product name, to fit the page outline. */
  headingAs?: ElementType;
  className?: string;
}

/** A product in a listing: image, tag, water-saving badge, collection, name and model; the whole card is a link. */
export function ProductCard({
  product,
  href = productPath(product.url || product.model),
  inWishlist = false,
  onWishlistToggle,
  headingAs: Heading = 'h3',
  className,
}: ProductCardProps) {
  const name = parseTrademarkName(product.name);
  const kind = productTagKind(product);
  return (
    <article className={[styles.card, className].filter(Boolean).join(' ')}>
      <div className={styles.media}>
        <img className={styles.image} src={product.image} alt="" loading="lazy" decoding="async" />
        {kind || product.waterwise ? (
          <div className={onWishlistToggle ? styles.badgesBesideToggle : styles.badges}>
            {kind ? <Tag kind={kind} /> : null}
            {product.waterwise ? <WaterwiseBadge /> : null}
          </div>
        ) : null}
        {onWishlistToggle ? (
          <WishlistToggle
            className={styles.wishlist}
            raised
            pressed={inWishlist}
            productName={segmentsToText(name)}
            onToggle={(next) => onWishlistToggle(product, next)}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        {product.collection ? (
          <p className={styles.eyebrow}>
            <TrademarkName markup={product.collection} />
          </p>
        ) : null}
        <Heading className={styles.title}>
          <Link href={href} variant="bare" className={styles.titleLink}>
            <TrademarkName segments={name} />
          </Link>
        </Heading>
        <p className={styles.model}>Model: {product.model}</p>
      </div>
    </article>
  );
}
