import { formatProductName } from '@fittings/catalog-core';
import preview from '../../.storybook/preview';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { ButtonLink } from '../components/Button/Button';
import { DetailedViewboard } from '../components/DetailedViewboard/DetailedViewboard';
import { FinishSwatches } from '../components/FinishSwatches/FinishSwatches';
import { Footer } from '../components/Footer/Footer';
import { Gallery } from '../components/Gallery/Gallery';
import { Link } from '../components/Link/Link';
import { NavBar } from '../components/NavBar/NavBar';
import { ProductCard } from '../components/ProductCard/ProductCard';
import { ProductGrid } from '../components/ProductGrid/ProductGrid';
import { SearchField } from '../components/SearchField/SearchField';
import { Tabs } from '../components/Tabs/Tabs';
import { Tag, productTagKind } from '../components/Tag/Tag';
import { Toolbar } from '../components/Toolbar/Toolbar';
import { MarkedName } from '../components/MarkedName/MarkedName';
import { Viewboard } from '../components/Viewboard/Viewboard';
import { WaterwiseBadge } from '../components/WaterwiseBadge/WaterwiseBadge';
import { WishlistToggle } from '../components/WishlistToggle/WishlistToggle';
import { container } from '../theme/utils.css';
import {
  BrandMark,
  footerColumns,
  images,
  legalLinks,
  navEntries,
  product,
  productTabs,
  products,
  socialLinks,
  toolbarLinks,
} from './fixtures';
import * as styles from './Pages.css';
import { desktop, mobile } from './viewports';

function Chrome({ children }: { children: React.ReactNode }) {
  return (
    <>
      <Toolbar links={toolbarLinks} />
      <NavBar
        brand={<BrandMark />}
        brandLabel="Fittings home"
        entries={navEntries}
        onSearch={() => {}}
        sideMenuLinks={toolbarLinks}
      />
      <main>{children}</main>
      <Footer
        brand={<BrandMark inverse />}
        columns={footerColumns}
        socialLinks={socialLinks}
        legalLinks={legalLinks}
        copyrightHolder="Fittings India Pvt. Ltd."
      />
    </>
  );
}

function ProductPage() {
  const [wishlist, setWishlist] = useState<Set<string>>(new Set());
  const { name, collection } = formatProductName(product);
  const kind = productTagKind(product);
  const toggle = (model: string, next: boolean) =>
    setWishlist((current) => {
      const copy = new Set(current);
      if (next) copy.add(model);
      else copy.delete(model);
      return copy;
    });
  return (
    <Chrome>
      <div className={container}>
        <div className={styles.productTop}>
          <div>
            <Breadcrumbs
              items={[
                { label: 'Home', href: '/' },
                { label: 'Bathroom', href: '/bathroom' },
                { label: 'Lavatory Faucets', href: '/filter/bathroom?category=lav-faucets' },
                { label: <MarkedName segments={name} /> },
              ]}
            />
            <div style={{ marginTop: 16 }}>
              <Gallery items={product.gallery} label="Product gallery" />
            </div>
          </div>
          <div className={styles.details}>
            <div className={styles.badges}>
              {kind ? <Tag kind={kind} /> : null}
              {product.waterwise ? <WaterwiseBadge /> : null}
            </div>
            <p className={styles.eyebrow}>
              <MarkedName segments={collection} />
            </p>
            <MarkedName as="h1" className={styles.title} segments={name} />
            <p className={styles.model}>MODEL: {product.model}</p>
            <p className={styles.description}>{product.description}</p>
            <Link href={`/collections/${product.collectionPage}`} variant="standalone">
              view full bathroom collection
            </Link>
            <FinishSwatches product={product} />
            <div className={styles.actions}>
              <ButtonLink href="/where-to-buy">Find dealers</ButtonLink>
              <ButtonLink href={product.amazonLink} newTab tone="secondary">
                Buy on Amazon
              </ButtonLink>
              <WishlistToggle
                showText
                productName="Trinsic Single Handle Tall Basin Mixer"
                pressed={wishlist.has(product.model)}
                onToggle={(next) => toggle(product.model, next)}
              />
            </div>
          </div>
        </div>
        <div className={styles.section}>
          <Viewboard title="Selected Handle or Accent" products={product.accents} headingAs="h2" />
        </div>
        <div className={styles.section} style={{ paddingTop: 0 }}>
          <Tabs label="Product information" tabs={productTabs} />
        </div>
        <hr className={styles.divider} />
        <div className={styles.section}>
          <DetailedViewboard
            title="Related products"
            products={product.relatedProducts}
            action={{ label: 'view full collection', href: '/collections/trinsic' }}
            wishlist={wishlist}
            onWishlistToggle={(item, next) => toggle(item.model, next)}
          />
        </div>
        <div className={styles.section} style={{ paddingTop: 0 }}>
          <Viewboard
            title="Recommended products"
            products={product.recommendedProducts}
            wishlist={wishlist}
            onWishlistToggle={(item, next) => toggle(item.model, next)}
          />
        </div>
      </div>
    </Chrome>
  );
}

function SearchResultsPage() {
  return (
    <Chrome>
      <div className={[container, styles.section].join(' ')}>
        <h1 className={styles.pageHeading}>Search Results</h1>
        <p className={styles.prompt}>
          Please enter a search keyword, model or part number to see search results displayed below.
        </p>
        <SearchField defaultValue="Trinsic" onSearch={() => {}} />
        <div style={{ marginTop: 48 }}>
          <ProductGrid variant="detailed" label="Search results">
            {products.map((item) => (
              <ProductCard
                key={item.model}
                product={item}
                detail="detailed"
                headingAs="h2"
                onWishlistToggle={() => {}}
              />
            ))}
          </ProductGrid>
        </div>
      </div>
    </Chrome>
  );
}

function ListingPage() {
  return (
    <Chrome>
      <section className={styles.hero} style={{ backgroundImage: `url("${images.sceneSand}")` }}>
        <div className={container}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>Bathroom collections</p>
            <h1 className={styles.heroTitle}>Quiet lines, lasting finishes.</h1>
            <div>
              <ButtonLink href="/bathroom/collections">Explore collections</ButtonLink>
            </div>
          </div>
        </div>
      </section>
      <div className={[container, styles.section].join(' ')}>
        <h2 className={styles.pageHeading}>New arrivals</h2>
        <p className={styles.prompt}>
          Faucets and showers designed for the way India lives with water.
        </p>
        <ProductGrid label="New arrivals">
          {products.map((item) => (
            <ProductCard key={item.model} product={item} onWishlistToggle={() => {}} />
          ))}
        </ProductGrid>
      </div>
    </Chrome>
  );
}

const meta = preview.meta({
  title: 'Examples/Pages',
  // No component to read a description from: the page's own words.
  parameters: {
    docs: {
      description: {
        component:
          'Whole pages composed from the components, as the site assembles them. Layout wrappers here are ' +
          'examples; the app owns its routes and data.',
      },
    },
  },
});

export const Product = meta.story({
  globals: desktop,
  render: () => <ProductPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Trinsic® Single Handle Tall Basin Mixer',
    );
    await expect(canvas.getByText('MODEL: T14059')).toBeVisible();
  },
});

export const ProductMobile = Product.extend({ globals: mobile });

export const SearchResults = meta.story({ globals: desktop, render: () => <SearchResultsPage /> });

export const SearchResultsMobile = meta.story({
  globals: mobile,
  render: () => <SearchResultsPage />,
});

export const Listing = meta.story({ globals: desktop, render: () => <ListingPage /> });

export const ListingMobile = meta.story({ globals: mobile, render: () => <ListingPage /> });
