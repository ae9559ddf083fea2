import { describe, expect, it } from 'vitest';
import { brand } from '../brand';
import { testTranslators } from '../test/text';
import { offlinePageHtml, offlinePath } from './offlinePage';
import { APP_ICON_PATH, appIconSvg, webManifest } from './webManifest';

describe('the offline page', () => {
  it.each([
    ['en', 'en-IN', '/offline', 'You’re offline', '/wishlist'],
    ['hi', 'hi-IN', '/hi/offline', 'आप ऑफ़लाइन हैं', '/hi/wishlist'],
  ] as const)(
    'speaks %s, and links to the wishlist and home of that language',
    (language, tag, path, title, wishlist) => {
      const html = offlinePageHtml(language, testTranslators[language]);
      expect(offlinePath(language)).toBe(path);
      expect(html).toContain(`<html lang="${tag}">`);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain(`href="${wishlist}"`);
    },
  );

  it('holds no script, so it opens with nothing else from the network', () => {
    expect(offlinePageHtml('en', testTranslators.en)).not.toMatch(/<script/i);
  });
});

describe('the web app manifest', () => {
  it('takes its name, colours and icon from brand.ts', () => {
    const manifest = webManifest();
    expect(manifest).toMatchObject({
      name: brand.name,
      start_url: '/',
      display: 'standalone',
      theme_color: brand.themeColor,
      background_color: brand.backgroundColor,
    });
    expect(manifest.icons.map((icon) => icon.src)).toEqual([APP_ICON_PATH, APP_ICON_PATH]);
    expect(manifest.icons.map((icon) => icon.purpose)).toEqual(['any', 'maskable']);
  });

  it('draws the icon from the brand mark on the theme colour', () => {
    const svg = appIconSvg();
    expect(svg).toContain(`fill="${brand.themeColor}"`);
    for (const d of brand.logo.paths) expect(svg).toContain(`d="${d}"`);
  });
});
