import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { BrandMark, footerColumns, legalLinks, socialLinks } from '../../stories/fixtures';
import { desktop, mobile } from '../../stories/viewports';
import { Footer } from './Footer';

const meta = preview.meta({
  title: 'Layout/Footer',
  component: Footer,
  args: {
    columns: footerColumns,
    socialLinks,
    legalLinks,
    copyrightHolder: 'Fittings India Pvt. Ltd.',
    brand: <BrandMark inverse />,
  },
});

export const Desktop = meta.story({
  globals: desktop,
  play: async ({ canvas }) => {
    const headings = canvas
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'Our Company',
      'Bathroom',
      'Kitchen',
      'Design & Innovation',
      'Customer Service',
      'Connect With Us',
    ]);
    await expect(canvas.getByRole('link', { name: 'CSR policy' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Fittings on Instagram' })).toBeVisible();
    await expect(canvas.getByText(`© ${new Date().getFullYear()}`, { exact: false })).toBeVisible();
  },
});

export const Mobile = meta.story({ globals: mobile });

/** On a Hindi page at 375 px (the app passes its columns in Hindi; here the interface's own words change). */
export const InHindi = meta.story({
  globals: { ...mobile, language: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'हमसे जुड़ें' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'कानूनी' })).toBeVisible();
  },
});
