// Catalogue names carry markup (`DIAMOND<sup>™</sup> Seal Technology`, `H<sub>2</sub>Okinetic`, `Care &amp; …`).
// A visitor must never see it: one page of every route type, plus the dialogs and notifications that show names, is
// checked in Chromium for raw `<sup`, `<sub`, `&lt;` or `&amp;` in the visible text and in the document title.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { open, useContext, viewports } from './helpers';

const RAW_MARKUP = /<\/?\s*su[pb]\b|&lt;|&amp;/i;

const ROUTES: Record<string, string> = {
  home: '/',
  area: '/bathroom',
  listing: '/filter/bathroom?category=lav-faucets',
  collections: '/bathroom/collections',
  collection: '/collections/pivotal',
  product: '/product/T14059',
  'product with technologies': '/product/T35326',
  'search results': '/search-results?term=pivotal',
  'technology index': '/technology',
  technology: '/h2okinetic',
  'technology with a trademark': '/diamondseal',
  features: '/features',
  innovations: '/innovations/shower',
  waterwise: '/waterwise',
  'video gallery': '/video-gallery',
  content: '/about',
  'where to buy': '/where-to-buy',
  'not found': '/no/such/page',
};

async function rawMarkupSeen(page: Page) {
  const { text, title } = await page.evaluate(() => ({
    text: document.body.innerText,
    title: document.title,
  }));
  const found: string[] = [];
  for (const [where, value] of [
    ['title', title],
    ['text', text],
  ] as const) {
    for (const line of value.split('\n')) {
      if (RAW_MARKUP.test(line)) found.push(`${where}: ${line.trim().slice(0, 120)}`);
    }
  }
  return found;
}

describe.each(viewports)('names at $width px', (viewport) => {
  const t = useContext(viewport);

  it.each(Object.entries(ROUTES))('shows no raw markup on the %s page', async (_, path) => {
    const { page } = t;
    await open(page, path);
    expect(await rawMarkupSeen(page)).toEqual([]);
  });

  it('shows no raw markup in the wishlist, its notification, or a technology dialog', async () => {
    const { page } = t;
    await open(page, '/product/T14059');
    await page.evaluate(() => localStorage.setItem('wishlist', ''));
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: /^Wishlist:/ }).click();
    await page.getByText(/added to your wishlist/).waitFor();
    expect(await rawMarkupSeen(page)).toEqual([]);

    const features = page.getByRole('tabpanel');
    await features.getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    expect(await rawMarkupSeen(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.evaluate(() => localStorage.setItem('wishlist', 'T14059,T35326'));
    await open(page, '/wishlist');
    await page.getByText('Model: T35326').waitFor();
    expect(await rawMarkupSeen(page)).toEqual([]);
  });

  it('shows no raw markup in the search dialog previews', async () => {
    const { page } = t;
    await open(page, '/');
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search products' });
    await dialog.waitFor();
    await dialog.getByPlaceholder('Search (keywords,etc)').fill('pivotal');
    await dialog.getByRole('heading', { name: 'Products' }).waitFor();
    expect(await rawMarkupSeen(page)).toEqual([]);
  });
});
