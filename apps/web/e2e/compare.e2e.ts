// Issue 17 in Chromium at 375 and 1280 px: the low-pressure and hard-water facets (with and without JavaScript), the
// product page's "Fits your home" block, and the compare page (from cards, by URL, differences, limits, storage).
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './a11y';
import { baseUrl, connect, fetchHtml, isMobile, open, useContext, viewports } from './helpers';

const apiUrl = inject('apiUrl');
const SHOWERING = '/filter/bathroom?category=showering';

async function apiTotal(query: string): Promise<number> {
  const answer = await (await fetch(`${apiUrl}/get/products/filter/area/bathroom?${query}`)).json();
  return (answer as { total: number }).total;
}

async function firstModels(query: string, count: number): Promise<string[]> {
  const answer = (await (
    await fetch(`${apiUrl}/get/products/filter/area/bathroom?${query}&pageSize=${count}`)
  ).json()) as { items: { model: string }[] };
  return answer.items.map((item) => item.model);
}

async function showFilters(page: Page, mobile: boolean) {
  if (!mobile) return;
  const toggle = page.getByRole('button', { name: /Filter & sort/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

describe.each(viewports)('fit and compare at $width px', (viewport) => {
  const t = useContext(viewport);

  it('filters a listing to products that work on low pressure, in the URL', async () => {
    const { page } = t;
    await open(page, SHOWERING);
    await showFilters(page, isMobile(viewport));
    await page
      .getByRole('checkbox', { name: /Works on low pressure \(0\.5 bar or less\)/ })
      .check();
    await page.waitForURL((url) => url.searchParams.get('lowPressure') === '1');
    const total = await apiTotal('category=showering&lowPressure=true');
    expect(total).toBeGreaterThan(0);
    await page.getByText(new RegExp(`^${total} designs?`)).waitFor();
  });

  it('shows the Fits your home block on a product page in plain words, and it passes axe', async () => {
    const { page } = t;
    const [trim] = await firstModels('category=bathing&subcategory=trims', 1);
    await open(page, `/product/${trim}`);
    const block = page.getByRole('region', { name: 'Fits your home' });
    await block.waitFor();
    expect(await block.getByText(/^Needs at least 1 bar/).isVisible()).toBe(true);
    expect(await block.getByText('Thermostatic cartridge').isVisible()).toBe(true);
    expect(await block.getByText('For hard water', { exact: true }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  // The block starts where the page's other content starts, not against the screen's edge.
  it.each([
    ['', 'Fits your home'],
    ['/hi', 'आपके घर के लिए सही'],
  ])('lines the Fits your home block up with the page (%s)', async (prefix, name) => {
    const { page } = t;
    const [trim] = await firstModels('category=bathing&subcategory=trims', 1);
    await open(page, `${prefix}/product/${trim}`);
    const block = page.getByRole('region', { name });
    const left = async (locator: typeof block) => Math.round((await locator.boundingBox())!.x);
    const crumbs = page.locator('main nav a').first();
    expect(await left(crumbs)).toBeGreaterThanOrEqual(16);
    expect(await left(block)).toBe(await left(crumbs));
    expect(await left(block.getByRole('heading', { name }))).toBe(await left(crumbs));
  });

  it('adds products from cards and compares them side by side, differences marked in words', async () => {
    const { page } = t;
    await open(page, `${SHOWERING}&type=showerheads`);
    await page.evaluate(() => window.localStorage.removeItem('compare'));
    await open(page, `${SHOWERING}&type=showerheads`);
    const buttons = page.getByRole('button', { name: /^Add to compare: / });
    await buttons.nth(0).click();
    await page
      .getByRole('button', { name: /^Added to compare: / })
      .first()
      .waitFor();
    await buttons.nth(0).click();
    await page.getByRole('link', { name: 'Compare (2)' }).first().click();
    await page.waitForURL((url) => url.pathname === '/compare');
    const models = (new URL(page.url()).searchParams.get('models') ?? '').split(',');
    expect(models).toHaveLength(2);

    const table = page.getByRole('table', { name: /^Comparing 2 products/ });
    await table.waitFor();
    expect(await table.locator('th[scope="col"]').count()).toBe(2);
    const rowHeads = await table.locator('th[scope="row"]').allInnerTexts();
    expect(
      rowHeads.map((t) =>
        t
          .split('\n')[0]
          ?.replace(/ ?Differs$/, '')
          .trim(),
      ),
    ).toEqual([
      'Model',
      'Finish',
      'Water pressure',
      'Flow',
      'Inlet',
      'Hard water',
      'Cartridge',
      'Materials',
      'Warranty',
      'Size',
      'Technologies',
      'Where to buy',
    ]);
    // Two different models always differ in the model row, and the mark is a word, not only a colour.
    expect(await table.getByRole('rowheader', { name: /^Model\s*Differs$/ }).isVisible()).toBe(
      true,
    );
    expect(await seriousViolations(page)).toEqual([]);
    // The name is catalogue markup rendered, never the raw tags.
    expect(await table.innerText()).not.toContain('<sup>');

    await page.getByRole('link', { name: 'Show only differences' }).click();
    await page.waitForURL((url) => url.searchParams.get('only') === 'differences');
    await page.getByRole('link', { name: 'Show all rows' }).waitFor();
    const shown = await table.locator('th[scope="row"]').allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(rowHeads.length);
    for (const text of shown) expect(text).toContain('Differs');

    // The page is shareable: the same URL in a fresh load shows the same products.
    await open(page, page.url());
    expect(await table.locator('th[scope="col"]').count()).toBe(2);
  });

  it('says so for more than 4 or unknown models, and never answers 500', async () => {
    const { page } = t;
    const models = await firstModels('category=lav-faucets', 5);
    const response = await open(page, `/compare?models=NOSUCH-MODEL9,${models.join(',')}`);
    expect(response?.status()).toBe(200);
    await page.getByText(/You can compare up to 4 products, so these were left out:/).waitFor();
    expect(await page.getByText(/We could not find this model: NOSUCH-MODEL9/).isVisible()).toBe(
      true,
    );
    // The first four are read: one unknown and three found; the last two are over the limit.
    expect(await page.getByRole('table').locator('th[scope="col"]').count()).toBe(3);
  });

  it('survives a corrupt stored compare set: pages render and the set reads as empty', async () => {
    const { page } = t;
    // Written on another page: the compare page itself writes the set of its URL.
    await open(page, '/wishlist');
    await page.evaluate(() => window.localStorage.setItem('compare', '{"models":[1,2]}<<'));
    await open(page, '/compare');
    await page.getByText(/^Nothing to compare yet/).waitFor();
    await open(page, SHOWERING);
    expect(await page.getByRole('button', { name: /^Add to compare: / }).count()).toBeGreaterThan(
      0,
    );
  });
});

/** Each language's words for the listing's compare controls and the notifications region. */
const compareLanguages = [
  {
    lang: 'English',
    prefix: '',
    add: /^Add to compare: /,
    added: /^Added to compare: /,
    count: (n: number) => `Compare (${n})`,
    anyCount: /^Compare \(\d+\)$/,
    region: 'Notifications',
    removed: (product: string) => `${product} removed from compare`,
    removeLabel: /^Remove .+ from the comparison$/,
    header: (n: number) => `Compare, ${n === 0 ? 'no items' : n === 1 ? '1 item' : `${n} items`}`,
    compareNow: 'Compare now',
  },
  {
    lang: 'Hindi',
    prefix: '/hi',
    add: /^तुलना में जोड़ें: /,
    added: /^तुलना में जोड़ा गया: /,
    count: (n: number) => `तुलना करें (${n})`,
    anyCount: /^तुलना करें \(\d+\)$/,
    region: 'सूचनाएँ',
    removed: (product: string) => `${product} तुलना से हटाया गया`,
    removeLabel: /^.+ को तुलना से हटाएँ$/,
    header: (n: number) => `तुलना, ${n === 0 ? 'कोई आइटम नहीं' : `${n} आइटम`}`,
    compareNow: 'अभी तुलना करें',
  },
] as const;

/** WCAG's contrast ratio of two CSS colours (rgb() or rgba() over an opaque one). */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe.each(viewports)('compare toasts and link at $width px', (viewport) => {
  const t = useContext(viewport);

  it.each(compareLanguages)(
    'one toast at a time, one "Compare (N)" link, the toast clear of the cards and legible on the footer ($lang)',
    async ({ prefix, add, added, count, anyCount, region }) => {
      const { page } = t;
      await open(page, `${prefix}${SHOWERING}`);
      await page.evaluate(() => window.localStorage.removeItem('compare'));
      await open(page, `${prefix}${SHOWERING}`);
      const toasts = page.getByRole('region', { name: region }).getByRole('listitem');
      for (let n = 1; n <= 3; n++) {
        const button = page.getByRole('button', { name: add }).first();
        await button.click();
        await page
          .getByRole('button', { name: added })
          .nth(n - 1)
          .waitFor();
        // The newest replaces the one before: never a stack over the page.
        await expect.poll(() => toasts.count()).toBe(1);
        await page.getByRole('link', { name: count(n), exact: true }).waitFor();
        expect(await page.getByRole('link', { name: anyCount }).count()).toBe(1);
      }
      // On a phone the one toast is a slim bar at the bottom, not a panel over the listing.
      const box = (await toasts.first().boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(96);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

      // Over the black footer it still stands out (surface or border against the footer) and passes axe.
      // Hovered, the toast stays while the page scrolls the footer under it.
      await page.getByRole('button', { name: add }).last().click();
      await toasts.first().hover();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => toasts.count()).toBe(1);
      const toast = await toasts
        .first()
        .evaluate((el) => [
          getComputedStyle(el).backgroundColor,
          getComputedStyle(el).borderTopColor,
        ]);
      const footer = await page
        .locator('footer')
        .last()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      const colours = { surface: toast[0]!, border: toast[1]!, footer };
      expect(
        Math.max(
          contrast(colours.surface, colours.footer),
          contrast(colours.border, colours.footer),
        ),
      ).toBeGreaterThanOrEqual(3);
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});

describe.each(viewports)('compare from the header at $width px', (viewport) => {
  const t = useContext(viewport);

  it.each(compareLanguages)(
    'counts the set in the header of both pages, and "Compare now" opens the table with no toast over it ($lang)',
    async ({ prefix, add, region, header, compareNow }) => {
      const { context, page } = t;
      await open(page, `${prefix}${SHOWERING}`);
      await page.evaluate(() => window.localStorage.removeItem('compare'));
      await open(page, `${prefix}${SHOWERING}`);
      const other = await context.newPage();
      try {
        await open(other, `${prefix}/wishlist`);
        const inHeader = (p: Page, n: number) =>
          p.getByRole('banner').getByRole('link', { name: header(n), exact: true });
        await inHeader(other, 0).waitFor();
        for (let n = 1; n <= 2; n++) {
          await page.getByRole('button', { name: add }).first().click();
          await inHeader(page, n).waitFor();
          // The other page of the same browser follows through the storage event.
          await inHeader(other, n).waitFor();
        }
        const toasts = page.getByRole('region', { name: region }).getByRole('listitem');
        await toasts.getByRole('link', { name: compareNow }).click();
        await page.waitForURL((url) => url.pathname === `${prefix}/compare`);
        await page.locator('main table').waitFor();
        expect(await page.locator('main thead th a:last-of-type').count()).toBe(2);
        // The toast that led here does not follow onto the comparison.
        await expect.poll(() => toasts.count()).toBe(0);

        // From the header: a third product, then the header's link to the comparison of three.
        await open(page, `${prefix}${SHOWERING}`);
        await page.getByRole('button', { name: add }).first().click();
        await inHeader(page, 3).click();
        await page.waitForURL((url) => url.pathname === `${prefix}/compare`);
        await expect.poll(() => page.locator('main thead th a:last-of-type').count()).toBe(3);
        await expect.poll(() => toasts.count()).toBe(0);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await other.close();
      }
    },
  );
});

describe.each(viewports)('removing from compare at $width px', (viewport) => {
  const t = useContext(viewport);

  it.each(compareLanguages)(
    'a card takes its product out with a toast in words and focus kept, and the page drops its column ($lang)',
    async ({ prefix, add, added, count, region, removed, removeLabel }) => {
      const { page } = t;
      await open(page, `${prefix}${SHOWERING}`);
      await page.evaluate(() => window.localStorage.removeItem('compare'));
      await open(page, `${prefix}${SHOWERING}`);
      for (let n = 1; n <= 2; n++) {
        await page.getByRole('button', { name: add }).first().click();
        await page.getByRole('link', { name: count(n), exact: true }).waitFor();
      }
      // Taking the first one out again: its button says so, keeps focus, and the toast names the product.
      const first = page.getByRole('button', { name: added }).first();
      const name = (await first.getAttribute('aria-label'))!.replace(added, '');
      await first.click();
      const toast = page.getByRole('region', { name: region }).getByRole('listitem');
      await expect.poll(() => toast.first().innerText()).toContain(removed(name));
      await page.getByRole('link', { name: count(1), exact: true }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toMatch(add);
      expect(await page.getByRole('button', { name: added }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);

      // On the compare page of the one left and another, "Remove" drops a column, in the page's language.
      await page.getByRole('button', { name: add }).first().click();
      await page
        .getByRole('link', { name: count(2), exact: true })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === `${prefix}/compare`);
      const removes = page.getByRole('link', { name: removeLabel });
      await expect.poll(() => removes.count()).toBe(2);
      await removes.first().click();
      await expect.poll(() => removes.count()).toBe(1);
      expect(new URL(page.url()).pathname).toBe(`${prefix}/compare`);
      expect((new URL(page.url()).searchParams.get('models') ?? '').split(',')).toHaveLength(1);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toMatch(removeLabel);
      expect(await page.getAttribute('html', 'lang')).toBe(prefix ? 'hi-IN' : 'en-IN');
    },
  );
});

describe.each(viewports)('the compare page among the others at $width px', (viewport) => {
  const t = useContext(viewport);

  it.each(['', '/hi'])(
    "sets its heading and table in the bathroom list page's type scale and margins (%s)",
    async (prefix) => {
      const { page } = t;
      const look = async (path: string) => {
        await open(page, path);
        const h1 = page.locator('main h1');
        const style = await h1.evaluate((el) => {
          const css = getComputedStyle(el);
          return [css.fontFamily, css.fontSize, css.fontWeight, css.letterSpacing].join(' ');
        });
        const box = (await h1.boundingBox())!;
        // The page's header (the heading, with an eyebrow above it on the bathroom list) from the top of main.
        const top = await h1.evaluate(
          (el) =>
            el.parentElement!.getBoundingClientRect().top -
            document.querySelector('main')!.getBoundingClientRect().top,
        );
        return { style, x: Math.round(box.x), top: Math.round(top) };
      };
      const models = await firstModels('category=lav-faucets', 2);
      const wishlist = await look(`${prefix}/wishlist`);
      const compare = await look(`${prefix}/compare?models=${models.join(',')}`);
      expect(compare).toEqual(wishlist);
      // The table starts where the heading does, and fits the screen.
      const table = (await page.getByRole('table').boundingBox())!;
      expect(Math.round(table.x)).toBeGreaterThanOrEqual(compare.x);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    },
  );
});

// The compare page in Hindi (issue 26): added from a Hindi listing, read and narrowed to differences at Hindi
// addresses, with finishes named in Hindi.
describe.each(viewports)('compare in Hindi at $width px', (viewport) => {
  const t = useContext(viewport);

  it('adds from a Hindi listing and opens the Hindi comparison', async () => {
    const { page } = t;
    await open(page, '/hi/filter/bathroom?category=lav-faucets');
    await page
      .getByRole('button', { name: /^तुलना में जोड़ें: / })
      .first()
      .click();
    await page
      .getByRole('button', { name: /^तुलना में जोड़ा गया: / })
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'तुलना करें (1)' }).first().click();
    await page.waitForURL(
      (url) => url.pathname === '/hi/compare' && url.searchParams.has('models'),
    );
    await page.getByRole('table', { name: /^1 प्रोडक्ट की तुलना/ }).waitFor();
  });

  it('compares two finishes in Hindi and shows only differences, staying in Hindi', async () => {
    const { page } = t;
    await open(page, '/hi/compare?models=T14059,T14059-PR');
    const table = page.getByRole('table', { name: /^2 प्रोडक्ट्स की तुलना/ });
    await table.waitFor();
    const cells = await table.innerText();
    expect(cells).toContain('पॉलिश्ड क्रोम');
    expect(cells).toContain('Lumicoat पॉलिश्ड क्रोम');
    expect(cells).not.toMatch(/Polished|Chrome/);
    expect(await table.getByRole('rowheader', { name: /^फ़िनिश\s*अलग$/ }).isVisible()).toBe(true);
    // Finish names are Hindi words now, left to a translation tool; model numbers are marked to stay as they are.
    const finishNames = await table
      .locator('thead th')
      .getByText('पॉलिश्ड क्रोम', { exact: true })
      .evaluateAll((names) => names.map((name) => name.closest('[translate="no"]') === null));
    expect(finishNames).toEqual([true]);
    const translateOf = (row: RegExp) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: row }) })
        .getByRole('cell')
        .evaluateAll((cells) =>
          cells.map((cell) => cell.closest('[translate]')?.getAttribute('translate') ?? null),
        );
    expect(await translateOf(/^फ़िनिश/)).toEqual([null, null]);
    expect(await translateOf(/^मॉडल/)).toEqual(['no', 'no']);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'सिर्फ़ अंतर दिखाएँ' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/hi/compare' && url.searchParams.get('only') === 'differences',
    );
    await page.getByRole('link', { name: 'सभी पंक्तियाँ दिखाएँ' }).waitFor();
    for (const text of await table.locator('th[scope="row"]').allTextContents())
      expect(text).toContain('अलग');

    expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');
  });
});

describe('fit and compare without JavaScript', () => {
  it('filters by hard water with Apply, and compares through links and the differences toggle', async () => {
    const browser = await connect();
    const context = await browser.newContext({
      baseURL: baseUrl,
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    try {
      const page = await context.newPage();
      await page.goto(SHOWERING);
      await page.getByRole('checkbox', { name: /For hard water/ }).check();
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL((url) => url.searchParams.get('hardWater') === '1');
      const total = await apiTotal('category=showering&hardWater=true');
      await page.getByText(new RegExp(`^${total} designs?`)).waitFor();

      // Before JavaScript, "Add to compare" is a link to a comparison of that product.
      await page.getByRole('link', { name: 'Add to compare' }).first().click();
      await page.waitForURL((url) => url.pathname === '/compare');
      await page.getByRole('table', { name: /^Comparing 1 product/ }).waitFor();

      const models = await firstModels('category=lav-faucets', 2);
      await page.goto(`/compare?models=${models.join(',')}`);
      await page.getByRole('link', { name: 'Show only differences' }).click();
      await page.waitForURL((url) => url.searchParams.get('only') === 'differences');
      await page.getByRole('link', { name: 'Show all rows' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('server-renders the comparison and a print stylesheet', async () => {
    const { status, html } = await fetchHtml('/compare?models=T14059-PR');
    expect(status).toBe(200);
    expect(html).toContain('<caption');
    expect(html).toContain('scope="col"');
    const sheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    const css = await Promise.all(
      sheets.map(async (href) => (await fetch(new URL(href, baseUrl))).text()),
    );
    expect(css.some((text) => /@media print/.test(text))).toBe(true);
  });
});
