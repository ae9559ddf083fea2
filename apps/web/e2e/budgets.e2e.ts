// Byte budgets (issue 13): what a phone on a mobile network downloads, measured on the production build and the real
// API on loopback. Bytes do not flake, so they are asserted here; speed is measured by `pnpm bench`, never by a test.
// Every figure is printed, so a change that grows a page shows by how much before it reaches a ceiling.
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { baseUrl, connect, open } from './helpers';

const KB = 1024;

/** The pages of the issue's table, one of each kind. */
const PAGES = {
  home: '/',
  listing: '/filter/bathroom?category=showering',
  product: '/product/T14059-PR',
  'search results': '/search-results?term=shower',
} as const;
type PageName = keyof typeof PAGES;

/**
 * JavaScript a page loads until it is hydrated and the network is idle, gzip. The issue's target is 120 KB on a
 * product page, not reached yet (React DOM, React and React Router alone are about 100 KB of it); the ceilings are
 * today's figures with about 1 % of room, to be lowered as the bundles shrink, so any growth fails here rather than
 * in a phone's load time.
 */
// Raised from 143/143/143/142 KB when issue 17's list, compare and parts components joined the design system's one
// module (about 1.5 KB on every page); about 1 % above the figures measured then.
const JS_BUDGET_GZIP: Record<PageName, number> = {
  // Raised again (from 144.5/146/146/143.5 KB) by issue 18, which made every page bilingual: the route manifest lists
  // every page twice (/hi, +4 KB), the English catalogues now hold the words the code held (core, ui and site: about
  // 9.5 KB, less the literals taken out of the code), Lingui's runtime (2.5 KB), the search vocabulary that lets the
  // search box accept Hindi words (3 KB) and the menus in both languages (2 KB). Measured 164.2/165.0/165.2/162.0 KB.
  // Lowered (from 166/167/167/164 KB) when the code every page runs became two files instead of some 25
  // (apps/web/shellChunks.ts): one stream compresses better than many. Measured 157.0/157.7/157.8/154.9 KB.
  // Lowered (from 159/160/160/157 KB) by issue 30: the design system imported one component per path
  // (@fittings/ui/<Name>), so a page ships the components it renders; the search dialog and its vocabulary come when
  // it is first opened; the Hindi menus only on Hindi pages. Measured 150.1/150.8/154.4/150.5 KB. Issue 30's target,
  // 130 KB on a product page (the libraries' 108 KB and at most 22 KB of the site), is not reached: the libraries file
  // is 110 KB, and the site's shell (catalog-core, the trackers' consent, the layout's components, the English menus)
  // 27 KB on every page.
  // Raised by 1 KB (from 151.5/152/156/152 KB) when the branches of that stop met: the error reporter's listeners on
  // every page (its Sentry chunk loads only at a failure), the consent banner's categories and the results page's
  // "did you mean" block. Measured 151.0/151.7/155.2/152.0 KB, the results page at its ceiling to the byte.
  // Lowered (from 152.5/153/157/153 KB) by issue 30: catalog-core's ES build is a file per module and the shell takes
  // only those its own code imports (apps/web/shellChunks.ts), so compare rows, fit facts and the like load with the
  // routes that use them. The shell went from 27.5 to 23.4 KB. Measured 148.6/150.4/154.0/149.8 KB.
  // Lowered (from 149/151/154.5/150.5 KB) by issue 30: the translator reads compiled messages itself (Lingui's
  // runtime, 1.9 KB, left the libraries file), the consent banner and the language note load only when shown, and
  // form fields left the shared components file for one of their own. Measured 145.2/147.0/150.6/147.7 KB.
  // Lowered (from 146.5/148.5/152/149 KB) by issue 30: the English words are in the shell rather than a chunk asked
  // for after the entry script (2 files fewer, one stream), and the product page's tags and JSON-LD are made on the
  // server (seo.ts and the JSON-LD builders left its scripts). Measured 145.0/146.8/149.2/147.4 KB.
  // Raised (from 146.5/148/150.5/148.5 KB) by issue 39: the header's wishlist and compare shortcuts with their
  // counts, the toasts' actions and the side menu's shortcuts are on every page. Measured 147.0/148.2/150.4/149.3 KB
  // in a worktree; fresh clones have measured about 0.5-0.8 KB above a worktree's build, hence the headroom.
  // Raised (listing from 149.5, results from 150.5 KB) by issue 39 again: the results page has the listing's filter
  // panel, its sort and option groups (the listing's own components), the part answer and the nothing-found offers,
  // and the panel gained the phone's "Show N results" and "Clear". Measured 149.7 and 154.4 KB.
  // Raised (from 148/150.5/151.5/155.5 KB) by issue 40's details: focus to the new page's heading after a move, Tab
  // kept inside dialogs, a toast waiting for a dialog, and the listing's BreadcrumbList built by its meta. Measured
  // 148.3/150.8/151.6/155.0 KB in a worktree.
  home: 149.5 * KB,
  listing: 152 * KB,
  product: 152.5 * KB,
  'search results': 156 * KB,
};
/**
 * Script files a page asks for until it is hydrated and idle. Over HTTP/1.1 a phone opens six connections to the
 * origin and each file is a round trip on one of them (150 ms on a 4G phone): 36 files were six round trips in a row.
 * Measured 12/14/15/12 files once the shell was bundled as two files (apps/web/shellChunks.ts).
 */
