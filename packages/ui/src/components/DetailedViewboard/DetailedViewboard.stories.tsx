import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { products } from '../../stories/fixtures';
import { desktop, mobile } from '../../stories/viewports';
import { DetailedViewboard } from './DetailedViewboard';

const meta = {
  title: 'Product page/DetailedViewboard',
  component: DetailedViewboard,
  args: {
    title: 'Related products',
    products: products.slice(0, 4),
    action: { label: 'view full collection', href: '/collections/trinsic' },
  },
  ...docsMeta({ layout: 'padded' }),
} satisfies Meta<typeof DetailedViewboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'view full collection' })).toHaveAttribute(
      'href',
      '/collections/trinsic',
    );
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show item 4 of 4' }));
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
