// The wishlist (spec 1, 3, 4, 8): toggles on cards and the product page, the three notifications, localStorage,
// reload, other tabs, a corrupt stored value, clear-all and the share link.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './a11y';
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
    await page.getByRole('heading', { level: 1, name: 'My wishlist' }).waitFor();
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
    await page.getByRole('button', { name: 'Clear all', exact: true }).click();
    // Clear all asks first; the list goes on the answer.
    await page.getByRole('button', { name: 'Yes, clear all' }).click();
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
    // The header's count of the other page follows too.
    await other
      .getByRole('banner')
      .getByRole('link', { name: 'Wishlist, 1 item', exact: true })
      .waitFor();
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
      await other.getByRole('heading', { level: 1, name: 'My wishlist' }).waitFor();
      expect(await other.evaluate(() => localStorage.getItem('wishlist'))).toBe('T14059,T35326');
      await other.getByText('Model: T35326').waitFor();
    } finally {
      await device.close();
    }
  });
});

const JOURNEY = [
  {
    prefix: '',
    wishlist: (count: string) => `Wishlist, ${count}`,
    none: 'no items',
    one: '1 item',
    two: '2 items',
    toggle: 'Wishlist',
    added: 'added to your wishlist',
    viewList: 'View list',
    title: 'My wishlist',
    items: 'Products in my wishlist',
    note: /Note for Pivotal/,
    room: /Room of Pivotal/,
    addRoom: /Add a room/,
    addRoomButton: 'Add room',
    share: 'Share wishlist',
    print: 'Print wishlist',
    clearAll: 'Clear all',
    keep: 'Keep my wishlist',
    yes: 'Yes, clear all',
    question: 'Remove all 2 products from your wishlist, with the rooms, quantities and notes?',
    cleared: 'Your wishlist has been cleared!',
    undo: 'Undo',
    restored: 'Your wishlist is back',
    empty: 'Your wishlist is empty.',
    menu: 'Menu',
  },
  {
    prefix: '/hi',
    wishlist: (count: string) => `विशलिस्ट, ${count}`,
    none: 'कोई आइटम नहीं',
    one: '1 आइटम',
    two: '2 आइटम',
    toggle: 'विशलिस्ट',
    added: 'आपकी विशलिस्ट में जोड़ा गया',
    viewList: 'विशलिस्ट देखें',
    title: 'मेरी विशलिस्ट',
    items: 'मेरी विशलिस्ट के प्रोडक्ट',
    note: /Pivotal.* के लिए नोट|नोट.*Pivotal/,
    room: /Pivotal.*कमरा|कमरा.*Pivotal/,
    addRoom: /कमरा जोड़ें/,
    addRoomButton: 'कमरा जोड़ें',
    share: 'विशलिस्ट शेयर करें',
    print: 'विशलिस्ट प्रिंट करें',
    clearAll: 'सब हटाएँ',
    keep: 'विशलिस्ट रहने दें',
    yes: 'हाँ, सब हटाएँ',
    question: 'सभी 2 प्रोडक्ट कमरों, संख्या और नोट के साथ आपकी विशलिस्ट से हटा दें?',
    cleared: 'आपकी विशलिस्ट खाली कर दी गई है!',
    undo: 'वापस लाएँ',
    restored: 'आपकी विशलिस्ट वापस आ गई',
    empty: 'आपकी विशलिस्ट खाली है।',
    menu: 'मेन्यू',
  },
] as const;

