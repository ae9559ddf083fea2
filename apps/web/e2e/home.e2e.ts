// The home page: the introduction and the ways into the catalogue.
import { describe, expect, it } from 'vitest';
import { fetchHtml, open, useContext, viewports } from './helpers';

describe.each(viewports)('home at $width px', (viewport) => {
  const t = useContext(viewport);

  it('leads into the bathroom and kitchen categories, new arrivals and collections', async () => {
    const { page } = t;
    await open(page, '/');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Water, shaped with care.',
    );
    const kitchen = page.getByRole('region', { name: 'The kitchen' });
    await kitchen.getByRole('link', { name: /Speciality Faucets/ }).click();
    await page.waitForURL(/\/filter\/kitchen\?category=speciality-faucets$/);
    await page.getByRole('heading', { level: 1, name: 'Speciality Faucets' }).waitFor();
    await page.goBack();
    await page.getByRole('list', { name: 'New arrivals' }).waitFor();
    const arrivals = page.getByRole('list', { name: 'New arrivals' }).locator('article');
    expect(await arrivals.count()).toBe(4);
    expect(await arrivals.first().innerText()).toMatch(/NEW/i);
  });
});

describe.each(viewports)('pictures without text at $width px', (viewport) => {
  const t = useContext(viewport);

  // Issue 26: a crop cut the words drawn inside pictures ("ory Faucets", "Y®"); the words are HTML instead.
  it.each([
    ['', 'The kitchen'],
    ['/hi', 'किचन'],
  ])(
    "the Choice Dway band and the kitchen's pictures carry no drawn text; their labels are HTML, uncovered (%s)",
    async (prefix, kitchenName) => {
      const { page } = t;
      await open(page, prefix || '/');
      const band = page.locator('main img[src*="/media/collections/choice-dway.svg"]').first();
      await band.scrollIntoViewIfNeeded();
      const sources = await page
        .locator('main img[src$=".svg"], main img[src*=".svg?"]')
        .evaluateAll((imgs) =>
          imgs.map((img) => (img as HTMLImageElement).currentSrc || img.getAttribute('src')!),
        );
      expect(sources.some((src) => src.includes('/media/collections/choice-dway.svg'))).toBe(true);
      for (const src of new Set(
        sources.filter((s) => /\/media\/(collections|menus|products)\//.test(s)),
      )) {
        const svg = await (await page.request.get(src)).text();
        expect(svg, src).not.toMatch(/<text\b/);
      }
      // The band's title is the page's own text, visible, and the picture covers no link of the kitchen's.
      const title = page.locator('#home-feature');
      expect(await title.innerText()).toMatch(/Choice Dway/i);
      expect(await title.isVisible()).toBe(true);
      const kitchen = page.getByRole('region', { name: kitchenName, exact: true });
      expect(await kitchen.locator('a').count()).toBeGreaterThan(0);
      // What shows of the band's picture (its box, clipped by any ancestor that clips) covers none of the
      // kitchen's links.
      const shown = await band.evaluate((img) => {
        let { left, top, right, bottom } = img.getBoundingClientRect();
        for (let el = img.parentElement; el; el = el.parentElement) {
          if (getComputedStyle(el).overflow === 'visible') continue;
          const r = el.getBoundingClientRect();
          [left, top, right, bottom] = [
            Math.max(left, r.left),
            Math.max(top, r.top),
            Math.min(right, r.right),
            Math.min(bottom, r.bottom),
          ];
        }
        return { left, top, right, bottom };
      });
      for (const link of await kitchen.locator('a').all()) {
        const l = (await link.evaluate((el) => el.getBoundingClientRect().toJSON())) as DOMRect;
        const overlap =
          l.left < shown.right &&
          shown.left < l.right &&
          l.top < shown.bottom &&
          shown.top < l.bottom;
        expect(overlap, await link.innerText()).toBe(false);
      }
    },
  );
});

describe('home styles', () => {
  const t = useContext(viewports[viewports.length - 1]!);

  // axe cannot judge contrast over the hero's gradient, and the design system's stylesheet once came after the
  // app's, so its `color: inherit` turned this button's text white on white.
  it('lets the app’s own styles win over the design system’s base rules', async () => {
    const { page } = t;
    await open(page, '/');
    const button = page.getByRole('link', { name: 'Explore bathroom' });
    const { color, background } = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.color, background: style.backgroundColor };
    });
    expect(background).toBe('rgb(255, 255, 255)');
    expect(color).toBe('rgb(17, 17, 17)');
  });
});

describe('home for crawlers', () => {
  it('has the organisation structured data and a canonical URL', async () => {
    const { status, html } = await fetchHtml('/');
    expect(status).toBe(200);
    expect(html.includes('"@type":"Organization"')).toBe(true);
    expect(/<link rel="canonical" href="[^"]+\/"/.test(html)).toBe(true);
  });
});
