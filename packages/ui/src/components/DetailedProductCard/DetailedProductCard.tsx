import {
  formatProductName,
  productPath,
  segmentsToText,
  type Product,
  type ProductSummary,
} from '@fittings/catalog-core';
import type { ElementType } from 'react';
import { Icon } from '../../icons/Icon';
import { FinishSwatches } from '../FinishSwatches/FinishSwatches';
import { Link } from '../Link/Link';
import * as cardStyles from '../ProductCard/ProductCard.css';
import { Tag, productTagKind } from '../Tag/Tag';
import { TrademarkName } from '../TrademarkName/TrademarkName';
import { WaterwiseBadge } from '../WaterwiseBadge/WaterwiseBadge';
import { WishlistToggle } from '../WishlistToggle/WishlistToggle';
import * as styles from './DetailedProductCard.css';

/** A product summary with the optional details a full product adds (search results carry full products). */
export type DetailedProductCardProduct = ProductSummary &
  Partial<
    Pick<Product, 'description' | 'associatedFinishes' | 'viewableCollection' | 'collectionSuffix'>
  >;

export interface DetailedProductCardProps {
  product: DetailedProductCardProduct;
  href?: string;
  inWishlist?: boolean;
  onWishlistToggle?: (product: DetailedProductCardProduct, next: boolean) => void;
  headingAs?: ElementType;
  /** The words of the card's call to action. */
  moreLabel?: string;
  className?: string;
}

/**
 * The 270 px product card of search results and related products: adds the description and the finish chips to the
 * product card.
 */
export function DetailedProductCard({
  product,
  href = productPath(product.url || product.model),
  inWishlist = false,
  onWishlistToggle,
  headingAs: Heading = 'h3',
  moreLabel = 'View details',
  className,
}: DetailedProductCardProps) {
  const { name, collection } = formatProductName(product);
  const kind = productTagKind(product);
  return (
    <article className={[styles.card, className].filter(Boolean).join(' ')}>
      <div className={styles.media}>
        <img className={styles.image} src={product.image} alt="" loading="lazy" decoding="async" />
        {kind || product.waterwise ? (
          <div className={styles.badges}>
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
        <p className={cardStyles.eyebrow}>
          {collection.length ? <TrademarkName segments={collection} /> : product.collection}
        </p>
        <Heading className={cardStyles.title}>
          <Link href={href} variant="bare" className={cardStyles.titleLink}>
            <TrademarkName segments={name} />
          </Link>
        </Heading>
        <p className={cardStyles.model}>Model: {product.model}</p>
        {product.description ? <p className={styles.description}>{product.description}</p> : null}
        <div className={styles.footer}>
          <FinishSwatches
            mode="display"
            product={{
              finish: product.finish,
              associatedFinishes: product.associatedFinishes ?? [],
            }}
          />
          <span className={styles.more} aria-hidden="true">
            {moreLabel}
            <Icon name="arrowRight" size="1.2em" />
          </span>
        </div>
      </div>
    </article>
  );
}
