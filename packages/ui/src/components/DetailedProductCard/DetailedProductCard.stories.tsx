import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { product, products } from '../../stories/fixtures';
import { desktop, mobile } from '../../stories/viewports';
import { DetailedProductCard } from './DetailedProductCard';

const meta = {
  title: 'Catalogue/DetailedProductCard',
  component: DetailedProductCard,
  args: { product },
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'The 270 px card (`vars.size.detailedCardWidth`) of search results and related products. It accepts a ' +
          'full `Product` or a `ProductSummary`; with a full product it adds the description and finish chips.',
      },
    },
  },
} satisfies Meta<typeof DetailedProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullProduct: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article');
    await expect(card.getBoundingClientRect().width).toBe(270);
    await expect(canvas.getByText('Model: T14059')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Finishes' })).toBeVisible();
  },
};

export const Summary: Story = { args: { product: products[3]! }, globals: desktop };

export const WithWishlist: Story = {
  args: { onWishlistToggle: fn(), inWishlist: true },
  globals: mobile,
};
