import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WaterwiseBadge } from './WaterwiseBadge';

const meta = {
  title: 'Catalogue/WaterwiseBadge',
  component: WaterwiseBadge,
  parameters: {
    layout: 'centered',
    docs: { description: { component: 'Shown on products whose `waterwise` flag is set.' } },
  },
} satisfies Meta<typeof WaterwiseBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('WaterWise')).toBeVisible();
  },
};
