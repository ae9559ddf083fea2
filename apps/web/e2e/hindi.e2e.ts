// Issue 18's walk: a visitor reading Hindi on a phone (375 px) goes through the home page, a listing, a product, a
// search, the wishlist, a form with its errors and the 404. On every step no English interface text may show
// outside names (products, collections, technologies and other trademarks, finishes, the brand, the marketplace and
// social networks) and models, and axe finds nothing serious. A screenshot of each step is kept for people to look
// at (HINDI_SHOTS=<folder>).
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { FINISHES } from '@fittings/catalog-core';
import { describe, expect, it } from 'vitest';
import { brand } from '../app/brand';
import { seriousViolations } from './a11y';
import { open, useContext, viewports } from './helpers';

const catalogueDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fittings/api/package.json')),
  'catalogue',
);
const read = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(catalogueDir, file), 'utf8')) as T;

/** Words that are names: they stay as the catalogue and the brand write them, in every language. */
function nameWords(): Set<string> {
  const names: string[] = [brand.name, brand.legalName, brand.marketplaceName];
  for (const social of brand.social) names.push(social.name);
  for (const product of read<{ name: string }[]>('products.json')) names.push(product.name);
  for (const finish of Object.values(FINISHES)) names.push(finish.name);
  for (const file of ['collections.json', 'technologies.json']) {
    const records = read<unknown>(file);
    const list = Array.isArray(records) ? records : Object.values(records as object);
    for (const record of list as { name?: unknown }[])
      if (typeof record.name === 'string') names.push(record.name);
  }
  // Trademarks and words a Hindi page writes in Latin letters on purpose: units and the site's own marks.
  names.push(
    'WaterWise',
    'Ondessa',
    'bar',
    'mm',
    'WhatsApp',
    'PDF',
    'QR',
    'YouTube',
    'LinkedIn',
    'Twitter',
    'OK',
    // Corporate social responsibility: the abbreviation Indian companies write in any language (CSR नीति).
    'CSR',
  );
  const words = new Set<string>();
  for (const name of names)
    for (const word of name.replace(/<[^>]+>/g, '').match(/[A-Za-z]+/g) ?? [])
      words.add(word.toLowerCase());
  return words;
}

/** Latin words of three letters or more on screen (text, labels, placeholders, alt texts) that are not names. */
async function englishOnScreen(page: Page, allowed: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    // Text marked as another language on purpose (the language switch's "English") is not Hindi left untranslated.
    const shown = (element: Element) =>
      !element.closest('script, style, noscript, template, [translate="no"]') &&
      !/^en\b/.test(element.closest('[lang]')?.getAttribute('lang') ?? '') &&
      (element as HTMLElement).checkVisibility?.({ visibilityProperty: true }) !== false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && shown(parent) && node.textContent?.trim()) found.push(node.textContent.trim());
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt]',
    )) {
      if (!shown(element)) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) found.push(value);
      }
    }
    found.push(document.title);
    return found;
  });
  const english: string[] = [];
  for (const text of texts) {
    const words = (text.match(/[A-Za-z][A-Za-z’']{2,}/g) ?? []).filter(
      (word) => !allowed.has(word.replace(/[’']s$/, '').toLowerCase()),
    );
    if (words.length > 0) english.push(`${words.join(' ')}  ← "${text.slice(0, 80)}"`);
  }
  return [...new Set(english)];
}

const shotsDir = process.env.HINDI_SHOTS;
if (shotsDir) mkdirSync(shotsDir, { recursive: true });

describe('the site in Hindi on a phone', () => {
  const phone = viewports[0];
  const state = useContext(phone);
  const allowed = nameWords();

  async function check(step: string) {
    const { page } = state;
    expect(await page.getAttribute('html', 'lang'), step).toBe('hi-IN');
    if (shotsDir)
      await page.screenshot({ path: path.join(shotsDir, `${step}.png`), fullPage: true });
    expect(await englishOnScreen(page, allowed), `${step}: English on screen`).toEqual([]);
    expect(await seriousViolations(page), `${step}: axe`).toEqual([]);
  }

  it('home', async () => {
    await open(state.page, '/hi');
    await check('home');
  });

  it('a listing', async () => {
    await open(state.page, '/hi/filter/bathroom?category=lav-faucets');
    await check('listing');
  });

  it('a product', async () => {
    await open(state.page, '/hi/product/T14059');
    await check('product');
  });

  it('a search in Hindi words', async () => {
    await open(state.page, `/hi/search-results?term=${encodeURIComponent('बेसिन नल')}`);
    expect(await state.page.locator('main a[href^="/hi/product/"]').count()).toBeGreaterThan(0);
    await check('search');
  });

  it('the wishlist with two products', async () => {
    await open(state.page, '/hi');
    await state.page.evaluate(() => localStorage.setItem('wishlist', 'T14059,T35326'));
    await open(state.page, '/hi/wishlist');
    await state.page.locator('main a[href^="/hi/product/"]').first().waitFor();
    await check('wishlist');
  });

  it('a form with its errors', async () => {
    await open(state.page, '/hi/contact-us');
    await state.page.locator('main form button[type="submit"]').click();
    await state.page.locator('[role="alert"], [aria-invalid="true"]').first().waitFor();
    await check('form-errors');
  });

  it('the 404', async () => {
    const response = await open(state.page, '/hi/no-such-page');
    expect(response?.status()).toBe(404);
    await check('not-found');
  });
});
