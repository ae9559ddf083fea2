// Tracking with consent (spec 1 and 7), on the production build in Chromium, against a web server started with test
// tracker ids. Every request is intercepted: tracker scripts are answered with small stubs that record what each
// provider is told, or refused, and any request to another host is recorded. A second web server without ids shows
// that nothing third-party exists when nothing is configured.
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@fittings/api';
import { seriousViolations } from './a11y';
import { connect } from './helpers';
import { startStack, type Stack } from './stack';

const IDS = {
  GA_MEASUREMENT_ID: 'G-TEST12345',
  GTM_ID: 'GTM-TEST123',
  CLARITY_ID: 'testclarity1',
  META_PIXEL_ID: '1234567890',
  ADS_CONVERSION_ID: 'AW-123456789/TestLabel',
};

const TRACKER_HOSTS = [
  'www.googletagmanager.com',
  'www.google-analytics.com',
  'www.clarity.ms',
  'connect.facebook.net',
  'www.facebook.com',
  'www.googleadservices.com',
  'googleads.g.doubleclick.net',
];

// What each stub records in window.__trackerCalls: { provider, args } per call it receives, including the calls
// queued before it loaded, as the real scripts replay them.
const RECORD = `var calls = (window.__trackerCalls = window.__trackerCalls || []);
  function plain(value) { return JSON.parse(JSON.stringify(value)); }`;
const STUBS: { test: (url: URL) => boolean; body: string }[] = [
  {
    // gtag.js (Google Analytics, Google Ads) and gtm.js (Tag Manager) both read window.dataLayer.
    test: (url) =>
      url.host === 'www.googletagmanager.com' &&
      (url.pathname === '/gtag/js' || url.pathname === '/gtm.js'),
    body: `(function () { ${RECORD}
      if (window.__dataLayerStub) return; window.__dataLayerStub = true;
      var layer = (window.dataLayer = window.dataLayer || []);
      function record(entry) {
        if (entry && typeof entry.length === 'number') calls.push({ provider: 'gtag', args: plain(Array.from(entry)) });
        else calls.push({ provider: 'gtm', args: plain(entry) });
      }
      layer.forEach(record);
      var push = layer.push;
      layer.push = function () { for (var i = 0; i < arguments.length; i++) record(arguments[i]); return push.apply(layer, arguments); };
    })();`,
  },
  {
    test: (url) => url.host === 'www.clarity.ms' && url.pathname.startsWith('/tag/'),
    body: `(function () { ${RECORD}
      var queued = (window.clarity && window.clarity.q) || [];
      window.clarity = function () { calls.push({ provider: 'clarity', args: plain(Array.from(arguments)) }); };
      queued.forEach(function (args) { window.clarity.apply(null, args); });
    })();`,
  },
  {
    test: (url) => url.host === 'connect.facebook.net' && url.pathname.endsWith('/fbevents.js'),
    body: `(function () { ${RECORD}
      var fbq = window.fbq;
      function record() { calls.push({ provider: 'meta', args: plain(Array.from(arguments)) }); }
      fbq.queue.forEach(function (args) { record.apply(null, args); });
      fbq.queue = [];
      fbq.callMethod = record;
    })();`,
  },
];

interface Call {
  provider: 'gtag' | 'gtm' | 'clarity' | 'meta';
  args: unknown[] | Record<string, unknown>;
}

let tracked: Stack;
let untracked: Stack;

beforeAll(async () => {
  [tracked, untracked] = await Promise.all([startStack({ env: IDS }), startStack()]);
});
afterAll(async () => {
  await Promise.all([tracked?.close(), untracked?.close()]);
});

interface Visit {
  context: BrowserContext;
  page: Page;
  /** Every request that left for another host than the site's. */
  thirdParty: URL[];
  errors: string[];
}