// Raised to 17 by issue 30: catalog-core's modules that a listing and a product page share (but the shell does not
// use) come as a file of their own, for 1.3 to 2.4 KB less on every page. Six connections fetch 13 to 18 files in
// the same three rounds, so the 17th adds no round trip. Measured 14/17/17/14 files.
// Lowered to 16 by issue 30 when the English words joined the shell. Measured 13/16/15/14 files.
// Back to 17 when the listing and collection pages' filter panel became one kit component (issue 31): a file both
// routes share, 0.8 KB, the listing's 17th, in the same three rounds. Measured 13/17/15/14 files.
// Raised to 18 by issue 40: the listing's meta builds its BreadcrumbList with the product page's JSON-LD builder,
// a file the two share; the 18th is still in the third round of six connections. Building it in the loader instead
// (as the product page's meta is) would take it out of the page's scripts. Measured 13/18/14/17 files.
const JS_FILES_CEILING = 18;
// Issue 30's target for a product page (issue 13 had asked 120 KB).
const JS_TARGET_PRODUCT = 130 * KB;

/** HTML as sent (gzip). Search results must stay within the issue's 30 KB with 100 results. */
// Raised from 10/11/14 KB when cards gained finish swatches, photos their <picture> sources and listings the
// compare control and fit facets (measured then: 10.5, 13.3 and 16.2 KB).
const HTML_BUDGET_GZIP: Record<PageName, number> = {
  // Raised from 11 and 14 KB by issue 18's language switch and hreflang links (measured 11.2 and 14.1 KB).
  home: 11.5 * KB,
  listing: 14.5 * KB,
  product: 17 * KB,
  'search results': 30 * KB,
};

/**
 * Web fonts fetched before the first paint: those the HTML preloads (issue 13: at most 40 KB). Every other face is
 * `font-display: swap` over a metric-matched fallback, so it neither holds back nor moves the first paint.
 */
const PRELOADED_FONTS_BUDGET = 40 * KB;

/**
 * Hindi pages (issue 18): the same pages under /hi. Their JavaScript is the English page's (its ceiling above) plus
 * the Hindi message catalogues (core, ui and web: the `hi-*.js` chunks, loaded only on Hindi pages), which have a
 * ceiling of their own: 0.8 KB today with few texts converted, 16 KB for the whole interface (its English texts,
 * written in Devanagari at three bytes a letter, gzip to about that).
 */
const HINDI_PAGES = { home: '/hi', product: '/hi/product/T14059-PR' } as const;
const HINDI_CATALOGUE_BUDGET_GZIP = 16 * KB;

/**
 * Web fonts a page downloads until it is idle. English pages: the cores of the brand's two faces only (the letters
 * and signs an English page shows: Jost 15.3 KB, Inter 26.0 KB; fontsource's whole Latin files were 74.0 KB), never
 * a Devanagari face for reading, and for the language switch's "हिन्दी" only the design system's face of those six
 * letters (1.9 KB, at most 2.5 KB), without which a phone with no Devanagari font showed empty boxes there. Hindi
 * pages add Poppins' Devanagari subset, in the two weights the site uses (400 and 500: 38.7 + 38.2 KB), at most
 * 80 KB.
 */
