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
      // Every prefetch link the page ever adds, though React Router takes them away again on navigation.
      const added: string[] = [];
      Object.assign(window, { prefetchLinksAdded: added });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLLinkElement && node.rel === 'prefetch') added.push(node.href);
      }).observe(document, { childList: true, subtree: true });
    });
  }
  const page = await context.newPage();
  await open(page, '/filter/bathroom?category=showering');
  // With Save-Data the page's timers run on its own clock, moved on by the test, not the machine's.
  if (saveData) await page.clock.install();
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
  return { page, link, href, requested };
}

describe('prefetch of product pages', () => {
  it('prefetches the product page when a card is hovered', async () => {
    const { page, href, requested } = await hoverFirstCard(false);
    // React Router adds its prefetch links on intent, and the browser requests the page's data.
    await expect
      .poll(() => requested.some((path) => path === `${href}.data`), { timeout: 5000 })
      .toBe(true);
    expect(await page.locator('link[rel="prefetch"][as="fetch"]').count()).toBeGreaterThan(0);
  });

  it('prefetches nothing when the visitor asks to save data', async () => {
    const { page, link, href, requested } = await hoverFirstCard(true);
    // A second passes at once on the page's clock, ten times React Router's 100 ms between a hover and its prefetch.
    // Then the click: the product's data is asked for once, by the navigation, and no prefetch link ever came.
    await page.clock.runFor(1000);
    const navigationData = page.waitForRequest(
      (request) => new URL(request.url()).pathname === `${href}.data`,
    );
    await link.click();
    expect((await navigationData).resourceType()).toBe('fetch');
    await page.waitForURL((url) => url.pathname === href);
    expect(
      await page.evaluate(
        () => (window as unknown as { prefetchLinksAdded: string[] }).prefetchLinksAdded,
      ),
    ).toEqual([]);
    expect(requested.filter((path) => path.startsWith(href))).toEqual([`${href}.data`]);
  });
});

// Issue 30: a finger going down on a card starts fetching the product's data before the tap ends, in both languages
// (React Router's own intent prefetch waits 100 ms after a touch-start, about the length of a tap).
describe.each([
  ['English', '/filter/bathroom?category=showering', /^\/product\//],
  ['Hindi', '/hi/filter/bathroom?category=showering', /^\/hi\/product\//],
])('fetch on touch (%s)', (_language, listing, productPath) => {
  it('a pointerdown on a product card requests its route data at once, without navigating', async () => {
    const browser = await connect();
    context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 412, height: 915 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await open(page, listing);
    const link = page.locator('main article a[href*="/product/"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(productPath);
    const data = page.waitForRequest(
      (request) => new URL(request.url()).pathname === `${href}.data`,
      {
        timeout: 5000,
      },
    );
    await link.dispatchEvent('pointerdown', {
      pointerType: 'touch',
      isPrimary: true,
      bubbles: true,
    });
    expect(new URL((await data).url()).pathname).toBe(`${href}.data`);
    expect(new URL(page.url()).pathname).toBe(listing.split('?')[0]);
    // The tap that follows opens the product on a client-side navigation.
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
  });
});
