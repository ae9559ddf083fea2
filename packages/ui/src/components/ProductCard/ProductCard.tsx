import {
  formatCollectionName,
  nameSegments,
  productPath,
  segmentsToText,
  type DesignFinish,
  type Product,
  type ProductSummary,
} from '@fittings/catalog-core';
import { useState, type ElementType } from 'react';
import { Icon } from '../../icons/Icon';
import { FinishSwatches } from '../FinishSwatches/FinishSwatches';
import { Link } from '../Link/Link';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { Tag, productTagKind } from '../Tag/Tag';
import { MarkedName } from '../MarkedName/MarkedName';
import { WaterwiseBadge } from '../WaterwiseBadge/WaterwiseBadge';
import { WishlistToggle } from '../WishlistToggle/WishlistToggle';
import { useText } from '../../i18n/TextProvider';
import * as styles from './ProductCard.css';

/** A product summary with the optional details a full product adds (search results carry full products). */
export type ProductCardProduct = ProductSummary &
  Partial<
    Pick<Product, 'description' | 'associatedFinishes' | 'viewableCollection' | 'collectionSuffix'>
  >;

/** How much the card shows: `compact` for listings, `detailed` (270 px) for search results and product rails. */
export type ProductCardDetail = (typeof styles.cardDetails)[number];

export interface ProductCardProps {
  product: ProductCardProduct;
  /**
   * `compact` (the default): image, badges, collection, name and model, as wide as its cell. `detailed`: the 270 px
   * card that adds the description, the finish chips and a call to action, and names the collection with its suffix.
   */
  detail?: ProductCardDetail;
  /** Where the card leads; the product page by default. */
  href?: string;
  /**
   * Whether the product is in the wishlist (or, for a design, a test of the model shown); with `onWishlistToggle`,
   * shows the wishlist toggle.
   */
  inWishlist?: boolean | ((model: string) => boolean);
  onWishlistToggle?: (product: ProductCardProduct, next: boolean) => void;
  /** The heading element of the product name, to fit the page outline. */
  headingAs?: ElementType;
  /** The words of the detailed card's call to action. */
  moreLabel?: string;
  /** Called when the visitor picks another finish of the design on the card. */
  onFinishChange?: (finish: DesignFinish) => void;
  /**
   * The card is the first of its page (the first of a listing or of search results): its image, likely the page's
   * largest paint, is loaded at once with `fetchpriority="high"` rather than lazily like the others.
   */
  priority?: boolean;
  className?: string;
}

// How wide a card's picture is shown, for the browser to pick a photo's width: the listing grid has 2 columns on a
// phone, 3 on a tablet and 4 on a desktop; the detailed card is 270 px (spec section 9).
const COMPACT_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';
const DETAILED_SIZES = '270px';

/**
 * A product of a listing as a card: image, tag, water-saving badge, collection, name and model. The whole card is one
 * link (to `productPath(url || model)` unless `href` is given); the name renders trademark marks as superscripts. Pass
 * `onWishlistToggle` to show the wishlist heart; the app decides what to store and track. `detail="detailed"` makes the
 * 270 px card (`vars.size.detailedCardWidth`) of search results and related products: with a full `Product` it adds the
 * description, the finish chips, a call to action and the collection with its suffix. `DetailedProductCard` is a
 * deprecated alias of that variant. A design (a product with `finishes`, as listings and rails send it) shows its
 * finish swatches: picking one changes the card's picture, model and link in place; before the page is interactive they
 * are plain links to each finish's page.
 */
