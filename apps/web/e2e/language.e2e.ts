// English and Hindi (issue 18) on the production build in a real Chromium: the Hindi pages' language, hreflang and
// canonical links, both languages in sitemap.xml, the visitor's choice remembered in the browser (and only there:
// a crawler asking in Hindi gets English, never a redirect), the suggestion for a browser that prefers Hindi, and
// the Devanagari font fetched on Hindi pages only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, connect, fetchHtml, open, waitForUrl } from './helpers';
import { seriousViolations } from './a11y';

const linksOf = (html: string) => [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** The page's hreflang → href pairs and canonical URL, as a crawler reads them in the HTML. */
function seoLinks(html: string) {
  const links = linksOf(html);
  const alternates = Object.fromEntries(
    links
      .filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hrefLang') !== undefined)
      .map((l) => [attr(l, 'hrefLang'), attr(l, 'href')]),
  );
  const canonical = links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => attr(l, 'href'));
  return { alternates, canonical };
}

async function newContext(options: { locale?: string } = {}): Promise<BrowserContext> {
  const browser = await connect();
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 375, height: 812 },
    reducedMotion: 'reduce',
    ...options,
  });
  context.setDefaultTimeout(10_000);
  return context;
}

describe('what a crawler reads', () => {
  it.each([
    ['/', '/'],
    ['/product/T14059-PR', '/product/T14059-PR'],
    ['/warranty', '/warranty'],
  ])('%s and its Hindi twin name each other, each with its own canonical', async (english) => {
    const hindi = english === '/' ? '/hi' : `/hi${english}`;
    const en = await fetchHtml(english);
    const hi = await fetchHtml(hindi);
    expect(en.status).toBe(200);
    expect(hi.status).toBe(200);
    expect(en.html).toMatch(/<html lang="en-IN"/);
    expect(hi.html).toMatch(/<html lang="hi-IN"/);
    const pairs = {
      'en-IN': `${baseUrl}${english}`,
      'hi-IN': `${baseUrl}${hindi}`,
      'x-default': `${baseUrl}${english}`,
    };
    expect(seoLinks(en.html)).toEqual({ alternates: pairs, canonical: [`${baseUrl}${english}`] });
    expect(seoLinks(hi.html)).toEqual({ alternates: pairs, canonical: [`${baseUrl}${hindi}`] });
    expect(hi.html).toContain('<meta property="og:locale" content="hi_IN"/>');
    expect(hi.html).toContain('<meta property="og:locale:alternate" content="en_IN"/>');
    expect(en.html).toContain('<meta property="og:locale" content="en_IN"/>');
  });

  it('lists both languages in sitemap.xml, each page with its alternates', async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    const hindi = locs.filter((loc) => new URL(loc).pathname.match(/^\/hi(\/|$)/));
    expect(hindi.length).toBe(locs.length / 2);
    expect(locs).toContain(`${baseUrl}/hi/product/T14059-PR`);
    expect(locs).toContain(`${baseUrl}/product/T14059-PR`);
    const entry = /<url>\s*<loc>[^<]*\/hi\/warranty<\/loc>([\s\S]*?)<\/url>/.exec(xml)?.[1] ?? '';
    expect(entry).toContain(`hreflang="en-IN" href="${baseUrl}/warranty"`);
    expect(entry).toContain(`hreflang="hi-IN" href="${baseUrl}/hi/warranty"`);
    expect(entry).toContain(`hreflang="x-default" href="${baseUrl}/warranty"`);
  });

  it('answers a Hindi-speaking crawler in English, with no redirect (Accept-Language only suggests)', async () => {
    for (const path of ['/', '/product/T14059-PR']) {
      const response = await fetch(baseUrl + path, {
        redirect: 'manual',
        headers: {
          'accept-language': 'hi-IN,hi;q=0.9',
          'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toMatch(/<html lang="en-IN"/);
    }
  });

  it('sends robots away from the Hindi personal pages as from the English ones', async () => {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /wishlist');
    expect(robots).toContain('Disallow: /hi/wishlist');
  });
});

describe('links on a Hindi page', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('stay in Hindi: the site links go to /hi pages, files and other sites are left alone', async () => {
    await open(page, '/hi/product/T14059-PR');
    // The language switch's links name their language (hreflang) and are the one way out of Hindi.
    const switchLinks = await page.$$eval('a[hreflang]', (links) =>
      links.map((a) => [a.getAttribute('href'), a.getAttribute('hreflang')]),
    );
    expect(switchLinks).toEqual([
      ['/product/T14059-PR', 'en-IN'],
      ['/hi/product/T14059-PR', 'hi-IN'],
    ]);
    const hrefs = await page.$$eval('a[href^="/"]:not([hreflang])', (links) =>
      links.map((a) => a.getAttribute('href') ?? ''),
    );
    expect(hrefs.length).toBeGreaterThan(10);
    const site = hrefs.filter((h) => !/^\/(media|get)\/|^\/sitemap\.xml/.test(h));
    const english = site.filter((h) => !/^\/hi(\/|$|\?|#)/.test(h));
    expect(english).toEqual([]);
    // Client-side navigation keeps the language.
    await page.locator('a[href^="/hi/"]:visible').first().click();
    await waitForUrl(page, (url) => url.pathname !== '/hi/product/T14059-PR');
    expect(new URL(page.url()).pathname).toMatch(/^\/hi(\/|$)/);
    expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');
  });
});

describe("the visitor's choice", () => {
  it('is remembered: after choosing Hindi, the next visit to an English address moves to Hindi', async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      await open(page, '/warranty');
      // The toolbar's language switch: a click on a language chooses the language of the page it goes to.
      await page
        .getByRole('navigation', { name: 'Language' })
        .first()
        .getByRole('link', { name: 'हिन्दी' })
        .click();
      await waitForUrl(page, (url) => url.pathname === '/hi/warranty');
      await page.close();

      // A new visit (a new tab) to an English address: the server answers English, the browser moves to Hindi.
      const next = await context.newPage();
      const response = await next.goto('/product/T14059-PR');
      expect(response?.status()).toBe(200);
      await waitForUrl(next, (url) => url.pathname === '/hi/product/T14059-PR');
      await next.waitForSelector('html[lang="hi-IN"][data-hydrated="true"]');
      // Later pages of the same visit stay where the visitor goes.
      await open(next, '/about');
      expect(new URL(next.url()).pathname).toBe('/about');
      await next.close();
    } finally {
      await context.close();
    }
  });

  it('with no choice, a browser preferring Hindi is offered the Hindi page in a closable note, never moved', async () => {
    const context = await newContext({ locale: 'hi-IN' });
    try {
      const page = await context.newPage();
      await open(page, '/warranty');
      const note = page.getByRole('region', { name: 'भाषा' });
      await note.waitFor();
      expect(new URL(page.url()).pathname).toBe('/warranty');
      expect(await note.getAttribute('lang')).toBe('hi-IN');
      await expect.poll(() => note.innerText()).toContain('यह पेज हिन्दी में भी उपलब्ध है');
      expect(await note.getByRole('link').getAttribute('href')).toBe('/hi/warranty');
      expect(await seriousViolations(page)).toEqual([]);
      // Keyboard: the close button is reachable and closes it; it stays closed on the next page.
      await note.getByRole('button', { name: 'बंद करें' }).focus();
      await page.keyboard.press('Enter');
      await note.waitFor({ state: 'detached' });
      await open(page, '/about');
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('region', { name: 'भाषा' }).count()).toBe(0);

      // Following the note's link chooses Hindi.
      const other = await (await newContext({ locale: 'hi-IN' })).newPage();
      try {
        await open(other, '/warranty');
        await other.getByRole('region', { name: 'भाषा' }).getByRole('link').click();
        await waitForUrl(other, (url) => url.pathname === '/hi/warranty');
        expect(await other.evaluate(() => localStorage.getItem('language'))).toBe('hi');
      } finally {
        await other.context().close();
      }
    } finally {
      await context.close();
    }
  });

  it('is not offered to a browser preferring English', async () => {
    const context = await newContext({ locale: 'en-IN' });
    try {
      const page = await context.newPage();
      await open(page, '/warranty');
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('region', { name: 'Language' }).count()).toBe(0);
      expect(await page.locator('section[lang="hi-IN"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the Devanagari font', () => {
  async function fontsOf(path: string): Promise<string[]> {
    const context = await newContext();
    try {
      const page = await context.newPage();
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
      });
      await open(page, path);
      // Hindi words on both pages, as the language switch's "हिन्दी" will be on every page: only the Hindi page
      // may fetch a face for them.
      await page.evaluate(() => {
        const word = document.createElement('p');
        word.lang = 'hi';
        word.textContent = 'हिन्दी में पढ़ें';
        document.querySelector('main')?.prepend(word);
      });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      return fonts;
    } finally {
      await context.close();
    }
  }

  it('is fetched on a Hindi page and not on an English one', async () => {
    const hindi = await fontsOf('/hi');
    const english = await fontsOf('/');
    expect(hindi.some((f) => /devanagari/.test(f))).toBe(true);
    expect(english.some((f) => /devanagari/.test(f))).toBe(false);
  });
});
