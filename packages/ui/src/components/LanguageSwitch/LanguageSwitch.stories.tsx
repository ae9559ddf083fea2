import preview from '../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { languageOptions } from '../../stories/fixtures';
import { mobile } from '../../stories/viewports';
import { LanguageSwitch } from './LanguageSwitch';

const meta = preview.meta({
  title: 'Layout/LanguageSwitch',
  component: LanguageSwitch,
  args: { languages: languageOptions('en') },
  ...docsMeta({ layout: 'padded' }),
});

export const OnAnEnglishPage = meta.story({
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Language' });
    const hindi = within(nav).getByRole('link', { name: 'हिन्दी' });
    await expect(hindi).toHaveAttribute('href', '/hi/product/T1');
    await expect(hindi).toHaveAttribute('hreflang', 'hi-IN');
    await expect(hindi).toHaveAttribute('lang', 'hi-IN');
    // A plain anchor: the story's router link would mark itself.
    await expect(hindi).not.toHaveAttribute('data-router-link');
    await expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
});

export const OnAHindiPage = meta.story({
  globals: { language: 'hi', ...mobile },
  args: { languages: languageOptions('hi') },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'भाषा' });
    await expect(within(nav).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
});
