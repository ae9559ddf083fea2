// The blocks of the product page, top to bottom as spec 2.2 lists them.
import {
  formatProductName,
  segmentsToText,
  type Product,
  type ProductArea,
  type ProductSummary,
} from '@fittings/catalog-core';
import { Breadcrumbs } from '@fittings/ui/Breadcrumbs';
import { ButtonLink } from '@fittings/ui/Button';
import { DetailedViewboard } from '@fittings/ui/DetailedViewboard';
import { FinishSwatches } from '@fittings/ui/FinishSwatches';
import { FitsYourHome } from '@fittings/ui/FitsYourHome';
import { Link } from '@fittings/ui/Link';
import { MarkedName } from '@fittings/ui/MarkedName';
import { ProductCard } from '@fittings/ui/ProductCard';
import { ProductGrid } from '@fittings/ui/ProductGrid';
import { Tag, productTagKind } from '@fittings/ui/Tag';
import { useText } from '@fittings/ui/TextProvider';
import { Viewboard } from '@fittings/ui/Viewboard';
import { WaterwiseBadge } from '@fittings/ui/WaterwiseBadge';
import { WishlistToggle } from '@fittings/ui/WishlistToggle';
import { categoryMenusInLanguages } from '../layout/menus.languages';
import { areaName } from '../kit/pageText';
import { CompareToggle } from '../compare/CompareToggle';
import { useEffect, useMemo, useRef } from 'react';
import { brand } from '../brand';
import { collectionHref, listingHref } from '../layout/menus.data';
import { productCrumbs } from './structuredData';
import { track } from '../tracking/siteTracker';
import { setInWishlist, useWishlistToggle } from '../wishlist/wishlistActions';
import { useInWishlist, useWishlist } from '../wishlist/wishlist';
import { ProductGallery } from './ProductGallery';
import { ProductTabs } from './ProductTabs';
import * as styles from './ProductDetails.css';

export function ProductDetails({
  product,
  saveData = false,
}: {
  product: Product;
  /** The visit asks to save data (layout/dataSaver.ts). */
  saveData?: boolean;
}) {
  const text = useText();
  const language = text.language;
  const { name, collection } = formatProductName(product);
  const plainName = segmentsToText(name);
  const tag = productTagKind(product);
  const inWishlist = useInWishlist(product.model);
  const area = product.area ?? 'bathroom';
  const collectionPage = product.collectionPage
    ? collectionHref(product.collectionPage)
    : undefined;
  // After an in-app navigation, focus (and with it the scroll) goes to the new product's name, so keyboard and
  // screen-reader users start there. Not on the first load: this effect runs before the layout's marks the document
  // hydrated (children's effects run first), so only later navigations see the mark.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    const element = heading.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    // Where the name is out of view (below the gallery on a phone), bring it to the middle rather than the edge.
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) element.scrollIntoView({ block: 'center' });
  }, []);
  // Spec 7: a product view with the sku, once per product shown.
  useEffect(() => track('productView', { sku: product.model }), [product.model]);

  return (
    <article className={styles.page}>
      <Breadcrumbs
        className={styles.breadcrumbs}
        items={productCrumbs(product, text, categoryMenusInLanguages[language]).map(
          (crumb, i, all) =>
            i === all.length - 1
              ? { label: <MarkedName segments={name} /> }
              : { label: crumb.name, href: crumb.path },
        )}
      />
      <div className={styles.top}>
        <div className={styles.galleryColumn}>
          <ProductGallery product={product} name={plainName} saveData={saveData} />
        </div>
        <div className={styles.infoColumn}>
          {tag || product.waterwise ? (
            <div className={styles.badges}>
              {tag ? <Tag kind={tag} /> : null}
              {product.waterwise ? <WaterwiseBadge /> : null}
            </div>
          ) : null}

          <div className={styles.description}>
            {collection.length > 0 ? (
              <p className={styles.collection}>
                <MarkedName segments={collection} />
              </p>
            ) : null}
            <h1 className={styles.title} ref={heading} tabIndex={-1}>
              <MarkedName segments={name} />
            </h1>
            <p className={styles.model}>{text.t('web.product.model', { model: product.model })}</p>
            {product.description ? <p className={styles.text}>{product.description}</p> : null}
            {collectionPage ? (
              <Link href={collectionPage} variant="standalone">
                {text.t('web.product.viewAreaCollection', {
                  area: areaName(area, text).toLowerCase(),
                })}
              </Link>
            ) : null}
          </div>

          <FinishSwatches product={product} mode="links" showLabel className={styles.swatches} />

          <div className={styles.actions}>
            <ButtonLink
              href="/where-to-buy"
              fullWidth
              data-track="find-dealers"
              onClick={() => track('findDealersClick', { sku: product.model })}
            >
              {text.t('web.product.findDealers')}
            </ButtonLink>
            {product.amazonLink ? (
              <ButtonLink
                href={product.amazonLink}
                tone="secondary"
                fullWidth
                newTab
                onClick={() => track('marketplaceBuyClick', { sku: product.model })}
              >
                {text.t('web.product.buyOn', { marketplace: brand.marketplaceName })}
              </ButtonLink>
            ) : null}
            <WishlistToggle
              showText
              pressed={inWishlist}
              productName={plainName}
              onToggle={(next) => setInWishlist(product, next)}
            />
            <CompareToggle model={product.model} productName={plainName} />
          </div>

          <SmallProducts title={text.t('web.product.accents')} products={product.accents} />
          <SmallProducts
            title={text.t('web.product.installations')}
            products={product.installations}
          />
        </div>
      </div>

      <div className={styles.fit}>
        <FitsYourHome fit={product.fit} />
      </div>

      <ProductTabs product={product} />

      <ProductRails product={product} area={area} collectionPage={collectionPage} />
    </article>
  );
}

function SmallProducts({ title, products }: { title: string; products: ProductSummary[] }) {
  const wishlist = useWishlist((state) => state.models);
  const onWishlistToggle = useWishlistToggle();
  if (products.length === 0) return null;
  return (
    <section className={styles.smallSection} aria-label={title}>
      <h2 className={styles.smallHeading}>{title}</h2>
      <ProductGrid label={title} className={styles.smallGrid}>
        {products.map((item) => (
          <ProductCard
            key={item.model}
            product={item}
            headingAs="h3"
            inWishlist={(model) => wishlist.includes(model)}
            onWishlistToggle={onWishlistToggle}
          />
        ))}
      </ProductGrid>
    </section>
  );
}

// Spec 2.2 and 4: related products in detailed cards with "view full collection", recommended products in product
// cards; each rail is a carousel with arrows and dots on small screens and shows every card on wide ones.
function ProductRails({
  product,
  area,
  collectionPage,
}: {
  product: Product;
  area: ProductArea;
  collectionPage: string | undefined;
}) {
  const models = useWishlist((state) => state.models);
  const wishlist = useMemo(() => new Set(models), [models]);
  const onWishlistToggle = useWishlistToggle();
  const text = useText();
  return (
    <>
      <DetailedViewboard
        className={styles.row}
        title={text.t('web.product.related')}
        products={product.relatedProducts}
        action={{
          href:
            collectionPage ??
            (product.category ? listingHref(area, product.category) : `/filter/${area}`),
          label: text.t('web.product.viewCollection'),
        }}
        wishlist={wishlist}
        onWishlistToggle={onWishlistToggle}
      />
      <Viewboard
        className={styles.row}
        title={text.t('web.product.recommended')}
        products={product.recommendedProducts}
        wishlist={wishlist}
        onWishlistToggle={onWishlistToggle}
      />
    </>
  );
}
