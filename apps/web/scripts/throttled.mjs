// `perf throttled` (issue 30): what a mid-range phone on a mobile network gets, measured in Chromium under applied
// throttling rather than Lighthouse's model: 1.6 Mbps down, 750 kbps up, 150 ms round trips, the CPU four times
// slower, a 412 px touch screen. For each page: LCP on a first visit (empty cache) and on a repeat visit (the same
// browser, warm HTTP cache and service worker); the time from tapping a product card to the product's heading on a
// client-side navigation; and INP (Event Timing) of opening the side menu, choosing another finish, adding to the
// wishlist and opening the search dialog.
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';

export const THROTTLING = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

export const THROTTLED_PAGES = [
  ['home', '/'],
  ['listing', '/filter/bathroom?category=lav-faucets'],
  ['product', '/product/T14059'],
  ['search', '/search-results?term=pivotal'],
  ['hi-product', '/hi/product/T14059'],
];

const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 13; moto g power) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};

async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latency,
    downloadThroughput: THROTTLING.downloadThroughput,
    uploadThroughput: THROTTLING.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  return cdp;
}

/** Records Event Timing entries and LCP in every document the page opens. */
function observe() {
  window.__perf = { lcp: 0, lcpElement: '', events: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__perf.lcp = entry.startTime;
      const element = entry.element;
      window.__perf.lcpElement = element
        ? `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${
            entry.url
              ? entry.url.replace(location.origin, '')
              : JSON.stringify((element.textContent ?? '').trim().slice(0, 40))
          } (${entry.size} px², render ${Math.round(entry.renderTime)}, load ${Math.round(entry.loadTime)})`
        : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__perf.events.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function lcpOf(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
  // LCP is final at the first input; a short quiet wait lets a late image report first.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return page.evaluate(() => Math.round(window.__perf.lcp));
}

/** The slowest interaction (Event Timing duration) of what `act` does; below 16 ms none is reported. */
async function inpOf(page, act) {
  await page.evaluate(() => {
    window.__perf.events = [];
  });
  await act();
  await page.waitForTimeout(300);
  const durations = await page.evaluate(() => window.__perf.events);
  return durations.length ? Math.max(...durations) : '<16';
}

/** From a tap on the first card of a listing to the product's heading on screen, client-side. */
async function tapToHeading(page, listingUrl) {
  await page.goto(listingUrl, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const link = page
    .getByRole('list', { name: /products|प्रोडक्ट/i })
    .locator('article a')
    .first();
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => location.pathname);
  await page.evaluate((from) => {
    window.__tap = new Promise((resolve) => {
      let started = 0;
      addEventListener('pointerdown', () => (started = performance.now()), {
        capture: true,
        once: true,
      });
      const check = () => {
        const heading = document.querySelector('main h1');
        if (location.pathname !== from && location.pathname.includes('/product/') && heading)
          requestAnimationFrame(() => resolve(Math.round(performance.now() - started)));
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  }, before);
  await link.tap();
  return page.evaluate(() => window.__tap);
}

/**
 * A first visit's waterfall up to its largest paint: each request's start, priority (first and last), bytes on the
 * wire and end, in ms from the document's request, and the LCP element and time. Under 1.6 Mbps every byte that
 * goes before the LCP resource costs it about 5 ms a kilobyte; this shows what competes.
 */
async function waterfallOf(page, cdp, url) {
  const requests = new Map();
  let origin;
  const onSent = (event) => {
    origin ??= event.timestamp;
    if (requests.has(event.requestId)) return; // a redirect: the same id again
    requests.set(event.requestId, {
      url: event.request.url.replace(/^https?:\/\/[^/]+/, ''),
      type: event.type,
      priority: event.request.initialPriority,
      start: event.timestamp,
    });
  };
  const onPriority = (event) => {
    const request = requests.get(event.requestId);
    if (request) request.priority += `→${event.newPriority}`;
  };
  const onResponse = (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.from = event.response.fromServiceWorker
      ? 'worker'
      : event.response.fromDiskCache
        ? 'cache'
        : `${event.response.status}`;
    // When the request went out on a connection (it may wait for one of the six), in the same clock.
    const timing = event.response.timing;
    if (timing && timing.sendStart >= 0)
      request.sent = timing.requestTime + timing.sendStart / 1000;
  };
  const onFinished = (event) => {
    const request = requests.get(event.requestId);
    if (request) Object.assign(request, { end: event.timestamp, bytes: event.encodedDataLength });
  };
  cdp.on('Network.requestWillBeSent', onSent);
  cdp.on('Network.resourceChangedPriority', onPriority);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  try {
    const lcp = await lcpOf(page, url);
    const element = await page.evaluate(() => window.__perf.lcpElement);
    const ms = (t) => (t === undefined ? '' : Math.round((t - origin) * 1000));
    const rows = [...requests.values()]
      .sort((a, b) => a.start - b.start)
      .map((r) => ({
        start: ms(r.start),
        sent: ms(r.sent),
        end: ms(r.end),
        KB: r.bytes === undefined ? '' : Number((r.bytes / 1024).toFixed(1)),
        priority: r.priority,
        type: r.type,
        from: r.from ?? '',
        url: r.url.length > 70 ? `${r.url.slice(0, 67)}...` : r.url,
        beforeLcp: r.start !== undefined && ms(r.start) <= lcp ? 'yes' : '',
      }));
    return { lcp, element, rows };
  } finally {
    cdp.off('Network.requestWillBeSent', onSent);
    cdp.off('Network.resourceChangedPriority', onPriority);
    cdp.off('Network.responseReceived', onResponse);
    cdp.off('Network.loadingFinished', onFinished);
  }
}

/** `perf throttled waterfall`: each page's first and repeat visit, its LCP element and what was requested before and after. */
export async function throttledWaterfalls(baseUrl, { chromePath, pages = THROTTLED_PAGES } = {}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    for (const [name, pathname] of pages) {
      const context = await browser.newContext({ ...PHONE, baseURL: baseUrl, locale: 'en-IN' });
      await context.addInitScript(observe);
      const page = await context.newPage();
      const cdp = await throttle(context, page);
      for (const visit of ['first', 'repeat']) {
        if (visit === 'repeat') await page.goto('about:blank');
        const { lcp, element, rows } = await waterfallOf(page, cdp, pathname);
        console.log(`\n${name} ${pathname}, ${visit} visit: LCP ${lcp} ms, ${element}`);
        console.table(rows);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

export async function measureThrottled(baseUrl, { chromePath, pages = THROTTLED_PAGES } = {}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const loadBefore = loadavg()[0];
  const rows = [];
  try {
    for (const [name, pathname] of pages) {
      const context = await browser.newContext({ ...PHONE, baseURL: baseUrl, locale: 'en-IN' });
      await context.addInitScript(observe);
      const page = await context.newPage();
      await throttle(context, page);
      const row = { page: name };
      row['first LCP ms'] = await lcpOf(page, pathname);
      // A repeat visit: another page first, so this is a navigation and not a reload.
      await page.goto('about:blank');
      row['repeat LCP ms'] = await lcpOf(page, pathname);
      rows.push(row);
      await context.close();
    }

    // Client-side navigation and interactions, in a warmed-up browser as a visitor browsing would have.
    const context = await browser.newContext({ ...PHONE, baseURL: baseUrl, locale: 'en-IN' });
    await context.addInitScript(observe);
    const page = await context.newPage();
    await throttle(context, page);
    const interactions = { page: 'interactions' };
    for (const [label, listing] of [
      ['tap→heading ms', '/filter/bathroom?category=showering'],
      ['hi tap→heading ms', '/hi/filter/bathroom?category=showering'],
    ]) {
      await tapToHeading(page, listing); // warms the product route's code
      interactions[label] = await tapToHeading(page, listing);
    }
    await lcpOf(page, '/');
    interactions['INP menu ms'] = await inpOf(page, () =>
      page.getByRole('button', { name: 'Menu' }).tap(),
    );
    await lcpOf(page, '/');
    interactions['INP search ms'] = await inpOf(page, () =>
      page.getByRole('button', { name: 'Search' }).tap(),
    );
    await lcpOf(page, '/product/T14059');
    interactions['INP wishlist ms'] = await inpOf(page, () =>
      page
        .locator('main')
        .getByRole('button', { name: /wishlist/i })
        .first()
        .tap(),
    );
    interactions['INP swatch ms'] = await inpOf(page, () =>
      page.getByRole('link', { name: 'Matte Black' }).first().tap(),
    );
    rows.push(interactions);
    await context.close();
  } finally {
    await browser.close();
  }
  return { rows, load: [loadBefore, loadavg()[0]].map((n) => n.toFixed(1)) };
}
