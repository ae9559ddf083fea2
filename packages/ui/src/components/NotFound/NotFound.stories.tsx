import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktop, mobile } from '../../stories/viewports';
import { NotFound } from './NotFound';

const meta = {
  title: 'Feedback/NotFound',
  component: NotFound,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: '404 Whoops, page not found.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

export const Mobile: Story = { globals: mobile };
