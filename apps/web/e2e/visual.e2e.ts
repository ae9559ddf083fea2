// The site's key pages as a visitor sees them, at 375 px and 1280 px, compared with committed baselines
// (e2e/visual/baselines/). The catalogue is the seeded demo data, the same on every run; the wishlist is set to
// fixed models; lazy images are loaded before the shot, so what is compared does not depend on timing; photos are
// masked (see shot).
// Accept intended changes with `pnpm --filter @fittings/web visual:accept`, then open the changed PNGs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { machineFontsDrawn, machineFontsFailure } from '../../../scripts/platform-fonts.mjs';
import { baselineStore, stableScreenshot } from '../../../scripts/visual-baseline.mjs';
import { open, useContext, viewports } from './helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const store = baselineStore({
  baselineDir: path.join(here, 'visual', 'baselines'),
  outputDir: path.join(here, 'visual', 'output'),
  update: process.env.UPDATE_BASELINES === '1',
});

const PAGES: Record<string, string> = {
  home: '/',
  listing: '/filter/bathroom?category=lav-faucets',
  product: '/product/T35326',
  search: '/search-results?term=pivotal',
  wishlist: '/wishlist',
  'not-found': '/no/such/page',
  // The same pages in Hindi: Devanagari in Poppins, the catalogue's Hindi texts, longer labels.
  'hi-home': '/hi',
  'hi-listing': '/hi/filter/bathroom?category=lav-faucets',
  'hi-product': '/hi/product/T35326',
  'hi-search': '/hi/search-results?term=pivotal',
  'hi-wishlist': '/hi/wishlist',
  'hi-not-found': '/hi/no/such/page',
};
const WISHLIST = 'T14059,T35326';
const names: string[] = [];

async function shot(page: Page, accepted: (png: Buffer) => boolean) {
  // What the page loads in the browser (the wishlist's products) is in the picture, not its spinner.
  await page.waitForLoadState('networkidle');
  // The design system's Spinner is a status whose first child is its (hidden) ring.
  await page.waitForFunction(
    () => !document.querySelector('[role="status"] > [aria-hidden="true"]:first-child'),
  );
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) {
      (image as HTMLImageElement).loading = 'eager';
    }
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener('load', resolve);
              image.addEventListener('error', resolve);
            }),
        ),
    );
  });
  // Photos are masked: the seed encodes them afresh on every new machine, and AVIF/WebP encoders need not give the
  // same pixels twice; what is compared here is the page, and the photo path has its own tests.
  return stableScreenshot(
    page,
    {
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      mask: [page.locator('picture img')],
      maskColor: '#d9d5cd',
    },
    5,
    accepted,
  );
}

describe.each(viewports)('key pages look as accepted at $width px', (viewport) => {
  const t = useContext(viewport);

  // A long page is shot until two shots agree and then read node by node for its fonts: more than the default 30 s
  // on a busy two-core machine.
  it.each(Object.entries(PAGES))('the %s page', { timeout: 90_000 }, async (name, url) => {
    const { page } = t;
    await page.goto('/');
    // The wishlist holds two products; the consent banner shows, as on a first visit.
    await page.evaluate((models) => localStorage.setItem('wishlist', models), WISHLIST);
    await open(page, url);
    const file = `${name}.${viewport.width}.png`;
    names.push(file);
    expect(store.check(file, await shot(page, (png) => store.matches(file, png)))).toBeNull();
    // Every face in the picture comes from the site itself; a face of this machine (a system fallback) would make
    // the baseline hold only where the same fonts are installed, and is what a phone without them would not show.
    expect(machineFontsFailure(file, await machineFontsDrawn(page))).toBeNull();
  });
});

afterAll(() => {
  expect(store.stale(names)).toEqual([]);
});
