import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { ProgressBar } from './ProgressBar';

const meta = preview.meta({
  title: 'Internals/ProgressBar',
  component: ProgressBar,
  args: { label: 'Searching products' },
  ...docsMeta({ layout: 'padded' }),
});

export const Indeterminate = meta.story({
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Searching products' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
});

export const Determinate = meta.story({
  args: { value: 60, label: 'Uploading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  },
});
