import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Internals/ProgressBar',
  component: ProgressBar,
  args: { label: 'Searching products' },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Not exported: the loading bar of `SearchField` and `SearchDialog`. A thin bar; indeterminate while the length of the work is unknown.',
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Indeterminate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Searching products' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Determinate: Story = {
  args: { value: 60, label: 'Uploading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
  },
};
