// Real visitors' speed (issue 29) in Chromium: the Web Vitals beacon reaches the site's own /vitals only once the
// visitor has consented to analytics, never before, in English and Hindi, and the figures show on the metrics
// address by page type and connection type. Third-party requests are refused, so only the site is ever reached.
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/webServer.mjs';
import { connect } from './helpers';
import { startStack, type Stack } from './stack';

let stack: Stack;
let metricsUrl: string;

beforeAll(async () => {
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  // A tracker id makes the site ask for consent; its script is refused below.
  stack = await startStack({
    env: { GA_MEASUREMENT_ID: 'G-VITALS123', WEB_METRICS_PORT: String(metricsPort) },
  });
});
afterAll(async () => {
  await stack?.close();
});

/** A visitor whose requests are recorded in order, with every host but the site's refused. */
async function visitor() {
  const browser = await connect();
  const context: BrowserContext = await browser.newContext({ baseURL: stack.baseUrl });
  const origin = new URL(stack.baseUrl).origin;
  await context.route('**/*', (route) =>
    new URL(route.request().url()).origin === origin
      ? route.continue()
      : route.abort('blockedbyclient'),
  );
  const log: string[] = [];
  const beacons: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/vitals') return;
    log.push('beacon');
    beacons.push(request);
  });
  return { context, log, beacons };
}

/** What web-vitals and the page see when a visitor switches tab: the page hidden. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}
async function show(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    Object.defineProperty(document, 'hidden', { value: false, configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

const sample = (text: string, name: string, labels: Record<string, string>) => {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
};

const LANGUAGES = [
  {
    name: 'English',
    path: '/product/T14059-PR',
    region: 'Cookies on this site',
    accept: 'Accept all',
  },
  {
    name: 'Hindi',
    path: '/hi/product/T14059-PR',
    region: 'इस साइट पर कुकी',
    accept: 'सभी स्वीकार करें',
  },
] as const;

describe.each(LANGUAGES)('Web Vitals ($name)', ({ path, region, accept }) => {
  it('are sent to the site after analytics consent and never before', async () => {
    const { context, log, beacons } = await visitor();
    try {
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForSelector('html[data-hydrated="true"]');
      // A click is an interaction (INP) and ends LCP; then the visitor switches tab before answering the banner.
      await page.getByRole('heading', { level: 1 }).click();
      await hide(page);
      await show(page);
      log.push('consent');
      await page
        .getByRole('region', { name: region })
        .getByRole('button', { name: accept })
        .click();
      // Consent loads the measuring code (its own chunk), which starts on the next frame of the visible page;
      // switching tab again then sends what it measured.
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((entry) => /webVitals/.test(entry.name)),
      );
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
      );
      const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/vitals');
      await hide(page);
      await sent;
      expect(log.slice(0, 2)).toEqual(['consent', 'beacon']);
      const beacon = beacons[0]!;
      const report = JSON.parse(beacon.postData() ?? '{}') as {
        page: string;
        connection: string;
        metrics: Record<string, number>;
      };
      expect(report.page).toBe('product');
      // TTFB and CLS always; LCP and INP when the browser has one to report by then.
      expect(Object.keys(report.metrics)).toEqual(expect.arrayContaining(['TTFB', 'CLS']));
      // Nothing of the visitor or the address in it.
      expect(beacon.postData()).not.toContain('T14059');
      // Folded in by page type and connection type, on the metrics address.
      await expect
        .poll(async () =>
          sample(await (await fetch(metricsUrl)).text(), 'fittings_web_vitals_seconds_count', {
            metric: 'TTFB',
            page_type: 'product',
            connection: report.connection,
          }),
        )
        .toBeGreaterThanOrEqual(1);
    } finally {
      await context.close();
    }
  });

  it('are never sent when the visitor rejects analytics', async () => {
    const { context, log } = await visitor();
    try {
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page
        .getByRole('region', { name: region })
        .getByRole('button', { name: accept === 'Accept all' ? 'Reject all' : 'सभी अस्वीकार करें' })
        .click();
      await hide(page);
      // A page that is leaving is the last chance to send: nothing goes then either.
      await page.goto('/where-to-buy');
      await page.waitForLoadState('networkidle');
      expect(log).toEqual([]);
      // The measuring code was never even loaded.
      const scripts = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      );
      expect(scripts.filter((name) => /webVitals/i.test(name))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('POST /vitals', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.baseUrl}/vitals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  const good = { page: 'home', connection: '4g', metrics: { LCP: 1200, CLS: 0.02 } };

  it('folds a good report in, and refuses bad ones with a 4xx that says why', async () => {
    expect((await post(JSON.stringify(good))).status).toBe(204);
    const cases: [string, number, RegExp][] = [
      ['{not json', 400, /not JSON/],
      [JSON.stringify({ ...good, page: '/product/T14059' }), 400, /Unknown page type/],
      [JSON.stringify({ ...good, metrics: { LCP: -1 } }), 400, /LCP must be a number/],
      [JSON.stringify({ ...good, metrics: { FID: 10 } }), 400, /Unknown metric/],
      [JSON.stringify({ ...good, pad: 'x'.repeat(2000) }), 413, /too large/],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(body);
      expect(response.status, body.slice(0, 40)).toBe(status);
      expect(await response.text()).toMatch(message);
    }
    const crossSite = await post(JSON.stringify(good), { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const text = await (await fetch(metricsUrl)).text();
    expect(text).not.toContain('T14059');
    expect(text).not.toContain('FID');
  });
});
