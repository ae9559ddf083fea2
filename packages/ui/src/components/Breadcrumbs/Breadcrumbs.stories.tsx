import preview from '../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { Breadcrumbs } from './Breadcrumbs';

const meta = preview.meta({
  title: 'Product page/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Bathroom', href: '/bathroom' },
      { label: 'Lavatory Faucets', href: '/filter/bathroom?category=lav-faucets' },
      { label: 'Trinsic Single Handle Tall Basin Mixer' },
    ],
  },
  ...docsMeta({ layout: 'padded' }),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByText('Trinsic Single Handle Tall Basin Mixer')).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
});
