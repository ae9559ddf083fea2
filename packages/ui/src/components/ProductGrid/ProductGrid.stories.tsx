import preview from '../../../.storybook/preview';
import { expect, fn, within } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { products } from '../../stories/fixtures';
import { desktop, mobile } from '../../stories/viewports';
import { ProductCard } from '../ProductCard/ProductCard';
import { ProductGrid } from './ProductGrid';

const meta = preview.meta({
  title: 'Catalogue/ProductGrid',
  component: ProductGrid,
  args: { label: 'Products' },
  ...docsMeta({ layout: 'padded' }),
});

const onWishlistToggle = fn();

export const Standard = meta.story({
  globals: desktop,
  render: (args) => (
    <ProductGrid {...args}>
      {products.map((item) => (
        <ProductCard key={item.model} product={item} onWishlistToggle={onWishlistToggle} />
      ))}
    </ProductGrid>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Products' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(products.length);
  },
});

export const StandardMobile = Standard.extend({ globals: mobile, play: undefined });

export const Detailed = meta.story({
  args: { variant: 'detailed', label: 'Search results' },
  globals: desktop,
  render: (args) => (
    <ProductGrid {...args}>
      {products.map((item) => (
        <ProductCard key={item.model} product={item} detail="detailed" />
      ))}
    </ProductGrid>
  ),
});

export const DetailedMobile = Detailed.extend({ globals: mobile });

export const Loading = meta.story({
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
  },
});

export const Empty = meta.story({ args: { emptyText: 'No products match your search.' } });
