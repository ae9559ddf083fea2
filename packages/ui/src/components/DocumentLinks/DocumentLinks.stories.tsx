import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { product } from '../../stories/fixtures';
import { desktop, mobile } from '../../stories/viewports';
import { DocumentLinks } from './DocumentLinks';

const meta = preview.meta({
  title: 'Product page/DocumentLinks',
  component: DocumentLinks,
  args: { technicals: product.support.technicals, professional: product.support.professional },
  ...docsMeta({ layout: 'padded' }),
});

export const Desktop = meta.story({
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /View Specification sheet/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByRole('link', { name: 'Download Installation guide' })).toHaveAttribute(
      'download',
    );
    await expect(canvas.getByRole('link', { name: 'Download CAD drawing (DWG)' })).toBeVisible();
  },
});

export const Mobile = meta.story({ globals: mobile });
