import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { Spinner } from './Spinner';

const meta = {
  title: 'Internals/Spinner',
  component: Spinner,
  ...docsMeta({ layout: 'centered' }),
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const WithLabel: Story = { args: { label: 'Loading products', showLabel: true } };
