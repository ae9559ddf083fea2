import preview from '../../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { products } from '../../stories/fixtures';
import { desktop, mobile } from '../../stories/viewports';
import { Viewboard } from './Viewboard';

const meta = preview.meta({
  title: 'Product page/Viewboard',
  component: Viewboard,
  args: { title: 'Recommended products', products: products.slice(0, 4) },
  ...docsMeta({ layout: 'padded' }),
});

export const Desktop = meta.story({
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Recommended products' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
});

export const Mobile = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    for (let step = 0; step < 3; step += 1) await userEvent.click(next);
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Show item 4 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
});

export const SingleItem = meta.story({
  args: { title: 'Required for installation', products: products.slice(6, 7) },
  globals: mobile,
});
