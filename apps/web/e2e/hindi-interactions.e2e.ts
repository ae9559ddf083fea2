// Hindi that survives a tap (issue 26): the interactive pages' forms and links, touched on a Hindi page, answer with
// the Hindi page, with JavaScript and without, at 375 and 1280 px: the listing's filters, sort and pages, the
// collections' filters, the WaterWise calculator, and the bathroom list's share, WhatsApp, print and PDF links.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { overflowsWindow } from './a11y';
import { baseUrl, connect, isMobile, open, useContext, viewports, type Viewport } from './helpers';
import { pdfText } from './pdf';

const LAV = '/hi/filter/bathroom?category=lav-faucets';

/** What a visitor sees after the tap: the Hindi page at a Hindi address, and no error in place of it. */
async function expectHindiPage(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname);
  expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');
  const body = await page.locator('body').innerText();
  expect(body).not.toMatch(/Application Error|No language loaded/);
}

async function showFilters(page: Page, viewport: Viewport) {
  if (isMobile(viewport)) {
    const toggle = page.getByRole('button', { name: /फ़िल्टर/ }).first();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
}

describe.each(viewports)('Hindi pages touched at $width px', (viewport) => {
  const t = useContext(viewport);

  it('a listing filters by type in Hindi, at a /hi address', async () => {
    const { page } = t;
    await open(page, LAV);
    await showFilters(page, viewport);
    await page.getByRole('radio', { name: /^टॉल/ }).check();
    await page.waitForURL((url) => url.searchParams.get('type') === 'tall');
    await expectHindiPage(page, '/hi/filter/bathroom');
    await page.getByRole('heading', { level: 1, name: 'टॉल' }).waitFor();
  });

  it('a listing filters by finish and sorts in Hindi, at a /hi address', async () => {
    const { page } = t;
    await open(page, LAV);
    await showFilters(page, viewport);
    await page.locator('input[name="finish"][value="50"]').check();
    await page.waitForURL((url) => url.searchParams.get('finish') === '50');
    await expectHindiPage(page, '/hi/filter/bathroom');
    await showFilters(page, viewport);
    await page.getByRole('combobox', { name: 'क्रम' }).selectOption('name-asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name-asc');
    await expectHindiPage(page, '/hi/filter/bathroom');
    expect(new URL(page.url()).searchParams.get('finish')).toBe('50');
    await page.getByRole('heading', { level: 1, name: 'बेसिन नल' }).waitFor();
  });

  it('a listing pages in Hindi, at a /hi address', async () => {
    const { page } = t;
    await open(page, LAV);
    await page.locator('main nav a[href*="page=2"]').first().click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expectHindiPage(page, '/hi/filter/bathroom');
    await page.getByRole('heading', { level: 1, name: 'बेसिन नल' }).waitFor();
  });

  it('the collections page filters by style in Hindi, at a /hi address', async () => {
    const { page } = t;
    await open(page, '/hi/bathroom/collections');
    await showFilters(page, viewport);
    await page.locator('input[name="style"]').first().check();
    await page.waitForURL((url) => url.searchParams.has('style'));
    await expectHindiPage(page, '/hi/bathroom/collections');
    await page.locator('main h1').waitFor();
  });

  it("the bathroom list's share, WhatsApp, print and PDF links keep the list in Hindi", async () => {
    const { page } = t;
    await open(page, '/hi/wishlist');
    await page.evaluate(() => {
      localStorage.setItem('wishlist', 'T35691,T14059');
      localStorage.removeItem('wishlist-details');
    });
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');

    const whatsApp = page.getByRole('link', { name: 'WhatsApp पर शेयर करें' });
    const message = decodeURIComponent(
      (await whatsApp.getAttribute('href'))!.slice('https://wa.me/?text='.length),
    );
    expect(message).toContain(`${baseUrl}/hi/wishlist?models=T35691,T14059`);

    const pdf = await page.getByRole('link', { name: 'PDF डाउनलोड करें' }).getAttribute('href');
    expect(pdf!.startsWith('/hi/wishlist/pdf?models=T35691,T14059')).toBe(true);
    // The QR code's link, written under it, reopens the list in Hindi.
    expect((await pdfText(baseUrl + pdf)).text).toContain(
      `${baseUrl}/hi/wishlist?models=T35691,T14059`,
    );

    await page.getByRole('button', { name: 'विशलिस्ट शेयर करें' }).click();
    const shared = page.locator('main input[readonly]');
    await shared.waitFor();
    expect(await shared.inputValue()).toBe(`${baseUrl}/hi/wishlist?models=T35691,T14059`);

    await page.getByRole('link', { name: 'विशलिस्ट प्रिंट करें' }).click();
    await expectHindiPage(page, '/hi/wishlist/print');
    await page.getByText('बाथरूम और किचन के लिए नल और फ़िटिंग्स', { exact: true }).waitFor();
    const printPdf = await page.getByRole('link', { name: /PDF/ }).getAttribute('href');
    expect(printPdf!.startsWith('/hi/wishlist/pdf?')).toBe(true);
    // The Hindi caption under the QR code wraps rather than widening the page past a phone's screen.
    expect(await overflowsWindow(page)).toBe(false);
  });
});

describe('the bathroom list PDF in Hindi', () => {
  const t = useContext(viewports[1]);

  it('is written in Hindi, its room and note in Devanagari, with ™ kept', async () => {
    const { page } = t;
    await open(page, '/hi/wishlist');
    await page.evaluate(() => {
      localStorage.setItem('wishlist', 'T35691,T14059');
      localStorage.setItem(
        'wishlist-details',
        JSON.stringify({
          rooms: ['ऊपर का स्नानघर'],
          items: { T35691: { quantity: 2, room: 'ऊपर का स्नानघर', note: 'DIAMOND™ सील वाला' } },
        }),
      );
    });
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    const href = await page.getByRole('link', { name: 'PDF डाउनलोड करें' }).getAttribute('href');
    const { text, title } = await pdfText(baseUrl + href);
    expect(title).toBe('मेरी Ondessa विशलिस्ट');
    // pdf.js puts line breaks between the runs of each script; the words themselves are whole.
    const words = text.replace(/\s+/g, '');
    expect(words).toContain('ऊपरकास्नानघर');
    expect(words).toContain('2प्रोडक्ट,3पीस');
    expect(words).toContain('नोट:DIAMOND™सीलवाला');
    expect(text).not.toMatch(/Scan to open|Not in a room|Qty|Note:/);
  });
});

describe('Hindi pages without JavaScript', () => {
  async function withoutScripts(run: (page: Page) => Promise<void>) {
    const browser: Browser = await connect();
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    try {
      await run(await context.newPage());
    } finally {
      await context.close();
    }
  }

  it('the listing filters apply in Hindi', async () => {
    await withoutScripts(async (page) => {
      await page.goto(LAV);
      await page.getByRole('radio', { name: /^टॉल/ }).check();
      await page.getByRole('button', { name: 'लागू करें' }).click();
      await page.waitForURL((url) => url.searchParams.get('type') === 'tall');
      await expectHindiPage(page, '/hi/filter/bathroom');
      await page.getByRole('heading', { level: 1, name: 'टॉल' }).waitFor();
    });
  });

  it('the collections filters apply in Hindi', async () => {
    await withoutScripts(async (page) => {
      await page.goto('/hi/bathroom/collections');
      await page.locator('input[name="style"]').first().check();
      await page.getByRole('button', { name: 'लागू करें' }).click();
      await page.waitForURL((url) => url.searchParams.has('style'));
      await expectHindiPage(page, '/hi/bathroom/collections');
    });
  });

  it('the WaterWise calculator answers in Hindi', async () => {
    await withoutScripts(async (page) => {
      await page.goto('/hi/waterwise');
      const form = page.locator('#calculator form');
      await form.locator('input[name="people"]').fill('5');
      await form.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.searchParams.get('people') === '5');
      await expectHindiPage(page, '/hi/waterwise');
    });
  });
});