const ENGLISH_FONTS_BUDGET = 44 * KB;
const LANGUAGE_NAMES_FONT_BUDGET = 2.5 * KB;
const DEVANAGARI_FONTS_BUDGET = 80 * KB;

/** The search dialog's request for 3 previews, and the results page's data for 100 results (issue 13). */
const DIALOG_ANSWER_BUDGET = 3 * KB;
const RESULTS_DATA_BUDGET = 30 * KB;

/** GETs a URL with `accept-encoding: gzip` and counts the bytes on the wire, as a browser would receive them. */
function wireBytes(
  url: string,
  acceptEncoding = 'gzip',
): Promise<{ status: number; encoding: string; vary: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          vary: String(res.headers.vary ?? ''),
          bytes,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const figures: string[] = [];
afterAll(() => {
  console.log(`\nbyte budgets (gzip)\n${figures.join('\n')}\n`);
});

describe('JavaScript per page (gzip), loaded until hydrated and idle', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    const browser = await connect();
    context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 375, height: 812 },
    });
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(Object.keys(PAGES) as PageName[])('%s', async (name) => {
    const page = await context.newPage();
    const scripts = new Map<string, Promise<number>>();
    const texts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      // Each file counted once, as gzip at the default level: the same figure whatever the server negotiates.
      scripts.set(
        response.url(),
        response.body().then((body) => gzipSync(body).length),
      );
      texts.push(response.text());
    });
    try {
      await open(page, PAGES[name]);
      await page.waitForLoadState('networkidle');
      const sizes = await Promise.all(scripts.values());
      const total = sizes.reduce((sum, size) => sum + size, 0);
      figures.push(
        `JS   ${name.padEnd(15)} ${kb(total).padStart(9)} in ${sizes.length} files (ceilings ${kb(JS_BUDGET_GZIP[name])}, ${JS_FILES_CEILING} files${name === 'product' ? `, target ${kb(JS_TARGET_PRODUCT)}` : ''})`,
      );
      expect(sizes.length).toBeGreaterThan(0);
      expect(sizes.length).toBeLessThanOrEqual(JS_FILES_CEILING);
      expect(total).toBeLessThanOrEqual(JS_BUDGET_GZIP[name]);
      // Issue 30: an English page carries no Hindi menu (a category's name in them), and a page that has not opened
      // the search dialog no search vocabulary (one of its Hindi words for a shower), unless it searches itself.
      const code = (await Promise.all(texts)).join('\n');
      expect(code).not.toContain('बेसिन नल');
      if (name !== 'search results') expect(code).not.toContain('फव्वारा');
    } finally {
      await page.close();
    }
  });
});

describe('HTML per page (gzip, as the web server sends it)', () => {
  it.each(Object.keys(PAGES) as PageName[])('%s', async (name) => {
    const { status, encoding, bytes } = await wireBytes(baseUrl + PAGES[name]);
    figures.push(
      `HTML ${name.padEnd(15)} ${kb(bytes).padStart(9)} (ceiling ${kb(HTML_BUDGET_GZIP[name])})`,
    );
    expect(status).toBe(200);
    expect(encoding).toBe('gzip');
    expect(bytes).toBeLessThanOrEqual(HTML_BUDGET_GZIP[name]);
  });
});

