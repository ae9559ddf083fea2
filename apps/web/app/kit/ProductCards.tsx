// Product cards in the design system's grid, with the wishlist toggle wired to the visitor's wishlist: the one way
// content pages show products.
import type { ProductSummary } from '@fittings/catalog-core';
import { ProductCard } from '@fittings/ui/ProductCard';
import { ProductGrid } from '@fittings/ui/ProductGrid';
import { useWishlistToggle } from '../wishlist/wishlistActions';
import { useWishlist } from '../wishlist/wishlist';
import { Pager } from './Pager';
import { Section, type SectionProps } from './Section';

export interface ProductCardsProps {
  products: readonly ProductSummary[];
  /** The accessible name of the list. */
  label: string;
  headingAs?: 'h2' | 'h3' | 'h4';
}

export function ProductCards({ products, label, headingAs = 'h3' }: ProductCardsProps) {
  const wishlist = useWishlist((state) => state.models);
  const onWishlistToggle = useWishlistToggle();
  return (
    <ProductGrid label={label}>
      {products.map((product) => (
        <ProductCard
          key={product.model}
          product={product}
          headingAs={headingAs}
          inWishlist={(model) => wishlist.includes(model)}
          onWishlistToggle={onWishlistToggle}
        />
      ))}
    </ProductGrid>
  );
}

export interface PagedProductsSectionProps extends Omit<SectionProps, 'children'> {
  /** One page of the products, which page it is and of how many. */
  list: { products: readonly ProductSummary[]; page: number; pageCount: number };
  /** The accessible name of the list. */
  label: string;
  /** The address of a page of the list; the pager's links open it at this section. */
  pageHref: (page: number) => string;
  /** The accessible name of the pager. */
  pagesLabel: string;
}

/** A section holding one page of a long list of products, and the pager to the others. */
export function PagedProductsSection({
  list,
  label,
  pageHref,
  pagesLabel,
  ...section
}: PagedProductsSectionProps) {
  return (
    <Section {...section}>
      <ProductCards products={list.products} label={label} />
      <Pager
        page={list.page}
        pageCount={list.pageCount}
        href={(p) => `${pageHref(p)}#${section.id}`}
        label={pagesLabel}
      />
    </Section>
  );
}
