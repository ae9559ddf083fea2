import preview from '../../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { products } from '../../stories/fixtures';
import { desktop, mobile } from '../../stories/viewports';
import { DetailedViewboard } from './DetailedViewboard';

const meta = preview.meta({
  title: 'Product page/DetailedViewboard',
  component: DetailedViewboard,
  args: {
    title: 'Related products',
    products: products.slice(0, 4),
    action: { label: 'view full collection', href: '/collections/trinsic' },
  },
  ...docsMeta({ layout: 'padded' }),
});

export const Desktop = meta.story({
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'view full collection' })).toHaveAttribute(
      'href',
      '/collections/trinsic',
    );
  },
});

export const Mobile = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show item 4 of 4' }));
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
});
