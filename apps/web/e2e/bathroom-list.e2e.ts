// The bathroom list (issue 17): quantity, room and note per wishlist item kept beside the spec's wishlist string;
// a WhatsApp message of plain text with a link that reopens the list; the A4 print page with a QR code; the PDF,
// opened and its text read; a corrupt stored value. At 375 and 1280 px, with axe.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { overflowsWindow, seriousViolations } from './a11y';
import { baseUrl, open, useContext, viewports } from './helpers';
import { pdfText } from './pdf';

const DETAILS_KEY = 'wishlist-details';
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** A list with a room, a quantity and a note, made through the page as a visitor would. */
async function makeList(page: Page) {
  await open(page, '/wishlist');
  await page.evaluate(
    ([key]) => {
      localStorage.setItem('wishlist', 'T35691,T14059');
      localStorage.removeItem(key!);
    },
    [DETAILS_KEY],
  );
  await page.reload();
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByRole('heading', { level: 2, name: 'Rooms' }).waitFor();
  await page.getByRole('textbox', { name: /Add a room/ }).fill('Bathroom 1');
  await page.getByRole('button', { name: 'Add room' }).click();
  await page
    .getByRole('list', { name: 'Rooms' })
    .getByText('Bathroom 1', { exact: true })
    .waitFor();
  const quantity = page.getByRole('spinbutton', { name: /Quantity of Trillian/ });
  await quantity.fill('2');
  await page.getByRole('combobox', { name: /Room of Trillian/ }).selectOption('Bathroom 1');
  await page.getByRole('textbox', { name: /Note for Trillian/ }).fill('Left basin, 15 mm inlet');
}

describe.each(viewports)('bathroom list at $width px', (viewport) => {
  const t = useContext(viewport);

  it('keeps quantity, room and note beside the unchanged wishlist string, across a reload', async () => {
    const { page } = t;
    await makeList(page);
    expect(await stored(page, 'wishlist')).toBe('T35691,T14059');
    expect(JSON.parse((await stored(page, DETAILS_KEY))!)).toEqual({
      rooms: ['Bathroom 1'],
      items: { T35691: { quantity: 2, note: 'Left basin, 15 mm inlet', room: 'Bathroom 1' } },
    });
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    const quantity = page.getByRole('spinbutton', { name: /Quantity of Trillian/ });
    await quantity.waitFor();
    expect(await quantity.inputValue()).toBe('2');
    expect(await page.getByRole('combobox', { name: /Room of Trillian/ }).inputValue()).toBe(
      'Bathroom 1',
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflowsWindow(page)).toBe(false);
  });

  it('shares on WhatsApp as plain text with a link that reopens the list', async () => {
    const { page } = t;
    await makeList(page);
    const href = await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
    expect(href!.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(href!.slice('https://wa.me/?text='.length));
    expect(text).toContain('Bathroom 1\n- 2 × Trillian');
    expect(text).toContain('(T35691, ');
    expect(text).toContain('Note: Left basin, 15 mm inlet');
    expect(text).toContain('Pivotal™');
    expect(text).not.toMatch(/<\/?su[pb]>/);
    const link = /Open the list: (\S+)/.exec(text)![1]!;
    expect(link.startsWith(`${baseUrl}/wishlist?models=T35691,T14059&list=`)).toBe(true);

    // Another phone opens the link: the shared view, rendered on the server, has the rooms and quantities.
    await page.evaluate(() => localStorage.clear());
    await open(page, link.slice(baseUrl.length));
    await page.getByRole('heading', { level: 1, name: 'A shared wishlist' }).waitFor();
    const table = page.getByRole('table').first();
    await page.getByRole('heading', { level: 3, name: 'Bathroom 1' }).waitFor();
    expect(await table.innerText()).toMatch(/2\s+Trillian[\s\S]*T35691[\s\S]*Left basin/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save to my wishlist' }).click();
    await page.getByRole('heading', { level: 1, name: 'My wishlist' }).waitFor();
    await page.getByRole('spinbutton', { name: /Quantity of Trillian/ }).waitFor();
    expect(await page.getByRole('spinbutton', { name: /Quantity of Trillian/ }).inputValue()).toBe(
      '2',
    );
  });

  it('prints on an A4 page with the brand, rooms, quantities, facts, notes and a QR code back', async () => {
    const { page } = t;
    await makeList(page);
    await page.getByRole('link', { name: 'Print wishlist' }).click();
    await page.waitForURL((url) => url.pathname === '/wishlist/print');
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('heading', { level: 1, name: 'My Ondessa wishlist' }).waitFor();
    await page.getByRole('img', { name: 'QR code that opens this list' }).waitFor();
    expect(await page.locator('main').innerText()).toMatch(
      /Bathroom 1[\s\S]*2\s+Trillian[\s\S]*T35691[\s\S]*Left basin, 15 mm inlet/,
    );
    // What a plumber checks before fitting, under each product.
    expect(await page.locator('main').innerText()).toMatch(
      /Trillian[^\n]*\n?From [\d.]+ bar · [\d.]+ l\/min at 3 bar[^\n]*\d+-year warranty/,
    );
    await page.getByRole('button', { name: 'Print' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflowsWindow(page)).toBe(false);
  });

  it('makes a PDF whose text has the brand, room, quantity, model, finish, facts and note', async () => {
    const { page } = t;
    await makeList(page);
    const href = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const { text, title } = await pdfText(baseUrl + href);
    expect(title).toBe('My Ondessa wishlist');
    expect(text).toContain('Ondessa');
    expect(text).toContain('Bathroom 1');
    expect(text).toMatch(/2 ×\s+T35691/);
    expect(text).toContain('Trillian Single Handle Basin Mixer');
    expect(text).toContain('Note: Left basin, 15 mm inlet');
    expect(text).toMatch(/From [\d.]+ bar · [\d.]+ l\/min at 3 bar/);
    expect(text).toMatch(/\d+-year warranty/);
    expect(text).toContain('Not in a room yet');
    expect(text).toContain('T14059');
    expect(text).toContain('Scan to open this list');
    expect(text).toContain(`Open this list: ${baseUrl}/wishlist?models=T35691,T14059&list=`);
  });

  it('counts one product and one piece in the PDF in the singular', async () => {
    const { text } = await pdfText(`${baseUrl}/wishlist/pdf?models=T35691`);
    expect(text).toContain('1 product, 1 piece');
    expect(text).not.toMatch(/\b1 products\b/);
  });

  it('never breaks on a corrupt stored list value, keeping what is valid', async () => {
    const { page } = t;
    await open(page, '/wishlist');
    await page.evaluate(
      ([key]) => {
        localStorage.setItem('wishlist', 'T35691');
        localStorage.setItem(
          key!,
          '{"rooms":["Kitchen",{"x":1},"<script>"],"items":{"T35691":{"quantity":"many","room":"Kitchen","note":7}}}',
        );
      },
      [DETAILS_KEY],
    );
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    const room = page.getByRole('combobox', { name: /Room of Trillian/ });
    await room.waitFor();
    expect(await room.inputValue()).toBe('Kitchen');
    expect(await page.getByRole('spinbutton', { name: /Quantity of Trillian/ }).inputValue()).toBe(
      '1',
    );
    await page.evaluate(([key]) => localStorage.setItem(key!, '{not json at all'), [DETAILS_KEY]);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('spinbutton', { name: /Quantity of Trillian/ }).waitFor();
    await page.getByText('Model: T35691').waitFor();
  });
});
