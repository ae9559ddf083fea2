import preview from '../../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { languageOptions, navEntries, toolbarLinks } from '../../stories/fixtures';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { mobile } from '../../stories/viewports';
import { SideMenu } from './SideMenu';

const meta = preview.meta({
  title: 'Layout/SideMenu',
  component: SideMenu,
  args: {
    open: true,
    onClose: fn(),
    entries: navEntries,
    footerLinks: toolbarLinks,
    hideDelayMs: 500,
  },
  ...docsMeta({ iframeHeight: 700 }),
  globals: mobile,
});

export const Open = meta.story({});

export const SectionExpanded = meta.story({
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Menu' });
    const bathroom = within(dialog).getByRole('button', { name: 'Bathroom' });
    await userEvent.click(bathroom);
    await expect(bathroom).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lavatory Faucets' }));
    await expect(within(dialog).getByRole('link', { name: 'Tall' })).toBeVisible();
  },
});

export const ClosesAfterChoosingALink = meta.story({
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'About Us' }));
    await expect(args.onClose).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
});

/** On a Hindi page, with the language switch at the foot of the menu. */
export const InHindiWithLanguageSwitch = meta.story({
  globals: { ...mobile, language: 'hi' },
  args: { languageSwitch: <LanguageSwitch languages={languageOptions('hi')} /> },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'मेन्यू' });
    const switcher = within(dialog).getByRole('navigation', { name: 'भाषा' });
    const english = within(switcher).getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('hreflang', 'en-IN');
    english.focus();
    await expect(english).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'मेन्यू बंद करें' })).toBeVisible();
  },
});

/** The NavBar's shortcuts lead the menu, each with its count. */
export const WithShortcuts = meta.story({
  args: {
    shortcuts: [
      { label: 'Wishlist', href: '/wishlist', icon: 'heart', count: 1 },
      { label: 'Compare', href: '/compare', icon: 'compare', count: 4 },
    ],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Compare, 4 items' })).toBeVisible();
  },
});
