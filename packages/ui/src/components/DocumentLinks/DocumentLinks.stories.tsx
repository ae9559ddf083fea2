import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { product } from '../../stories/fixtures';
import { desktop, mobile } from '../../stories/viewports';
import { DocumentLinks } from './DocumentLinks';

const meta = {
  title: 'Product page/DocumentLinks',
  component: DocumentLinks,
  args: { technicals: product.support.technicals, professional: product.support.professional },
  ...docsMeta({ layout: 'padded' }),
} satisfies Meta<typeof DocumentLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
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
};

export const Mobile: Story = { globals: mobile };
