import preview from '../../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { productTabs } from '../../stories/fixtures';
import { desktop, mobile } from '../../stories/viewports';
import { Tabs } from './Tabs';

const meta = preview.meta({
  title: 'Product page/Tabs',
  component: Tabs,
  args: {
    label: 'Product information',
    tabs: productTabs,
  },
  ...docsMeta({ layout: 'padded' }),
});

export const ProductFeatures = meta.story({
  globals: desktop,
  play: async ({ canvas }) => {
    const features = canvas.getByRole('tab', { name: 'Product Features' });
    await expect(features).toHaveAttribute('aria-selected', 'true');
    features.focus();
    await userEvent.keyboard('{ArrowRight}');
    const support = canvas.getByRole('tab', { name: 'Support' });
    await expect(support).toHaveAttribute('aria-selected', 'true');
    await expect(support).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Support' })).toBeVisible();
  },
});

export const SupportMobile = meta.story({
  args: { defaultSelectedId: 'support' },
  globals: mobile,
});
