// Shared by the end-to-end files: the addresses from the global setup, the two viewports every behaviour is checked
// at, and one browser connection per file with a context per viewport.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { keepScreenshots, watchBrowser } from './artifacts';

export const baseUrl = inject('baseUrl');

export const viewports = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

export type Viewport = (typeof viewports)[number];

let browser: Browser | undefined;

export async function connect(): Promise<Browser> {
  browser ??= watchBrowser(await chromium.connect(inject('wsEndpoint')));
  return browser;
}

/**
 * A browser context at a viewport, opened before the suite's tests and closed after them. `serviceWorkers: 'block'`
 * is for a suite that holds or answers requests with page.route, which never sees what the site's service worker
 * fetches (a Playwright limit); every other suite runs with the worker, as a visitor's browser does.
 */
export function useContext(
  viewport: Viewport,
  { serviceWorkers = 'allow' }: { serviceWorkers?: 'allow' | 'block' } = {},
) {
  const state = {} as { context: BrowserContext; page: Page };
  beforeAll(async () => {
    const b = await connect();
    state.context = await b.newContext({
      baseURL: baseUrl,
      viewport: { width: viewport.width, height: viewport.height },
      reducedMotion: 'reduce',
      serviceWorkers,
    });
    state.context.setDefaultTimeout(10_000);
    state.page = await state.context.newPage();
  });
  afterAll(async () => {
    await state.context?.close();
  });
  return state;
}

/**
 * Runs `use` on a page of a context of its own, closed afterwards: for a test that installs Playwright's fake clock
 * (`page.clock` is the whole context's), so the spec's timings are checked on the page's own time, not the machine's.
 */
export async function withOwnContext<T>(
  viewport: Viewport,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await (
    await connect()
  ).newContext({
    baseURL: baseUrl,
    viewport: { width: viewport.width, height: viewport.height },
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(10_000);
  try {
    return await use(await context.newPage());
  } catch (error) {
    await keepScreenshots(context);
    throw error;
  } finally {
    await context.close();
  }
}

export const isMobile = (viewport: Viewport) => viewport.width < 1024;

/** The raw HTML the server sends, as a crawler sees it (no JavaScript). */
export async function fetchHtml(path: string) {
  const response = await fetch(baseUrl + path, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** Waits until client-side navigation has settled on a URL that passes the test. */
export async function waitForUrl(page: Page, test: (url: URL) => boolean, timeout = 10_000) {
  await page.waitForURL((url) => test(url), { timeout });
}

/** Opens a page and waits until React has hydrated it, so buttons respond. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForSelector('html[data-hydrated="true"]');
  return response;
}

/** The `<img>` tags of product pictures in a page's HTML, in document order (cards and galleries). */
export function productImageTags(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*\/media\/products\/[^>]*>/g)].map((match) => match[0]);
}

/** Asserts that only the first product picture loads at once with high priority, and the rest lazily. */
export function firstImageOnlyHasPriority(html: string): void {
  const [first, ...rest] = productImageTags(html);
  expect(first).toMatch(/loading="eager"/);
  expect(first).toMatch(/fetchpriority="high"/i);
  expect(rest.length).toBeGreaterThan(0);
  for (const tag of rest) {
    expect(tag).toMatch(/loading="lazy"/);
    expect(tag).not.toMatch(/fetchpriority/i);
  }
}
