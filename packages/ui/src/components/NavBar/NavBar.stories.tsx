import preview from '../../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { BrandMark, languageOptions, navEntries, toolbarLinks } from '../../stories/fixtures';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { desktop, mobile } from '../../stories/viewports';
import { NavBar, type NavBarShortcut } from './NavBar';

const shortcuts: NavBarShortcut[] = [
  { label: 'Wishlist', href: '/wishlist', icon: 'heart', count: 3 },
  { label: 'Compare', href: '/compare?models=T14059,RP70001', icon: 'compare', count: 2 },
];
const hindiShortcuts: NavBarShortcut[] = [
  { label: 'विशलिस्ट', href: '/hi/wishlist', icon: 'heart', count: 12 },
  { label: 'तुलना', href: '/hi/compare', icon: 'compare', count: 0 },
];

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

/** The wishlist and the comparison beside the search button, each with its count. */
export const DesktopWithShortcuts = meta.story({
  globals: desktop,
  args: { shortcuts },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Wishlist, 3 items' })).toHaveAttribute(
      'href',
      '/wishlist',
    );
    await expect(within(banner).getByRole('link', { name: 'Compare, 2 items' })).toBeVisible();
    await expect(banner.getBoundingClientRect().height).toBe(61);
  },
});

/** At 375 px the shortcuts stay in the bar and lead the side menu, counted in Hindi. */
export const MobileWithShortcutsInHindi = meta.story({
  globals: { ...mobile, language: 'hi' },
  args: { shortcuts: hindiShortcuts },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'विशलिस्ट, 12 आइटम' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'तुलना, कोई आइटम नहीं' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'मेन्यू' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'मेन्यू' });
    await expect(within(dialog).getByRole('link', { name: 'विशलिस्ट, 12 आइटम' })).toBeVisible();
  },
});
