import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { WaterwiseBadge } from './WaterwiseBadge';

const meta = preview.meta({
  title: 'Catalogue/WaterwiseBadge',
  component: WaterwiseBadge,
  ...docsMeta({ layout: 'centered' }),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('WaterWise')).toBeVisible();
  },
});
