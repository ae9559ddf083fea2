import preview from '../../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { BrandMark, languageOptions, navEntries, toolbarLinks } from '../../stories/fixtures';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { desktop, mobile } from '../../stories/viewports';
import { NavBar } from './NavBar';

const meta = preview.meta({
  title: 'Layout/NavBar',
  component: NavBar,
  args: {
    brand: <BrandMark />,
    brandLabel: 'Fittings home',
    entries: navEntries,
    onSearch: fn(),
    sideMenuLinks: toolbarLinks,
  },
  ...docsMeta({ frame: { minHeight: 720 } }),
});

export const Desktop = meta.story({
  globals: desktop,
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    for (const label of ['About Us', 'Design & Innovation', 'WaterWise', 'Videos & Catalogs']) {
      await expect(within(nav).getByRole('link', { name: label })).toBeVisible();
    }
    await expect(within(nav).getByRole('button', { name: 'Bathroom' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Kitchen' })).toBeVisible();
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(61);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
});

export const DesktopDropdownOpen = meta.story({
  globals: desktop,
  play: async ({ canvas }) => {
    const bathroom = canvas.getByRole('button', { name: 'Bathroom' });
    await userEvent.click(bathroom);
    await expect(bathroom).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Showerheads' })).toBeVisible();
  },
});

export const Mobile = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Bathroom' })).toBeNull();
  },
});

export const MobileSideMenuOpen = meta.story({
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    const hamburger = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(hamburger);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bathroom' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Showering' }));
    await expect(within(dialog).getByRole('link', { name: /Shower Filters/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await expect(hamburger).toHaveFocus();
  },
});

/** A Hindi page at 375 px: the hamburger, the side menu and its language switch in Hindi. */
export const MobileInHindi = meta.story({
  globals: { ...mobile, language: 'hi' },
  args: { sideMenuLanguageSwitch: <LanguageSwitch languages={languageOptions('hi')} /> },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'मेन्यू' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'मेन्यू' });
    await expect(
      within(within(dialog).getByRole('navigation', { name: 'भाषा' })).getByRole('link', {
        name: 'हिन्दी',
      }),
    ).toHaveAttribute('aria-current', 'true');
  },
});