/** A visitor: `stubs` answers tracker scripts with the recording stubs; otherwise every other host is refused. */
async function visitor(stack: Stack, { stubs }: { stubs: boolean }): Promise<Visit> {
  const browser = await connect();
  const context = await browser.newContext({
    baseURL: stack.baseUrl,
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(10_000);
  const site = new URL(stack.baseUrl).host;
  const thirdParty: URL[] = [];
  await context.route('**/*', (route: Route) => {
    const url = new URL(route.request().url());
    if (url.host === site) return route.continue();
    thirdParty.push(url);
    const stub = stubs ? STUBS.find((s) => s.test(url)) : undefined;
    return stub
      ? route.fulfill({ status: 200, contentType: 'application/javascript', body: stub.body })
      : route.abort('blockedbyclient');
  });
  // Counts the idle-time tasks the page asked for and has not run yet (the tracker adds its scripts in them), so a
  // test can wait for that work to be done rather than for a fixed time.
  await context.addInitScript(() => {
    const pending = new Set<number>();
    const request = window.requestIdleCallback.bind(window);
    const cancel = window.cancelIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) => {
      const id = request((deadline) => {
        pending.delete(id);
        callback(deadline);
      }, options);
      pending.add(id);
      return id;
    };
    window.cancelIdleCallback = (id) => {
      pending.delete(id);
      cancel(id);
    };
    (window as unknown as IdleProbe).__idleTasksPending = () => pending.size;
  });
  const page = await context.newPage();
  requestedBy.set(page, thirdParty);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, thirdParty, errors };
}

interface IdleProbe {
  __idleTasksPending: () => number;
}

/** The requests to other hosts each visitor's page made, for {@link settle}. */
const requestedBy = new WeakMap<Page, URL[]>();

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated="true"]');
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });

const calls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __trackerCalls?: Call[] }).__trackerCalls ?? []);

/**
 * The recorded calls once the page has sent a gtag event of this name (scripts load when the page is idle): the page
 * itself checks on each of its frames. Past `ms` without it, the calls as they are, for the caller's check to show.
 */
async function callsOnceSent(page: Page, name: string, ms = 8000) {
  await page
    .waitForFunction(
      (event) =>
        ((window as unknown as { __trackerCalls?: Call[] }).__trackerCalls ?? []).some(
          (c) =>
            c.provider === 'gtag' &&
            Array.isArray(c.args) &&
            c.args[0] === 'event' &&
            c.args[1] === event,
        ),
      name,
      { timeout: ms },
    )
    .catch(() => undefined);
  return calls(page);
}

/** The gtag events of one name sent to one tag id, as [name, params]. */
const gtagEvents = (list: Call[], name: string) =>
  list
    .filter(
      (c) =>
        c.provider === 'gtag' &&
        Array.isArray(c.args) &&
        c.args[0] === 'event' &&
        c.args[1] === name,
    )
    .map((c) => (c.args as unknown[])[2] as Record<string, string>);

/**
 * Waits until the page's idle-time work has run (the tracker adds its scripts when the page is idle, within 3 s) and
 * every script from another host it added has been requested, so a check that nothing loaded comes after anything
 * could have.
 */
async function settle(page: Page) {
  await page.waitForFunction(() => (window as unknown as IdleProbe).__idleTasksPending() === 0);
  const added = await page.evaluate(() =>
    Array.from(document.scripts, (script) => script.src).filter(
      (src) => src !== '' && new URL(src).origin !== window.location.origin,
    ),
  );
  const requested = requestedBy.get(page) ?? [];
  await expect
    .poll(() => added.filter((src) => !requested.some((url) => url.href === src)), {
      timeout: 10_000,
    })
    .toEqual([]);
}

