import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Related products as 270 px detailed cards with a "view full collection" link; a carousel with arrows ' +
          'and dots on small screens, like `Viewboard`.',
      },
    },
  },
} satisfies Meta<typeof DetailedViewboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'view full collection' })).toHaveAttribute(
      'href',
      '/collections/trinsic',
    );
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show item 4 of 4' }));
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