describe('what comes before the first paint', () => {
  it.each(Object.keys(PAGES) as PageName[])(
    '%s: one stylesheet, at most 40 KB of fonts preloaded, scripts after them',
    async (name) => {
      const html = await (await fetch(baseUrl + PAGES[name])).text();
      const links = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
      const fonts = links
        .filter((link) => /rel="preload"/.test(link) && /as="font"/.test(link))
        .map((link) => /href="([^"]+)"/.exec(link)?.[1] ?? '');
      // woff2 is compressed already: the bytes on the wire are the file's.
      const sizes = await Promise.all(
        fonts.map(async (href) => (await wireBytes(new URL(href, baseUrl).href)).bytes),
      );
      const total = sizes.reduce((sum, size) => sum + size, 0);
      figures.push(
        `FONT ${name.padEnd(15)} ${kb(total).padStart(9)} preloaded in ${fonts.length} files (ceiling ${kb(PRELOADED_FONTS_BUDGET)})`,
      );
      expect(fonts.length).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(PRELOADED_FONTS_BUDGET);
      // One render-blocking stylesheet (the design system's rules are in it), and every face it declares swaps
      // rather than holds back text.
      const stylesheets = links
        .filter((link) => /rel="stylesheet"/.test(link))
        .map((link) => /href="([^"]+)"/.exec(link)?.[1] ?? '');
      expect(stylesheets).toHaveLength(1);
      // Scripts are asked for once the stylesheet is in (see the browser's order below): no module preload in the
      // head, where the preload scanner found them with the stylesheet; the script that makes them, low priority,
      // comes before React Router's module script. The only image preloaded is the first screen's largest (high
      // priority), never one further down the page (a product's technology icons were preloaded at the same priority
      // as the gallery's first picture).
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toMatch(/rel="modulepreload"/);
      const preloads = html.indexOf('l.rel="modulepreload";l.fetchPriority="low"');
      expect(preloads).toBeGreaterThan(html.indexOf('</head>'));
      expect(preloads).toBeLessThan(html.indexOf('<script type="module"'));
      const imagePreloads = links.filter(
        (link) => /rel="preload"/.test(link) && /as="image"/.test(link),
      );
      expect(imagePreloads.length).toBeLessThanOrEqual(1);
      for (const link of imagePreloads) expect(link).toMatch(/fetchPriority="high"/i);
      for (const href of stylesheets) {
        const css = await (await fetch(new URL(href, baseUrl))).text();
        for (const face of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
          if (/src:\s*url\(/.test(face)) expect(face).toMatch(/font-display:\s*swap/);
        }
      }
    },
  );
});

describe('the order a browser asks in (issue 30)', () => {
  // Over a phone's connection every byte that goes before the stylesheet, the display font and the largest picture
  // delays the first paint; the scripts went with them (the preload scanner found their preloads in the head) and
  // took most of the 1.6 Mbps. The stylesheet is held here until the page's content is parsed (the footer is in the
  // document), time for the preload scanner to have asked for anything it was going to.
  it.each([
    ['English', PAGES.product],
    ['Hindi', HINDI_PAGES.product],
  ])(
    '%s product page: no script is asked for before the stylesheet has arrived',
    async (_, path) => {
      const browser = await connect();
      const context = await browser.newContext({ baseURL: baseUrl });
      try {
        const page = await context.newPage();
        const order: string[] = [];
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (/^\/assets\/.*\.js$/.test(pathname)) order.push(`script ${pathname}`);
        });
        let styleRequested = false;
        await page.route(/\/assets\/style-[^/]*\.css$/, async (route) => {
          styleRequested = true;
          await page.waitForFunction(() => document.querySelector('footer') !== null);
          order.push('stylesheet in');
          await route.continue();
        });
        await page.goto(path);
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(styleRequested).toBe(true);
        expect(order[0]).toBe('stylesheet in');
        expect(order.filter((entry) => entry.startsWith('script ')).length).toBeGreaterThan(5);
        // The scripts still came and hydrated the page.
        await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
      } finally {
        await context.close();
      }
    },
  );
});

describe('the scripts hydration waits for (issue 30)', () => {
  // Every script a page needs before it hydrates should be named by its HTML, so the browser asks for all of them in
  // one round. The site's English words were a chunk the entry script imported, asked for only once the entry had
  // run: one more round trip (150 ms on a phone) before any tap was answered. A Hindi page's own words still come
  // that way (their chunks have names only the browser build knows); only they may.
  it.each([
    ['English', PAGES.product, []],
    ['English', PAGES.home, []],
    ['Hindi', HINDI_PAGES.product, [/\/hi-[\w-]+\.js$/, /\/menus\.data\.hi-[\w-]+\.js$/]],
  ] as const)(
    "%s %s: none is found only once the entry script has run, but the language's own words",
    async (_, path, mayWait) => {
      const browser = await connect();
      const context = await browser.newContext({ baseURL: baseUrl });
      try {
        const page = await context.newPage();
        const scripts: string[] = [];
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (request.resourceType() === 'script') scripts.push(pathname);
        });
        const response = await page.goto(path);
        const html = await response!.text();
        await page.waitForSelector('html[data-hydrated="true"]');
        const asked = [...scripts];
        expect(asked.length).toBeGreaterThan(5);
        const late = asked.filter((script) => !html.includes(script));
        expect(late.filter((script) => !mayWait.some((pattern) => pattern.test(script)))).toEqual(
          [],
        );
        if (mayWait.length) expect(late.length).toBeGreaterThan(0);
        // The page is in its own language after hydration.
        expect(await page.locator('html').getAttribute('lang')).toMatch(
          path.startsWith('/hi') ? /^hi\b/ : /^en\b/,
        );
      } finally {
        await context.close();
      }
    },
  );
});