describe('without tracker ids', () => {
  it('loads nothing third-party, asks nothing, and the policy allows no tracker host', async () => {
    const response = await fetch(`${untracked.baseUrl}/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    for (const host of TRACKER_HOSTS) expect(policy).not.toContain(host);
    const visit = await visitor(untracked, { stubs: false });
    try {
      await open(visit.page, '/product/T14059');
      await visit.page
        .getByRole('button', { name: /^Wishlist:/ })
        .first()
        .click();
      await settle(visit.page);
      expect(await banner(visit.page).count()).toBe(0);
      expect(visit.thirdParty.map(String)).toEqual([]);
      await open(visit.page, '/cookie-settings');
      await visit.page
        .getByText('This site uses no analytics, behaviour or advertising services at the moment')
        .waitFor();
    } finally {
      await visit.context.close();
    }
  });

  it.each([
    ['/cookie-settings', 'so there is nothing to allow'],
    ['/hi/cookie-settings', 'इसलिए अनुमति देने को कुछ नहीं है'],
  ])('%s offers no choices when there is nothing to allow', async (path, sentence) => {
    const visit = await visitor(untracked, { stubs: false });
    try {
      await open(visit.page, path);
      await visit.page.getByText(sentence).waitFor();
      expect(await visit.page.getByRole('checkbox').count()).toBe(0);
      expect(await visit.page.locator('main button').count()).toBe(0);
    } finally {
      await visit.context.close();
    }
  });
});

describe('with tracker ids', () => {
  it('allows exactly the hosts of the configured trackers in the Content-Security-Policy', async () => {
    const response = await fetch(`${tracked.baseUrl}/`);
    const directives = Object.fromEntries(
      (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[]>;
    expect(directives['script-src']?.filter((v) => v.startsWith('https:')).sort()).toEqual(
      [
        'https://www.googletagmanager.com',
        'https://www.clarity.ms',
        'https://*.clarity.ms',
        'https://connect.facebook.net',
        'https://www.googleadservices.com',
        'https://googleads.g.doubleclick.net',
      ].sort(),
    );
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining([
        'https://*.google-analytics.com',
        'https://*.clarity.ms',
        'https://www.facebook.com',
        'https://www.google.com',
      ]),
    );
    expect(directives['frame-src']).toContain('https://td.doubleclick.net');
  });

  it('sends nothing to any tracker host when the visitor refuses, and remembers the answer', async () => {
    const visit = await visitor(tracked, { stubs: false });
    const { page } = visit;
    try {
      await open(page, '/');
      await banner(page).waitFor();
      await banner(page).getByRole('button', { name: 'Reject all' }).click();
      await banner(page).waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'Where to buy', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/where-to-buy');
      await open(page, '/product/T14059');
      await page
        .getByRole('button', { name: /^Wishlist:/ })
        .first()
        .click();
      await page.getByRole('link', { name: 'Find dealers' }).click();
      await page.waitForURL((url) => url.pathname === '/where-to-buy');
      await open(page, '/filter/kitchen?category=kitchen-faucets');
      await settle(page);
      expect(visit.thirdParty.map(String)).toEqual([]);
      expect(
        await page.evaluate(() => ({
          dataLayer: 'dataLayer' in window,
          fbq: 'fbq' in window,
          clarity: 'clarity' in window,
        })),
      ).toEqual({ dataLayer: false, fbq: false, clarity: false });
      expect(
        JSON.parse(
          (await page.evaluate(() => localStorage.getItem('fittings.tracking-consent'))) ?? '{}',
        ),
      ).toMatchObject({ analytics: 'denied', behaviour: 'denied', advertising: 'denied' });
      await page.reload();
      await page.waitForSelector('html[data-hydrated="true"]');
      await settle(page);
      expect(await banner(page).count()).toBe(0);
      expect(visit.thirdParty.map(String)).toEqual([]);
      expect(visit.errors).toEqual([]);
    } finally {
      await visit.context.close();
    }
  });

  it('with consent, page views, the events of spec 7 and conversions reach each provider', async () => {
    const visit = await visitor(tracked, { stubs: true });
    const { page } = visit;
    try {
      await open(page, '/');
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await banner(page).waitFor({ state: 'detached' });
      // The landing page view counts once the visitor agrees (analytics waits; advertising does not count it).
      let list = await callsOnceSent(page, 'page_view');
      expect(gtagEvents(list, 'page_view')[0]).toMatchObject({
        page_location: `${tracked.baseUrl}/`,
        send_to: IDS.GA_MEASUREMENT_ID,
      });
      const scripts = visit.thirdParty.map((url) => url.host + url.pathname);
      expect(scripts).toEqual(
        expect.arrayContaining([
          'www.googletagmanager.com/gtag/js',
          'www.googletagmanager.com/gtm.js',
          `www.clarity.ms/tag/${IDS.CLARITY_ID}`,
          'connect.facebook.net/en_US/fbevents.js',
        ]),
      );

      // Search: typing in the dialog, then Enter.
      await page.getByRole('button', { name: 'Search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search products' });
      await dialog.getByPlaceholder('Search (keywords,etc)').fill('Pivotal');
      await dialog.getByRole('heading', { name: 'Products' }).waitFor();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search-results');
      // The address changes before the results replace the page it came from (whose Pivotal link is the
      // collection's): wait for the results, then open a product from them. A product, the wishlist, Find dealers.
      await page.getByRole('heading', { level: 1, name: 'Search Results' }).waitFor();
      await page
        .locator('main a[href^="/product/"]')
        .filter({ hasText: /Pivotal/ })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname.startsWith('/product/'));
      const productPath = new URL(page.url()).pathname;
      const modelLine = page
        .locator('main p')
        .filter({ hasText: /^MODEL: \S+$/i })
        .first();
      const model = /: (\S+)$/.exec(await modelLine.innerText())?.[1] ?? '';
      expect(model).not.toBe('');
      await page
        .getByRole('button', { name: /^Wishlist:/ })
        .first()
        .click();
      await page.getByRole('link', { name: 'Find dealers' }).click();
      await page.waitForURL((url) => url.pathname === '/where-to-buy');
      // The toolbar's Where to buy, then a kitchen listing, a conversion URL (spec 7: /kitchen).
      await page.getByRole('link', { name: 'Where to buy', exact: true }).click();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Kitchen Faucets' }).click();
      await page.waitForURL((url) => url.pathname === '/filter/kitchen');

      list = await callsOnceSent(page, 'conversion');
      const ga = (name: string) =>
        gtagEvents(list, name).filter((p) => p.send_to === IDS.GA_MEASUREMENT_ID);
      const visited = [
        '/',
        '/search-results?term=Pivotal',
        productPath,
        '/where-to-buy',
        '/filter/kitchen?category=kitchen-faucets',
      ];
      expect(ga('page_view').map((p) => p.page_location)).toEqual(
        visited.map((path) => tracked.baseUrl + path),
      );
      expect(ga('search_typing').map((p) => p.term)).toContain('Pivotal');
      expect(ga('search_click')).toEqual([{ term: 'Pivotal', send_to: IDS.GA_MEASUREMENT_ID }]);
      expect(ga('product_view')).toEqual([{ sku: model, send_to: IDS.GA_MEASUREMENT_ID }]);
      expect(ga('wishlist_add')).toEqual([{ sku: model, send_to: IDS.GA_MEASUREMENT_ID }]);
      expect(ga('find_dealers_click')).toEqual([{ sku: model, send_to: IDS.GA_MEASUREMENT_ID }]);
      expect(ga('where_to_buy_click')).toHaveLength(1);

      // Tag Manager gets the same as dataLayer events.
      const gtm = list
        .filter((c) => c.provider === 'gtm')
        .map((c) => c.args as Record<string, string>);
      expect(gtm.filter((e) => e.event === 'page_view').map((e) => e.page_path)).toEqual(visited);
      expect(gtm).toEqual(expect.arrayContaining([{ event: 'product_view', sku: model }]));

      // Clarity gets the events by name; the Meta Pixel a PageView per navigation after consent.
      const clarity = list.filter((c) => c.provider === 'clarity').map((c) => c.args as unknown[]);
      expect(clarity).toEqual(
        expect.arrayContaining([
          ['event', 'product_view'],
          ['event', 'wishlist_add'],
          ['event', 'find_dealers_click'],
        ]),
      );
      const meta = list.filter((c) => c.provider === 'meta').map((c) => c.args as unknown[]);
      expect(meta).toEqual(expect.arrayContaining([['init', IDS.META_PIXEL_ID]]));
      expect(meta.filter((args) => args[0] === 'track' && args[1] === 'PageView')).toHaveLength(4);

      // Google Ads: one conversion, on the kitchen listing.
      expect(gtagEvents(list, 'conversion')).toEqual([{ send_to: IDS.ADS_CONVERSION_ID }]);
      expect(visit.errors).toEqual([]);
    } finally {
      await visit.context.close();
    }
  });

  it('tracks the other actions of spec 7: marketplace buy, wishlist remove and clear', async () => {
    const visit = await visitor(tracked, { stubs: true });
    const { page } = visit;
    try {
      // The product view before the visitor answers is kept (analytics waits for the answer), then sent.
      await open(page, '/product/T35326');
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      const toggle = page.getByRole('button', { name: /^Wishlist:/ }).first();
      await toggle.click();
      await page.getByText(/added to your wishlist$/).waitFor();
      await toggle.click();
      await page.getByText(/removed from your wishlist$/).waitFor();
      await toggle.click();
      const popup = page.waitForEvent('popup');
      await page.getByRole('link', { name: /buy on Amazon/i }).click();
      await (await popup).close();
      await page.getByRole('contentinfo').getByRole('link', { name: 'My wishlist' }).click();
      await page.getByRole('button', { name: 'Clear all', exact: true }).click();
      // Clear all asks first (the header branch); the event is sent on the answer.
      await page.getByRole('button', { name: 'Yes, clear all' }).click();
      await page.getByText('Your wishlist has been cleared!').waitFor();

      const list = await callsOnceSent(page, 'wishlist_clear');
      const sent = (name: string) =>
        gtagEvents(list, name)
          .filter((p) => p.send_to === IDS.GA_MEASUREMENT_ID)
          .map(({ send_to: _sendTo, ...params }) => params);
      expect(sent('product_view')).toEqual([{ sku: 'T35326' }]);
      expect(sent('wishlist_add')).toEqual([{ sku: 'T35326' }, { sku: 'T35326' }]);
      expect(sent('wishlist_remove')).toEqual([{ sku: 'T35326' }]);
      expect(sent('marketplace_buy_click')).toEqual([{ sku: 'T35326' }]);
      expect(sent('wishlist_clear')).toEqual([{}]);
      // The marketplace itself is a link the visitor follows, not a tracker: it was the only other host asked.
      expect(
        visit.thirdParty.filter((url) => !STUBS.some((stub) => stub.test(url))).map((u) => u.host),
      ).toEqual(['www.amazon.in']);
    } finally {
      await visit.context.close();
    }
  });

  it('loads only the chosen categories, and the choice is changeable from the footer', async () => {
    const visit = await visitor(tracked, { stubs: true });
    const { page } = visit;
    try {
      await open(page, '/');
      await banner(page).getByRole('button', { name: 'Choose' }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await banner(page).getByLabel('Analytics').check();
      await banner(page).getByRole('button', { name: 'Save choices' }).click();
      await banner(page).waitFor({ state: 'detached' });
      await callsOnceSent(page, 'page_view');
      await open(page, '/filter/kitchen?category=kitchen-faucets');
      const list = await callsOnceSent(page, 'page_view');
      await settle(page);
      const hosts = new Set(visit.thirdParty.map((url) => url.host));
      expect([...hosts]).toEqual(['www.googletagmanager.com']);
      expect(gtagEvents(list, 'conversion')).toEqual([]);

      await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
      await page.getByRole('heading', { level: 1, name: 'Cookie settings' }).waitFor();
      expect(await page.getByLabel('Analytics').isChecked()).toBe(true);
      expect(await page.getByLabel('Advertising').isChecked()).toBe(false);
      await page.getByRole('button', { name: 'Allow none' }).click();
      await page.getByText('Your cookie settings have been saved.').waitFor();
      expect(
        JSON.parse(
          (await page.evaluate(() => localStorage.getItem('fittings.tracking-consent'))) ?? '{}',
        ),
      ).toMatchObject({ analytics: 'denied', behaviour: 'denied', advertising: 'denied' });

      const before = visit.thirdParty.length;
      await open(page, '/');
      await settle(page);
      expect(await banner(page).count()).toBe(0);
      expect(visit.thirdParty.slice(before).map(String)).toEqual([]);
    } finally {
      await visit.context.close();
    }
  });

  it('works fully with every tracker blocked: wishlist, search and a form', async () => {
    const visit = await visitor(tracked, { stubs: false });
    const { page } = visit;
    try {
      await open(page, '/');
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await settle(page);
      expect(visit.thirdParty.length).toBeGreaterThan(0);

      await open(page, '/product/T14059');
      await page
        .getByRole('button', { name: /^Wishlist:/ })
        .first()
        .click();
      await page.getByText(/added to your wishlist$/).waitFor();
      await page.getByRole('button', { name: 'Search' }).click();
      await page
        .getByRole('dialog', { name: 'Search products' })
        .getByPlaceholder('Search (keywords,etc)')
        .fill('T14059');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Search Results' }).waitFor();

      await open(page, '/contact-us');
      await page.getByLabel('Your name').fill('Ravi Kumar');
      await page.getByLabel('E-mail address').fill('ravi@example.com');
      await page.getByLabel('Your message').fill('Does the Pivotal range come in matte black?');
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.locator('form [role="status"]').waitFor();
      const db = openDatabase(tracked.databasePath, { readonly: true });
      try {
        const stored = db
          .prepare("SELECT payload FROM submissions WHERE form = 'contact-us'")
          .pluck()
          .all() as string[];
        expect(stored.map((row) => JSON.parse(row).name)).toContain('Ravi Kumar');
      } finally {
        db.close();
      }
      expect(visit.errors).toEqual([]);
    } finally {
      await visit.context.close();
    }
  });
});
