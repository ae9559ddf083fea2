import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Internals/ProgressBar',
  component: ProgressBar,
  args: { label: 'Searching products' },
  ...docsMeta({ layout: 'padded' }),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Indeterminate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Searching products' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Determinate: Story = {
  args: { value: 60, label: 'Uploading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  },
};
