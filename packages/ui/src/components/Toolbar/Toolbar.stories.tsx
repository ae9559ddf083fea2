import preview from '../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { languageOptions, toolbarLinks } from '../../stories/fixtures';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { desktop, mobile } from '../../stories/viewports';
import { Toolbar } from './Toolbar';

const meta = preview.meta({
  title: 'Layout/Toolbar',
  component: Toolbar,
  args: { links: toolbarLinks },
});

export const Desktop = meta.story({
  globals: desktop,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Service' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Where to buy', 'Contact us', 'Disclaimer']);
    await expect(nav.parentElement?.getBoundingClientRect().height).toBe(39);
  },
});

export const Mobile = meta.story({ globals: mobile });

/** With the language switch at 375 px: everything fits the bar, nothing scrolls sideways. */
export const MobileWithLanguageSwitch = meta.story({
  globals: mobile,
  args: { languageSwitch: <LanguageSwitch languages={languageOptions('en')} /> },
  play: async ({ canvas }) => {
    const switcher = canvas.getByRole('navigation', { name: 'Language' });
    await expect(within(switcher).getByRole('link', { name: 'हिन्दी' })).toBeVisible();
    const bar = switcher.closest('div')!.parentElement!;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    await expect(bar.getBoundingClientRect().height).toBe(39);
  },
});

export const MobileInHindi = meta.story({
  ...MobileWithLanguageSwitch,
  globals: { ...mobile, language: 'hi' },
  args: { languageSwitch: <LanguageSwitch languages={languageOptions('hi')} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'सेवाएँ' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'भाषा' })).toBeVisible();
  },
});
