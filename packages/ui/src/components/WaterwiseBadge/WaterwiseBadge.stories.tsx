import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { WaterwiseBadge } from './WaterwiseBadge';

const meta = {
  title: 'Catalogue/WaterwiseBadge',
  component: WaterwiseBadge,
  ...docsMeta({ layout: 'centered' }),
} satisfies Meta<typeof WaterwiseBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('WaterWise')).toBeVisible();
  },
};