describe('a page kept by the browser (issue 30)', () => {
  it.each([
    ['English', PAGES.product],
    ['Hindi', HINDI_PAGES.product],
  ])('%s: asked again with its validator, comes back as 304 without its body', async (_, path) => {
    const first = await fetch(baseUrl + path, { headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\/"[\w-]+-br"$/);
    await first.arrayBuffer();
    const again = await fetch(baseUrl + path, {
      headers: { 'accept-encoding': 'br', 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    // Another encoding, or a validator of another page, gets the whole page.
    const gzip = await fetch(baseUrl + path, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag! },
    });
    expect(gzip.status).toBe(200);
    expect(await gzip.text()).toContain('<h1');
    const other = await fetch(`${baseUrl}/product/T14059`, {
      headers: { 'accept-encoding': 'br', 'if-none-match': etag! },
    });
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });
});

describe('scripts and the stylesheet on the wire', () => {
  it('come compressed at build time: brotli to a browser that takes it, smaller than gzip, one copy per encoding', async () => {
    const html = await (await fetch(baseUrl + PAGES.product)).text();
    const files = [
      ...new Set([...html.matchAll(/\/assets\/[^"']+\.(?:js|css)/g)].map((m) => m[0])),
    ];
    expect(files.length).toBeGreaterThan(10);
    let brotli = 0;
    let gzip = 0;
    for (const file of files) {
      const br = await wireBytes(baseUrl + file, 'br, gzip');
      const gz = await wireBytes(baseUrl + file, 'gzip');
      const plain = await wireBytes(baseUrl + file, 'identity');
      expect([br.status, gz.status, plain.status]).toEqual([200, 200, 200]);
      // Files under 1 KB are sent as they are: compressing them saves less than the headers cost.
      if (plain.bytes >= KB) {
        expect([br.encoding, gz.encoding]).toEqual(['br', 'gzip']);
        for (const answer of [br, gz, plain]) expect(answer.vary).toMatch(/accept-encoding/i);
      }
      brotli += br.bytes;
      gzip += gz.bytes;
    }
    figures.push(
      `WIRE product, scripts and stylesheet: ${kb(brotli)} brotli, ${kb(gzip)} gzip (${files.length} files)`,
    );
    expect(brotli).toBeLessThan(gzip * 0.92);
  });
});

describe('search answers (gzip)', () => {
  it('the search dialog downloads at most 3 KB for its 3 previews', async () => {
    // The path the dialog requests, through the web server as the browser sends it.
    const { status, bytes } = await wireBytes(`${baseUrl}/get/search/previews/shower?limit=3`);
    figures.push(
      `API  dialog, 3 previews  ${kb(bytes).padStart(9)} (ceiling ${kb(DIALOG_ANSWER_BUDGET)})`,
    );
    expect(status).toBe(200);
    expect(bytes).toBeLessThanOrEqual(DIALOG_ANSWER_BUDGET);
  });

  it('the results page data for 100 results is at most 30 KB, from the API and on client navigation', async () => {
    const answer = await fetch(`${baseUrl}/get/search/previews/shower`);
    expect(((await answer.json()) as { products: unknown[] }).products).toHaveLength(100);
    const api = await wireBytes(`${baseUrl}/get/search/previews/shower`);
    // What the browser fetches when it navigates to the results page without a full load.
    const data = await wireBytes(`${baseUrl}/search-results.data?term=shower`);
    figures.push(
      `API  results, 100 cards  ${kb(api.bytes).padStart(9)} (ceiling ${kb(RESULTS_DATA_BUDGET)})`,
      `DATA results, 100 cards  ${kb(data.bytes).padStart(9)} (ceiling ${kb(RESULTS_DATA_BUDGET)})`,
    );
    expect(api.status).toBe(200);
    expect(data.status).toBe(200);
    expect(api.bytes).toBeLessThanOrEqual(RESULTS_DATA_BUDGET);
    expect(data.bytes).toBeLessThanOrEqual(RESULTS_DATA_BUDGET);
  });
});

describe('Hindi pages (issue 18)', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    const browser = await connect();
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 375, height: 812 } });
  });
  afterAll(async () => {
    await context?.close();
  });

  /** Scripts (gzip) and fonts (as sent) a page loads until idle, with Devanagari in both weights on it. */
  async function load(path: string) {
    const page = await context.newPage();
    const scripts = new Map<string, Promise<number>>();
    const fonts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script') {
        scripts.set(
          response.url(),
          response.body().then((body) => gzipSync(body).length),
        );
      }
      if (type === 'font')
        fonts.set(
          response.url(),
          response.body().then((body) => body.length),
        );
    });
    try {
      await open(page, path);
      // Hindi text in a reading and a heading weight, as a translated page has (the language switch's word is on
      // English pages too): the faces any page in the language may fetch.
      await page.evaluate(() => {
        const main = document.querySelector('main');
        for (const weight of ['400', '500']) {
          const word = document.createElement('p');
          word.lang = 'hi';
          word.style.fontWeight = weight;
          word.textContent = 'हिन्दी में पढ़ें';
          main?.prepend(word);
        }
      });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      const sized = async (files: Map<string, Promise<number>>) =>
        Promise.all([...files].map(async ([url, size]) => ({ url, bytes: await size })));
      return { scripts: await sized(scripts), fonts: await sized(fonts) };
    } finally {
      await page.close();
    }
  }
  const sum = (files: { bytes: number }[]) => files.reduce((total, f) => total + f.bytes, 0);
  const isDevanagari = (url: string) => /devanagari/i.test(new URL(url).pathname);

  it.each(Object.keys(HINDI_PAGES) as (keyof typeof HINDI_PAGES)[])(
    '%s: English fonts unchanged, Devanagari only on the Hindi page, JS the English ceiling plus the catalogue',
    async (name) => {
      const english = await load(PAGES[name]);
      const hindi = await load(HINDI_PAGES[name]);

      const englishFonts = sum(english.fonts);
      expect(english.fonts.filter((f) => isDevanagari(f.url))).toEqual([]);
      // The whole Latin faces stay behind their cores: no letter of these pages is outside them.
      expect(english.fonts.filter((f) => /-latin-wght/.test(f.url))).toEqual([]);
      expect(englishFonts).toBeLessThanOrEqual(ENGLISH_FONTS_BUDGET);
      const names = english.fonts.filter((f) => /language-names/.test(new URL(f.url).pathname));
      expect(names).toHaveLength(1);
      expect(sum(names)).toBeLessThanOrEqual(LANGUAGE_NAMES_FONT_BUDGET);

      const devanagari = hindi.fonts.filter((f) => isDevanagari(f.url));
      expect(devanagari.length).toBeGreaterThan(0);
      expect(sum(devanagari)).toBeLessThanOrEqual(DEVANAGARI_FONTS_BUDGET);
      // Its Latin faces are the English page's.
      expect(sum(hindi.fonts) - sum(devanagari)).toBeLessThanOrEqual(ENGLISH_FONTS_BUDGET);

      const catalogue = hindi.scripts.filter((f) =>
        // The Hindi catalogues, and since issue 30 the Hindi menus, which come with them.
        /\/(?:hi|menus\.data\.hi)-[\w-]+\.js$/.test(new URL(f.url).pathname),
      );
      expect(catalogue.length).toBeGreaterThan(0);
      expect(english.scripts.filter((f) => catalogue.some((c) => c.url === f.url))).toEqual([]);
      const js = sum(hindi.scripts);
      figures.push(
        `FONT ${name.padEnd(10)} en ${kb(englishFonts).padStart(9)} (ceiling ${kb(ENGLISH_FONTS_BUDGET)}), hi Devanagari ${kb(sum(devanagari))} in ${devanagari.length} files (ceiling ${kb(DEVANAGARI_FONTS_BUDGET)})`,
        `JS   ${name.padEnd(10)} hi ${kb(js).padStart(9)}, of it the Hindi catalogue ${kb(sum(catalogue))} (ceilings ${kb(JS_BUDGET_GZIP[name])} + ${kb(HINDI_CATALOGUE_BUDGET_GZIP)})`,
      );
      expect(sum(catalogue)).toBeLessThanOrEqual(HINDI_CATALOGUE_BUDGET_GZIP);
      expect(js - sum(catalogue)).toBeLessThanOrEqual(JS_BUDGET_GZIP[name]);
    },
  );
});

