// The Devanagari face's fallback (app/i18n/devanagari.css): until Poppins arrives, a Hindi page draws Devanagari in
// the phone's own face (Noto Sans Devanagari on Android), scaled to Poppins' width so that the swap rewraps no line.
// This machine has no Devanagari system font, so the phone's face is played by the same font from npm, given the
// descriptors the site's stylesheet declares for the fallback; the page's own Hindi text is then measured in both.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { open, useContext, viewports } from './helpers';

const notoFile = createRequire(import.meta.url).resolve(
  '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
);
const NOTO_URL = '/__test-fonts/noto-sans-devanagari-400.woff2';

/**
 * The site's Hindi: every message of the three Hindi catalogues (core, ui, site), Devanagari words only, without the
 * dandas (।), which the npm subset of Noto leaves to other fonts (a phone's Noto has them). The fallback's scale was
 * measured on this text; word by word the two designs differ more (from 0.8 to 1.15 of each other).
 */
function siteHindi(): string {
  const require = createRequire(import.meta.url);
  const catalogues = [
    path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'app', 'i18n', 'messages'),
    path.join(
      path.dirname(require.resolve('@fittings/ui/package.json')),
      'src',
      'i18n',
      'messages',
    ),
    path.join(
      path.dirname(require.resolve('@fittings/catalog-core/package.json')),
      'src',
      'i18n',
      'messages',
    ),
  ];
  const words: string[] = [];
  for (const folder of catalogues)
    for (const file of readdirSync(folder).filter((name) => name.endsWith('hi.json')))
      for (const message of Object.values(
        JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>,
      ))
        words.push(...(message.match(/[\u0900-\u0963\u0966-\u097F]+/g) ?? []));
  return words.join(' ');
}

describe('Hindi text before and after its web font arrives', () => {
  const t = useContext(viewports[0]);

  it('sets the phone’s Devanagari face at Poppins’ width, so the swap moves no line', async () => {
    const { page } = t;
    await page.route(`**${NOTO_URL}`, (route) =>
      route.fulfill({ contentType: 'font/woff2', body: readFileSync(notoFile) }),
    );
    await open(page, '/hi');

    // The stacks a Hindi page uses: Poppins, then the scaled system face, then the brand's Latin faces.
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toMatch(
      /^"?Brand Devanagari"?, "?Brand Devanagari Fallback"?, "?Inter Variable"?/,
    );

    const fallback = await page.evaluate(() => {
      for (const sheet of document.styleSheets)
        for (const rule of sheet.cssRules)
          if (
            rule instanceof CSSFontFaceRule &&
            rule.style.getPropertyValue('font-family').includes('Brand Devanagari Fallback')
          )
            return {
              src: rule.style.getPropertyValue('src'),
              sizeAdjust: rule.style.getPropertyValue('size-adjust'),
              unicodeRange: rule.style.getPropertyValue('unicode-range'),
            };
      return undefined;
    });
    expect(fallback?.src).toContain('local("Noto Sans Devanagari")');
    expect(fallback?.unicodeRange).toMatch(/^U\+900-97F/);

    const widths = await page.evaluate(
      async ({ url, sizeAdjust, unicodeRange, text }) => {
        // The stylesheet's scale and range (spaces and Latin come from Inter in both, as on the page). Chromium
        // takes sizeAdjust in FontFace's descriptors; TypeScript's DOM types do not list it yet.
        const descriptors = { weight: '100 900', unicodeRange, sizeAdjust } as FontFaceDescriptors;
        const scaled = new FontFace('Phone Devanagari', `url(${url})`, descriptors);
        document.fonts.add(scaled);
        await scaled.load();
        // The site's Hindi, on one line, in each face and weight.
        const width = (fontFamily: string, fontWeight: string) => {
          const span = document.createElement('span');
          Object.assign(span.style, {
            fontFamily,
            fontWeight,
            fontSize: '100px',
            whiteSpace: 'pre',
          });
          span.textContent = text;
          document.body.append(span);
          const measured = span.getBoundingClientRect().width;
          span.remove();
          return measured;
        };
        await document.fonts.load('400 100px "Brand Devanagari"', text);
        await document.fonts.load('500 100px "Brand Devanagari"', text);
        return {
          letters: text.length,
          poppins400: width('"Brand Devanagari", "Inter Variable"', '400'),
          poppins500: width('"Brand Devanagari", "Inter Variable"', '500'),
          phone400: width('"Phone Devanagari", "Inter Variable"', '400'),
          phone500: width('"Phone Devanagari", "Inter Variable"', '500'),
        };
      },
      {
        url: NOTO_URL,
        sizeAdjust: fallback!.sizeAdjust,
        unicodeRange: fallback!.unicodeRange,
        text: siteHindi(),
      },
    );
    expect(widths.letters).toBeGreaterThan(5000);
    // Unscaled, the system face is about a sixth narrower; scaled, within 2 % at both weights the site uses.
    for (const [phone, poppins] of [
      [widths.phone400, widths.poppins400],
      [widths.phone500, widths.poppins500],
    ] as const) {
      expect(phone / poppins).toBeGreaterThan(0.98);
      expect(phone / poppins).toBeLessThan(1.02);
    }
  });
});
