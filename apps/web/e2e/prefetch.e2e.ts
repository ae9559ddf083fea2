// Prefetch on intent (hover or touch-start) of another page of the site, and none when the visitor asks to save data
// (Save-Data, as the Network Information API reports it to the page).
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl, connect, open } from './helpers';

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function hoverFirstCard(saveData: boolean) {
  const browser = await connect();
  context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  if (saveData) {
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: { saveData: true, effectiveType: '4g' },
      });
    });
  }
  const page = await context.newPage();
  await open(page, '/filter/bathroom?category=showering');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const card = page
    .getByRole('list', { name: /products/i })
    .locator('article')
    .first();
  const link = card.getByRole('link').first();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/product\//);
  await link.hover();
  // React Router adds its prefetch links on intent; give them time to be requested.
  await page.waitForTimeout(1000);
  return { page, href, requested };
}

describe('prefetch of product pages', () => {
  it('prefetches the product page when a card is hovered', async () => {
    const { page, href, requested } = await hoverFirstCard(false);
    expect(await page.locator('link[rel="prefetch"][as="fetch"]').count()).toBeGreaterThan(0);
    expect(requested.some((path) => path === `${href}.data`)).toBe(true);
  });

  it('prefetches nothing when the visitor asks to save data', async () => {
    const { page, href, requested } = await hoverFirstCard(true);
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    expect(requested.some((path) => path.startsWith(href))).toBe(false);
  });
});
