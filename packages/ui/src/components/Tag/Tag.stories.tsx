import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { Tag, tagKinds } from './Tag';

const meta = preview.meta({
  title: 'Catalogue/Tag',
  component: Tag,
  args: { kind: 'new' as const },
  argTypes: { kind: { control: 'inline-radio', options: tagKinds } },
  ...docsMeta({ layout: 'centered' }),
});

export const New = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
  },
});

export const ComingSoon = meta.story({
  args: { kind: 'comingSoon' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coming Soon')).toBeVisible();
  },
});