describe('the brand faces beyond their cores', () => {
  it('draws a letter the core lacks from the whole Latin face, fetched only for it', async () => {
    const browser = await connect();
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 375, height: 812 },
    });
    try {
      const page = await context.newPage();
      const fonts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'font')
          fonts.push(new URL(response.url()).pathname);
      });
      await open(page, PAGES.product);
      await page.evaluate(() => document.fonts.ready);
      expect(fonts.filter((path) => /-core-wght/.test(path))).toHaveLength(2);
      expect(fonts.filter((path) => /-latin-wght/.test(path))).toEqual([]);

      // A product name with an accent, as a brand's catalogue may hold: the heading's face draws every letter.
      await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
        heading.textContent = 'Café Crème Basin Mixer';
      });
      await page.evaluate(() => document.fonts.ready);
      await expect.poll(() => fonts.filter((path) => /jost-latin-wght/.test(path))).toHaveLength(1);
      const faces = await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.replace(/["']/g, '') === 'Jost Variable')
          .filter((face) => face.status === 'loaded')
          .map((face) => face.unicodeRange),
      );
      // The core and the whole Latin face (whose range holds é and è), both loaded.
      expect(faces).toHaveLength(2);
      expect(faces.filter((range) => range.startsWith('U+0-FF,'))).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});

