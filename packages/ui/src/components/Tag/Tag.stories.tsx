import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag, tagKinds } from './Tag';

const meta = {
  title: 'Catalogue/Tag',
  component: Tag,
  args: { kind: 'new' },
  argTypes: { kind: { control: 'inline-radio', options: tagKinds } },
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'The product and menu tags of the spec, "New" and "Coming Soon". `productTagKind(product)` picks the ' +
          'right one from `newLaunch` and `comingSoon`.',
      },
    },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
  },
};

export const ComingSoon: Story = {
  args: { kind: 'comingSoon' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Coming Soon')).toBeVisible();
  },
};