describe.each(JOURNEY)('the wishlist from the header at "$prefix"', (w) => {
  describe.each(viewports)('at $width px', (viewport) => {
    const t = useContext(viewport);
    const headerLink = (page: Page, count: string) =>
      page.getByRole('banner').getByRole('link', { name: w.wishlist(count), exact: true });

    it('adds from a card and a product page, reaches the list from the toast and the header, clears and undoes', async () => {
      const { page } = t;
      await open(page, `${w.prefix}${LISTING}`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await page.waitForSelector('html[data-hydrated="true"]');
      await headerLink(page, w.none).waitFor();

      // From a card: the header counts it and the toast leads to the list.
      const card = page.locator('article').first();
      const cardName = (await card.locator('h2').innerText()).trim();
      // A card's toggle is named "Save <name> to wishlist" (the product page's "Wishlist: <name>").
      await card.getByRole('button', { name: new RegExp(w.toggle, 'i') }).click();
      await page.getByText(`${cardName} ${w.added}`).waitFor();
      await headerLink(page, w.one).waitFor();

      // From a product page, then the toast's "View list".
      await open(page, `${w.prefix}/product/T14059`);
      await page.getByRole('button', { name: new RegExp(`^${w.toggle}: Pivotal`) }).click();
      await headerLink(page, w.two).waitFor();
      const toast = page.getByRole('region', { name: /Notifications|सूचनाएँ/ });
      await toast.getByRole('link', { name: w.viewList }).click();
      await page.waitForURL((url) => url.pathname === `${w.prefix}/wishlist`);
      await page.getByRole('heading', { level: 1, name: w.title }).waitFor();
      // The toast that led here has gone.
      expect(await toast.getByRole('link', { name: w.viewList }).count()).toBe(0);

      // Each product once, its picture, quantity, room and note together.
      const items = page.getByRole('list', { name: w.items }).locator(':scope > li');
      await expect.poll(() => items.count()).toBe(2);
      for (const item of await items.all()) {
        expect(await item.locator('article img').count()).toBe(1);
        expect(await item.getByRole('spinbutton').count()).toBe(1);
        expect(await item.getByRole('combobox').count()).toBe(1);
      }
      expect(await page.locator('article').count()).toBe(2);
      // Share, print and PDF come after the last item, where a visitor who has filled it in is.
      const lastItem = await items.last().boundingBox();
      const shareButton = await page.getByRole('button', { name: w.share }).boundingBox();
      expect(shareButton!.y).toBeGreaterThan(lastItem!.y + lastItem!.height);
      await page.getByRole('link', { name: w.print }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('textbox', { name: w.addRoom }).fill('Bathroom 1');
      await page.getByRole('button', { name: w.addRoomButton, exact: true }).click();
      await page.getByRole('combobox', { name: w.room }).selectOption('Bathroom 1');
      await page.getByRole('textbox', { name: w.note }).fill('Left wall');
      const details = await page.evaluate(() => localStorage.getItem('wishlist-details'));
      const models = await stored(page);

      // Clear all asks first; keeping the list changes nothing.
      await page.getByRole('button', { name: w.clearAll, exact: true }).click();
      await page.getByRole('group', { name: w.question }).waitFor();
      await page.getByRole('button', { name: w.keep }).click();
      expect(await stored(page)).toBe(models);
      await page.getByRole('button', { name: w.clearAll, exact: true }).click();
      await page.getByRole('button', { name: w.yes }).click();
      await page.getByText(w.cleared).waitFor();
      await page.getByRole('heading', { name: w.empty }).waitFor();
      await headerLink(page, w.none).waitFor();
      expect(await stored(page)).toBe('');

      // Undo brings back the products, the room and the note.
      await toast.getByRole('button', { name: w.undo }).click();
      await page.getByText(w.restored).waitFor();
      await expect.poll(() => items.count()).toBe(2);
      expect(await stored(page)).toBe(models);
      expect(await page.evaluate(() => localStorage.getItem('wishlist-details'))).toBe(details);
      expect(await page.getByRole('textbox', { name: w.note }).inputValue()).toBe('Left wall');
      await headerLink(page, w.two).waitFor();
    });

    it('reaches the list from the header by keyboard, and from the side menu on a phone', async () => {
      const { page } = t;
      await open(page, `${w.prefix}/product/T14059`);
      await headerLink(page, w.two).waitFor();
      // Tab from the top of the page until the header's wishlist link has focus.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      let name: string | null = null;
      for (let i = 0; i < 40 && name !== w.wishlist(w.two); i++) {
        await page.keyboard.press('Tab');
        name = await page.evaluate(
          () => document.activeElement?.getAttribute('aria-label') ?? null,
        );
      }
      expect(name).toBe(w.wishlist(w.two));
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === `${w.prefix}/wishlist`);
      await page.getByRole('heading', { level: 1, name: w.title }).waitFor();

      if (viewport.width < 1024) {
        await page.getByRole('button', { name: w.menu }).click();
        const menu = page.getByRole('dialog', { name: w.menu });
        await menu.getByRole('link', { name: w.wishlist(w.two), exact: true }).waitFor();
        await page.keyboard.press('Escape');
      }
    });
  });
});
