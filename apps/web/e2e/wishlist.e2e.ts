// The wishlist (spec 1, 3, 4, 8): toggles on cards and the product page, the three notifications, localStorage,
// reload, other tabs, a corrupt stored value, clear-all and the share link.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { connect, open, useContext, viewports } from './helpers';

const LISTING = '/filter/bathroom?category=lav-faucets&type=tall';
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('wishlist'));

describe.each(viewports)('wishlist at $width px', (viewport) => {
  const t = useContext(viewport);

  it('adds from a card with a notification, keeps it across a reload, and lists it', async () => {
    const { page } = t;
    await open(page, LISTING);
    await page.evaluate(() => localStorage.removeItem('wishlist'));
    const card = page.locator('article').first();
    const model = /Model: (\S+)/.exec(await card.innerText())![1]!;
    const name = (await card.locator('h2').innerText()).trim();
    await card.getByRole('button', { name: /wishlist/ }).click();
    await page.getByText(`${name} added to your wishlist`).waitFor();
    expect(await stored(page)).toBe(model);

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(
      await page
        .locator('article')
        .first()
        .getByRole('button', { name: /wishlist/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    await open(page, '/wishlist');
    await page.getByRole('heading', { level: 1, name: 'My Favourites' }).waitFor();
    await page.getByText(`Model: ${model}`).waitFor();
  });

  it('toggles on the product page: added, then removed', async () => {
    const { page } = t;
    await open(page, '/product/T14059');
    await page.evaluate(() => localStorage.setItem('wishlist', ''));
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    const toggle = page.getByRole('button', { name: 'Wishlist: Pivotal™ Shower Mixer Trim' });
    await toggle.click();
    await page.getByText('Pivotal™ Shower Mixer Trim added to your wishlist').waitFor();
    expect(await stored(page)).toBe('T14059');
    await toggle.click();
    await page.getByText('Pivotal™ Shower Mixer Trim removed from your wishlist').waitFor();
    expect(await stored(page)).toBe('');
  });

  it('clears everything with one button', async () => {
    const { page } = t;
    await open(page, '/wishlist');
    await page.evaluate(() => localStorage.setItem('wishlist', 'T14059,T35326'));
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByText('Model: T35326').waitFor();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.getByText('Your wishlist has been cleared!').waitFor();
    await page.getByRole('heading', { name: 'Your wishlist is empty.' }).waitFor();
    expect(await stored(page)).toBe('');
  });

  it('never breaks on a corrupt stored value', async () => {
    const { page } = t;
    await open(page, '/wishlist');
    await page.evaluate(() =>
      localStorage.setItem('wishlist', ' ,,%E0%A4%A,{"a":[1]},<img src=x>,T14059,,T14059 '),
    );
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByText('Model: T14059').waitFor();
    expect(await page.locator('article').count()).toBe(1);
  });

  it('stays in step with another tab', async () => {
    const { context, page } = t;
    await open(page, LISTING);
    await page.evaluate(() => localStorage.setItem('wishlist', ''));
    const other = await context.newPage();
    await open(other, LISTING);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page
      .locator('article')
      .first()
      .getByRole('button', { name: /wishlist/ })
      .click();
    await other.waitForFunction(
      () =>
        document.querySelector('article button[aria-pressed]')?.getAttribute('aria-pressed') ===
        'true',
    );
    await other.close();
  });

  it('shares a link that opens the same list on another device', async () => {
    const { page } = t;
    await open(page, '/wishlist');
    await page.evaluate(() => localStorage.setItem('wishlist', 'T14059,T35326'));
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Share wishlist' }).click();
    const link = await page.getByLabel('Link to this wishlist').inputValue();
    expect(link).toMatch(/\/wishlist\?models=T14059,T35326$/);

    const browser = await connect();
    const device = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    try {
      const other = await device.newPage();
      await open(other, link);
      await other.getByRole('heading', { level: 1, name: 'A shared wishlist' }).waitFor();
      expect(await other.locator('article').count()).toBe(2);
      await other.getByRole('button', { name: 'Save to my wishlist' }).click();
      await other.getByRole('heading', { level: 1, name: 'My Favourites' }).waitFor();
      expect(await other.evaluate(() => localStorage.getItem('wishlist'))).toBe('T14059,T35326');
      await other.getByText('Model: T35326').waitFor();
    } finally {
      await device.close();
    }
  });
});
