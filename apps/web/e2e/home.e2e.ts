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
