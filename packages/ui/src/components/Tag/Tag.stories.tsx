import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { Tag, tagKinds } from './Tag';

const meta = {
  title: 'Catalogue/Tag',
  component: Tag,
  args: { kind: 'new' },
  argTypes: { kind: { control: 'inline-radio', options: tagKinds } },
  ...docsMeta({ layout: 'centered' }),
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
  },
};

export const ComingSoon: Story = {
  args: { kind: 'comingSoon' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coming Soon')).toBeVisible();
  },
};
