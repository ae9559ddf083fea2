import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { products } from '../../stories/fixtures';
import { desktop, mobile } from '../../stories/viewports';
import { ProductCard } from '../ProductCard/ProductCard';
import { ProductGrid } from './ProductGrid';

const meta = {
  title: 'Catalogue/ProductGrid',
  component: ProductGrid,
  args: { label: 'Products' },
  ...docsMeta({ layout: 'padded' }),
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const onWishlistToggle = fn();

export const Standard: Story = {
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
};

export const StandardMobile: Story = { ...Standard, globals: mobile, play: undefined };

export const Detailed: Story = {
  args: { variant: 'detailed', label: 'Search results' },
  globals: desktop,
  render: (args) => (
    <ProductGrid {...args}>
      {products.map((item) => (
        <ProductCard key={item.model} product={item} detail="detailed" />
      ))}
    </ProductGrid>
  ),
};

export const DetailedMobile: Story = { ...Detailed, globals: mobile };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
  },
};

export const Empty: Story = { args: { emptyText: 'No products match your search.' } };
