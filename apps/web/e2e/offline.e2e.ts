// Issue 30 end to end: the service worker on the production build in Chromium, in English and Hindi. The browser
// reaches the web server through a relay this file can cut, so "no network" is real for the page and the worker
// alike (context.setOffline alone does not reach a service worker's fetches); setOffline is switched with it, so
// the page's navigator.onLine and its online event are what a phone's would be.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@fittings/api';
import { seriousViolations } from './a11y';
import { connect } from './helpers';
import { startStack, type Stack } from './stack';

/** A TCP relay to the web server that can be cut (every connection closed, new ones refused) and restored. */
interface Relay {
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

async function startRelay(target: string): Promise<Relay> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let open = true;
  const server: Server = createServer((client) => {
    if (!open) return client.destroy();
    const upstream = new (client.constructor as typeof Socket)();
    upstream.connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const TEXT = {
  en: {
    prefix: '',
    offline: 'You’re offline',
    generic: 'Something went wrong!',
    kept: 'You’re offline. Your message is saved on this device and will be sent as soon as you are back online.',
    sent: 'You’re back online: the message you saved has been sent.',
    fields: {
      'Your name': 'Ravi Kumar',
      'E-mail address': 'ravi@example.com',
      'Mobile number': '9876543210',
      'Your message': 'Sent from a basement showroom.',
    },
    submit: 'Send message',
  },
  hi: {
    prefix: '/hi',
    offline: 'आप ऑफ़लाइन हैं',
    generic: 'कुछ गड़बड़ हो गई!',
    kept: 'आप ऑफ़लाइन हैं। आपका संदेश इस डिवाइस पर सहेज लिया गया है और इंटरनेट वापस आते ही भेज दिया जाएगा।',
    sent: 'इंटरनेट वापस आ गया: आपका सहेजा हुआ संदेश भेज दिया गया है।',
    fields: {
      'आपका नाम': 'रवि कुमार',
      'ई-मेल पता': 'ravi@example.com',
      'मोबाइल नंबर': '9876543210',
      'आपका मैसेज': 'तहखाने वाले शोरूम से भेजा गया।',
    },
    submit: 'मैसेज भेजें',
  },
} as const;

let stack: Stack;
let relay: Relay;

beforeAll(async () => {
  stack = await startStack();
  relay = await startRelay(stack.baseUrl);
});

afterAll(async () => {
  await relay?.close();
  await stack?.close();
});

async function goOffline(context: BrowserContext) {
  relay.cut();
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext) {
  relay.restore();
  await context.setOffline(false);
}

/** Opens a page and waits for React, then for the service worker to control it (it claims pages on activation). */
async function openControlled(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The model of the product page on screen, from its JSON-LD (the sku). */
const modelOnPage = (page: Page) =>
  page.evaluate(() => {
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      const sku = /"sku":"([^"]+)"/.exec(script.textContent ?? '')?.[1];
      if (sku) return sku;
    }
    throw new Error('no sku on the page');
  });

/** Product models of a listing, in its order. */
async function listedModels(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated="true"]');
  const hrefs = await page
    .getByRole('list', { name: /products|प्रोडक्ट/i })
    .locator('article a[href*="/product/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => href.split('/product/')[1]!.split(/[?#]/)[0]!))];
}

function contactSubmissions(): number {
  const db = openDatabase(stack.databasePath, { readonly: true });
  try {
    return db
      .prepare<[], { n: number }>("SELECT count(*) AS n FROM submissions WHERE form = 'contact-us'")
      .get()!.n;
  } finally {
    db.close();
  }
}

describe.each(['en', 'hi'] as const)('offline (%s)', (language) => {
  const text = TEXT[language];
  const at = (path: string) => `${text.prefix}${path}` || '/';
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const browser = await connect();
    context = await browser.newContext({
      baseURL: relay.url,
      viewport: { width: 412, height: 915 },
      reducedMotion: 'reduce',
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  });
  beforeEach(() => goOnline(context));
  afterAll(async () => {
    await goOnline(context);
    await context?.close();
  });

  it('opens three viewed products and the wishlist without a network, and the offline page for a fourth', async () => {
    await openControlled(page, at('/'));
    const models = await listedModels(page, at('/filter/bathroom?category=showering'));
    expect(models.length).toBeGreaterThanOrEqual(4);
    const [first, second, third, fourth] = models as [string, string, string, string];

    // Two products opened from the address bar, the third by tapping its card (a client-side navigation).
    const headings: Record<string, string> = {};
    const skus: string[] = [];
    for (const model of [first, second]) {
      await page.goto(at(`/product/${model}`));
      headings[model] = (await heading(page).innerText()).trim();
      skus.push(await modelOnPage(page));
    }
    await listedModels(page, at('/filter/bathroom?category=showering'));
    const listingHeading = (await heading(page).innerText()).trim();
    await page.locator(`article a[href$="/product/${third}"]`).first().click();
    await page.waitForURL((url) => url.pathname.endsWith(`/product/${third}`));
    await expect
      .poll(async () => (await heading(page).innerText()).trim())
      .not.toBe(listingHeading);
    headings[third] = (await heading(page).innerText()).trim();

    // The wishlist holds the first two; its products come from the API.
    await page.evaluate((list) => localStorage.setItem('wishlist', list), skus.join(','));
    const wishlistShows = async () => {
      await page.waitForSelector('html[data-hydrated="true"]');
      // Each product once, as its card (model printed on it) with its quantity, room and note.
      for (const sku of skus)
        await page.locator('main article').filter({ hasText: sku }).first().waitFor();
    };
    await page.goto(at('/wishlist'));
    await wishlistShows();

    // The third page is kept by the worker once shown; wait until it is, as a visitor would simply keep browsing.
    await expect
      .poll(
        () =>
          page.evaluate(
            async (path) => {
              for (const name of await caches.keys())
                if (name.startsWith('pages-') && (await (await caches.open(name)).match(path)))
                  return true;
              return false;
            },
            at(`/product/${third}`),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);

    await goOffline(context);
    for (const model of [first, second, third]) {
      await page.goto(at(`/product/${model}`));
      await expect.poll(async () => (await heading(page).innerText()).trim()).toBe(headings[model]);
    }
    await page.goto(at('/wishlist'));
    await wishlistShows();

    await page.goto(at(`/product/${fourth}`));
    await heading(page).filter({ hasText: text.offline }).waitFor();
    expect(new URL(page.url()).pathname).toBe(at(`/product/${fourth}`));
    expect(await seriousViolations(page)).toEqual([]);

    await goOnline(context);
    await page.goto(at(`/product/${fourth}`));
    await page.waitForSelector('html[data-hydrated="true"]');
    expect((await heading(page).innerText()).trim()).not.toBe(text.offline);
  });

  it('opens a kept page by a tap offline, the offline page for any other tap, and taps again once online (issue 39)', async () => {
    // At a phone's 375 px: two products opened by address and the wishlist holding them.
    await page.setViewportSize({ width: 375, height: 812 });
    await openControlled(page, at('/'));
    const models = (await listedModels(page, at('/filter/bathroom?category=showering'))).slice(
      0,
      2,
    );
    const headings: Record<string, string> = {};
    const skus: string[] = [];
    for (const model of models) {
      await page.goto(at(`/product/${model}`));
      await page.waitForSelector('html[data-hydrated="true"]');
      headings[model] = (await heading(page).innerText()).trim();
      skus.push(await modelOnPage(page));
    }
    // The wishlist keeps model codes; the pages' addresses are the products' slugs.
    await page.evaluate((list) => localStorage.setItem('wishlist', list), skus.join(','));
    await page.goto(at('/wishlist'));
    await page.waitForSelector('html[data-hydrated="true"]');
    const card = page.locator(`article a[href$="/product/${models[1]}"]`).first();
    await card.waitFor();

    // Offline, a tap on a product of the list opens its kept page (its data was never fetched), not an error.
    await goOffline(context);
    await card.click();
    await page.waitForURL((url) => url.pathname === at(`/product/${models[1]}`));
    await expect
      .poll(async () => (await heading(page).innerText()).trim())
      .toBe(headings[models[1]!]);
    await page.waitForSelector('html[data-hydrated="true"]');

    // A tap on a page never opened: the offline page in the page's language, at the address tapped.
    const target = page
      .getByRole('contentinfo')
      .locator(`a[href="${at('/contact-us')}"]`)
      .first();
    const href = at('/contact-us');
    await target.scrollIntoViewIfNeeded();
    await target.click();
    await page.waitForURL((url) => url.pathname === href);
    await heading(page).filter({ hasText: text.offline }).waitFor();
    expect(await page.getByText(text.generic).count()).toBe(0);

    // At 1280 px, a header link of the desktop navigation tapped offline does the same.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(at(`/product/${models[0]}`));
    await expect
      .poll(async () => (await heading(page).innerText()).trim())
      .toBe(headings[models[0]!]);
    await page.waitForSelector('html[data-hydrated="true"]');
    const header = page.getByRole('banner');
    const links = await header.locator('a[href]').evaluateAll((all) =>
      all
        .filter((a) => (a as HTMLElement).offsetParent !== null)
        .map((a) => a.getAttribute('href')!)
        .filter((h) => h.startsWith('/') && !/\/(?:product|wishlist|compare)\b/.test(h)),
    );
    const menuLink = links.find((h) => h !== at('/') && h.length > at('/').length)!;
    expect(menuLink).toBeDefined();
    await header.locator(`a[href="${menuLink}"]`).first().click();
    await page.waitForURL((url) => url.pathname + url.search === menuLink);
    await heading(page).filter({ hasText: text.offline }).waitFor();
    expect(await page.getByText(text.generic).count()).toBe(0);

    // The signal returns: back on the kept product, the next tap on the same link opens the page, no reload asked.
    await page.goBack();
    await expect
      .poll(async () => (await heading(page).innerText()).trim())
      .toBe(headings[models[0]!]);
    await page.waitForSelector('html[data-hydrated="true"]');
    await goOnline(context);
    await header.locator(`a[href="${menuLink}"]`).first().click();
    await page.waitForURL((url) => url.pathname + url.search === menuLink);
    await expect
      .poll(async () => (await heading(page).innerText()).trim())
      .not.toBe(headings[models[0]!]);
    expect((await heading(page).innerText()).trim()).not.toBe(text.offline);
    expect(await page.getByText(text.generic).count()).toBe(0);
    await page.setViewportSize({ width: 412, height: 915 });
  });

  it('keeps a contact form sent offline on the device and delivers it once when the connection returns', async () => {
    const before = contactSubmissions();
    await openControlled(page, at('/contact-us'));
    await goOffline(context);
    for (const [label, value] of Object.entries(text.fields))
      await page.getByLabel(label).fill(value);
    await page.getByRole('button', { name: text.submit }).click();
    await page
      .getByRole('region', { name: language === 'hi' ? 'सूचनाएँ' : 'Notifications' })
      .getByText(text.kept)
      .waitFor();
    await page.locator('form [role="status"]').filter({ hasText: text.kept }).waitFor();
    expect(contactSubmissions()).toBe(before);

    await goOnline(context);
    await page
      .getByRole('region', { name: language === 'hi' ? 'सूचनाएँ' : 'Notifications' })
      .getByText(text.sent)
      .waitFor();
    await expect.poll(contactSubmissions).toBe(before + 1);

    // Opening the site again sends nothing more: the kept form is gone.
    await openControlled(page, at('/'));
    expect(await page.evaluate(() => localStorage.getItem('fittings.keptForms'))).toBeNull();
    expect(contactSubmissions()).toBe(before + 1);
  });
});
