// Focus by rule (issue 26), in English and Hindi at 375 and 1280 px: after an item is removed (bathroom list, Clear
// all, compare) focus goes to the next item or the list's heading; after a form is sent, to its confirmation; after
// an invalid submit, the first and every later one, to the error summary; never left on <body>.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { open, useContext, viewports } from './helpers';

const LANGUAGES = [
  {
    prefix: '',
    summary: 'Please check the form',
    wishlist: 'My wishlist',
    clearAll: 'Clear all',
    confirmClear: 'Yes, clear all',
    compare: 'Compare products',
  },
  {
    prefix: '/hi',
    summary: 'कृपया फ़ॉर्म जाँच लें',
    wishlist: 'मेरी विशलिस्ट',
    clearAll: 'सब हटाएँ',
    confirmClear: 'हाँ, सब हटाएँ',
    compare: 'प्रोडक्ट की तुलना',
  },
] as const;

const MODELS = ['T35691', 'T14059', 'T35326'];

/** What has focus: its role and text, as a screen reader would announce it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase(),
      role: element?.getAttribute('role') ?? null,
      text: (element as HTMLElement | null)?.innerText?.trim() ?? '',
    };
  });

describe.each(viewports)('focus at $width px', (viewport) => {
  const t = useContext(viewport);

  describe.each(LANGUAGES)('contact form at "$prefix/contact-us"', ({ prefix, summary }) => {
    it('moves focus to the error summary on each invalid submit', async () => {
      const { page } = t;
      await open(page, `${prefix}/contact-us`);
      const form = page.locator('main form[method="post"]');
      await form.locator('[name="name"]').fill('R2D2');
      await form.locator('[name="email"]').fill('ravi@example');
      await form.locator('button[type="submit"]').click();
      await expect.poll(async () => (await focused(page)).role).toBe('alert');
      expect((await focused(page)).text).toContain(summary);

      // The second attempt, still wrong: focus goes back to the summary, not left on the button.
      await form.locator('[name="email"]').fill('ravi@example.com');
      await form.locator('button[type="submit"]').click();
      await expect.poll(async () => (await focused(page)).role).toBe('alert');
      expect((await focused(page)).text).toContain(summary);
    });

    it('moves focus to the confirmation once the message is sent', async () => {
      const { page } = t;
      await open(page, `${prefix}/contact-us`);
      const form = page.locator('main form[method="post"]');
      await form.locator('[name="name"]').fill('Ravi Kumar');
      await form.locator('[name="email"]').fill('ravi@example.com');
      await form.locator('[name="message"]').fill('Where can I see the Nuvola range in Pune?');
      await form.locator('button[type="submit"]').click();
      await form.locator('[role="status"]').waitFor();
      await expect.poll(async () => (await focused(page)).role).toBe('status');
      expect((await focused(page)).text).toBe(await form.locator('[role="status"]').innerText());
    });
  });

  describe.each(LANGUAGES)(
    'lists at "$prefix"',
    ({ prefix, wishlist, clearAll, confirmClear, compare }) => {
      async function openWishlist(page: Page) {
        await open(page, `${prefix}/wishlist`);
        await page.evaluate((models) => {
          localStorage.setItem('wishlist', models.join(','));
          localStorage.removeItem('wishlist-details');
        }, MODELS);
        await page.reload();
        await page.waitForSelector('html[data-hydrated="true"]');
        const hearts = page.locator('main article button[aria-pressed="true"]');
        await expect.poll(() => hearts.count()).toBe(MODELS.length);
        return hearts;
      }

      it('moves focus to the next card after a removal from the bathroom list, then to the heading', async () => {
        const { page } = t;
        const hearts = await openWishlist(page);
        const second = await page.locator('main article').nth(1).locator('h2').innerText();
        await hearts.first().click();
        await expect.poll(() => hearts.count()).toBe(MODELS.length - 1);
        await expect
          .poll(() =>
            page.evaluate(
              () => document.activeElement?.closest('article')?.querySelector('h2')?.innerText,
            ),
          )
          .toBe(second);
        // The last card removed: the list's heading.
        await hearts.last().click();
        await expect.poll(() => hearts.count()).toBe(1);
        await hearts.last().click();
        await expect.poll(async () => (await focused(page)).text).toBe(wishlist);
        expect((await focused(page)).tag).toBe('h1');
      });

      it('moves focus to the heading after Clear all', async () => {
        const { page } = t;
        await openWishlist(page);
        await page.getByRole('button', { name: clearAll, exact: true }).click();
        await page.getByRole('button', { name: confirmClear, exact: true }).click();
        await expect.poll(async () => (await focused(page)).text).toBe(wishlist);
        expect((await focused(page)).tag).toBe('h1');
      });

      it('moves focus to the next column after a removal from compare, then to the heading', async () => {
        const { page } = t;
        await open(page, `${prefix}/compare?models=${MODELS.join(',')}`);
        const removes = page.locator('main thead th a:last-of-type');
        await expect.poll(() => removes.count()).toBe(MODELS.length);
        const secondLabel = await removes.nth(1).getAttribute('aria-label');
        await removes.first().click();
        await expect.poll(() => removes.count()).toBe(MODELS.length - 1);
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toBe(secondLabel);
        await removes.last().click();
        await expect.poll(() => removes.count()).toBe(1);
        await removes.last().click();
        await expect.poll(async () => (await focused(page)).text).toBe(compare);
        expect((await focused(page)).tag).toBe('h1');
      });
    },
  );
});