export function ProductCard({
  product: given,
  detail = 'compact',
  href: givenHref,
  inWishlist = false,
  onWishlistToggle,
  headingAs: Heading = 'h3',
  moreLabel,
  onFinishChange,
  priority = false,
  className,
}: ProductCardProps) {
  const text = useText();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const designFinishes = given.finishes ?? [];
  const finish = designFinishes.find((f) => f.code === chosen);
  // The shown finish replaces what differs between finishes; tags, name and collection are the design's.
  const product: ProductCardProduct = finish
    ? {
        ...given,
        model: finish.model,
        url: finish.url,
        image: finish.image,
        imageVariants: finish.imageVariants,
        finish: { code: finish.code },
        associatedFinishes: designFinishes
          .filter((f) => f.code !== finish.code)
          .map((f) => ({ code: f.code, url: f.url })),
      }
    : given;
  const href =
    finish || givenHref === undefined ? productPath(product.url || product.model) : givenHref;
  const wished = typeof inWishlist === 'function' ? inWishlist(product.model) : inWishlist;
  const choose = (code: number) => {
    const next = designFinishes.find((f) => f.code === code);
    if (!next) return;
    setChosen(code);
    onFinishChange?.(next);
  };
  const name = nameSegments(product.name);
  const detailed = detail === 'detailed';
  const collection =
    detailed && product.viewableCollection
      ? formatCollectionName(product.viewableCollection, product.collectionSuffix)
      : nameSegments(product.collection);
  const kind = productTagKind(product);
  return (
    <article className={[styles.card({ detail }), className].filter(Boolean).join(' ')}>
      <div className={styles.media({ detail })}>
        {product.image ? (
          <ResponsiveImage
            className={styles.image({ detail })}
            src={product.image}
            variants={product.imageVariants}
            sizes={detailed ? DETAILED_SIZES : COMPACT_SIZES}
            width={400}
            height={400}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : (
          // A catalogue record without a picture: a quiet panel instead of a broken image icon.
          <div className={styles.noImage} aria-hidden="true">
            <Icon name="image" size="40px" />
          </div>
        )}
        {kind || product.waterwise ? (
          <div className={onWishlistToggle ? styles.badgesBesideToggle : styles.badges}>
            {kind ? (
              <Tag kind={kind} className={onWishlistToggle ? styles.tagBesideToggle : undefined} />
            ) : null}
            {product.waterwise ? <WaterwiseBadge /> : null}
          </div>
        ) : null}
        {onWishlistToggle ? (
          <WishlistToggle
            className={styles.wishlist}
            raised
            pressed={wished}
            productName={segmentsToText(name)}
            onToggle={(next) => onWishlistToggle(product, next)}
          />
        ) : null}
      </div>
      <div className={styles.body({ detail })}>
        {collection.length > 0 || detailed ? (
          <p className={styles.eyebrow}>
            <MarkedName segments={collection} />
          </p>
        ) : null}
        <Heading className={styles.title}>
          <Link href={href} variant="bare" className={styles.titleLink}>
            <MarkedName segments={name} />
          </Link>
        </Heading>
        {/* The line is marked whole: its label is already in the page's language, and keeping the line one text
            node lets a test or a screen reader find "Model: T14059" as it reads. */}
        <p
          className={styles.model}
          translate="no"
          aria-live={designFinishes.length > 1 ? 'polite' : undefined}
        >
          {text.t('ui.productCard.model', { model: product.model })}
        </p>
        {designFinishes.length > 1 ? (
          <FinishSwatches
            mode="choose"
            label={text.t('ui.productCard.finishesOf', { name: segmentsToText(name) })}
            product={{
              finish: product.finish,
              associatedFinishes: designFinishes.map((f) => ({ code: f.code, url: f.url })),
            }}
            onChoose={choose}
          />
        ) : null}
        {detailed && product.description ? (
          <p className={styles.description}>{product.description}</p>
        ) : null}
        {detailed ? (
          <div className={styles.footer}>
            {designFinishes.length > 1 ? (
              <span />
            ) : (
              <FinishSwatches
                mode="display"
                product={{
                  finish: product.finish,
                  associatedFinishes: product.associatedFinishes ?? [],
                }}
              />
            )}
            <span className={styles.more} aria-hidden="true">
              {moreLabel ?? text.t('ui.productCard.viewDetails')}
              <Icon name="arrowRight" size="1.2em" />
            </span>
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** @deprecated Use `ProductCardProduct`. */
export type DetailedProductCardProduct = ProductCardProduct;

/** @deprecated Use `ProductCardProps` with `detail="detailed"`. */
export type DetailedProductCardProps = Omit<ProductCardProps, 'detail'>;

/**
 * The 270 px card of search results and related products.
 *
 * @deprecated Use `<ProductCard detail="detailed" />`; this alias will be removed in a later major version.
 */
export function DetailedProductCard(props: DetailedProductCardProps) {
  return <ProductCard {...props} detail="detailed" />;
}