/**
 * What the service worker downloads at install, after a first visit's load event (issue 30): the shell that pages
 * opening offline need (the entry, root and layout, products, the wishlist, the comparison and the offline page, and
 * what they load later), not every route's scripts. All of them (100 files, 290 KB brotli) sent some 90 requests
 * after a first visit, which held a phone's six connections and its 1.6 Mbps for seconds and slowed the page opened
 * next. Measured 36 files and 223.6 KB gzip.
 */
// Raised to 42 by issue 30: the consent banner and the language note are files of their own now, loaded when
// shown, and the worker stores them at install like the rest of what the shell loads later. Measured 42 files,
// 223.9 KB.
// Raised to 229 KB by ky 2 (issue 42): the api-client chunk the shell loads (ky with it) is 11.9 KB gzip, and the
// install measured 228.7 KB on the first fresh-clone run with it, against 223.9 before.
const INSTALL_FILES_CEILING = 42;
// Raised to 231.5 KB by issue 39: the header's shortcuts and the toasts' actions are in the shell the worker stores.
// Measured 229.9 KB in 40 files in a worktree.
// Raised to 233 KB by issue 40's details, which are in the shell (focus after moves, dialogs, toasts). Measured
// 231.7 KB in 40 files in a worktree.
const INSTALL_BUDGET_GZIP = 233 * KB;

describe('the service worker at install', () => {
  it('stores the shell of the pages that open offline, not every route', async () => {
    const worker = await (await fetch(`${baseUrl}/sw.js`)).text();
    const urls = [...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!);
    const manifest = /window\.__reactRouterManifest=(\{.*\});?\s*$/s.exec(
      await (
        await fetch(`${baseUrl}/${urls.find((url) => /manifest-[0-9a-f]{8}\.js$/.test(url))}`)
      ).text(),
    );
    const routes = JSON.parse(manifest![1]!).routes as Record<string, { module: string }>;
    const stored = new Set(urls.map((url) => `/${url.replace(/^\//, '')}`));
    for (const id of [
      'root',
      'routes/product',
      'routes/wishlist',
      'routes/compare',
      'routes/offline',
    ])
      expect(stored, id).toContain(routes[id]!.module);
    for (const id of ['routes/home', 'awards', 'routes/where-to-buy', 'routes/contact-us'])
      expect(stored, id).not.toContain(routes[id]!.module);
    expect(stored).toContain('/offline');
    expect(stored).toContain('/hi/offline');

    let total = 0;
    for (const url of stored) total += (await wireBytes(baseUrl + url)).bytes;
    figures.push(
      `SW   install ${kb(total).padStart(9)} in ${stored.size} files (ceilings ${kb(INSTALL_BUDGET_GZIP)}, ${INSTALL_FILES_CEILING} files)`,
    );
    expect(stored.size).toBeLessThanOrEqual(INSTALL_FILES_CEILING);
    expect(total).toBeLessThanOrEqual(INSTALL_BUDGET_GZIP);
  });
});
