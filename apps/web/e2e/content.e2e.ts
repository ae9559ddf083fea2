// The content pages' behaviours in Chromium: collection filters kept in the URL (with and without JavaScript), the
// WaterWise calculator as a plain form and live, video posters that load no player until play, the legacy awards
// address, and the menus leading to the room landing pages.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, connect, isMobile, open, useContext, viewports, type Viewport } from './helpers';

const COLLECTIONS = '/bathroom/collections';

async function showFilters(page: Page, viewport: Viewport) {
  if (isMobile(viewport)) {
    const toggle = page.getByRole('button', { name: /^(Filter|फ़िल्टर)/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
}

/**
 * Every box of the collection filters as shown: ticked, disabled, and its label's count. An option that would give no
 * collection is disabled with its 0 in its label (read out with its name); an applied one stays, to be taken back.
 */
async function collectionOptions(page: Page) {
  return page.locator('form input[type="checkbox"]').evaluateAll((boxes) =>
    (boxes as HTMLInputElement[]).map((box) => ({
      name: box.closest('label')!.textContent!.trim(),
      checked: box.checked,
      disabled: box.disabled,
    })),
  );
}

function expectEmptyOptionsDisabled(
  options: Awaited<ReturnType<typeof collectionOptions>>,
  { someEmpty = true } = {},
) {
  const empty = options.filter((option) => /(^|\D)[0०]$/.test(option.name) && !option.checked);
  // The narrow query leaves some options with nothing, so the check checks something.
  if (someEmpty) expect(empty.length).toBeGreaterThan(0);
  for (const option of options)
    expect({ name: option.name, disabled: option.disabled }).toEqual({
      name: option.name,
      disabled: empty.includes(option),
    });
}

// Traditional and WaterWise (3 collections), and a style none of those is: some styles and finishes give nothing.
const NARROW = 'style=traditional&waterwise=1';
const LANGUAGES = [
  { lang: 'English', prefix: '' },
  { lang: 'Hindi', prefix: '/hi' },
] as const;

const collectionCount = async (page: Page) =>
  Number(/^(\d+) collections?$/.exec(await page.locator('#collections-count').innerText())?.[1]);

describe.each(viewports)('content pages at $width px', (viewport) => {
  const t = useContext(viewport);

  it('filters the collections by style and water saving, in the URL, and clears them', async () => {
    const { page } = t;
    await open(page, COLLECTIONS);
    expect(await collectionCount(page)).toBe(30);
    await showFilters(page, viewport);
    await page.getByRole('checkbox', { name: /Traditional/ }).check();
    await page.waitForURL(/style=traditional/);
    await page.getByText(/^3 collections$/).waitFor();
    const names = await page.locator('article h2').allInnerTexts();
    expect(names).toEqual(['Trillian Collection', 'Broderick™ Collection', 'Cassidy™ Collection']);

    await page.getByRole('checkbox', { name: /WaterWise only/ }).check();
    await page.waitForURL(/waterwise=1/);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await collectionCount(page)).toBe(3);
    await showFilters(page, viewport);
    expect(await page.getByRole('checkbox', { name: /Traditional/ }).isChecked()).toBe(true);

    await page.getByRole('link', { name: 'Clear all' }).click();
    await page.waitForURL((url) => url.pathname === COLLECTIONS && url.search === '');
    await page.getByText(/^30 collections$/).waitFor();
  });

  it.each(LANGUAGES)(
    'disables the collection filters that would give nothing, their 0 read out ($lang)',
    async ({ prefix }) => {
      const { page } = t;
      await open(page, `${prefix}${COLLECTIONS}?${NARROW}`);
      expectEmptyOptionsDisabled(await collectionOptions(page));
      // Taking a filter back re-enables what it had emptied.
      await showFilters(page, viewport);
      await page.locator('input[name="style"][value="traditional"]').uncheck();
      await page.waitForURL((url) => !url.searchParams.has('style'));
      await expect.poll(() => page.locator('article h2').count()).toBeGreaterThan(3);
      expectEmptyOptionsDisabled(await collectionOptions(page), { someEmpty: false });
    },
  );

  it('opens a collection from its card, with its pieces grouped by category', async () => {
    const { page } = t;
    await open(page, COLLECTIONS);
    await page.getByRole('link', { name: 'Pivotal™ Collection' }).click();
    await page.waitForURL(/\/collections\/pivotal$/);
    await page.getByRole('heading', { level: 1, name: 'Pivotal™ Collection' }).waitFor();
    const groups = await page.locator('#pieces h3').allInnerTexts();
    expect(groups).toEqual(['Lavatory Faucets', 'Showering', 'Tub & Shower', 'Accessories']);
  });

  it('shows one card per design on a collection page, counted in designs and finishes', async () => {
    const { page } = t;
    await open(page, '/collections/pivotal');
    const api = await (await fetch(`${inject('apiUrl')}/get/collection/pivotal`)).json();
    const products: { url: string; associatedFinishes: { url: string }[] }[] = api.products;
    // A design is the set of a product and its siblings in other finishes.
    const designs = new Set(
      products.map((p) => [p.url, ...p.associatedFinishes.map((f) => f.url)].sort().join(' ')),
    );
    expect(await page.locator('#pieces article').count()).toBe(designs.size);
    const swatchSets = await page
      .locator('#pieces article')
      .evaluateAll((cards) =>
        cards.map((card) => card.querySelectorAll('ul[aria-label^="Finishes of"] button').length),
      );
    expect(swatchSets.reduce((sum, n) => sum + Math.max(n, 1), 0)).toBe(products.length);
  });

  // The call to action, the facts and the finishes table say the same number, and it is the products' finishes.
  it.each([
    ['en', '', /^See the (\d+) designs in (\d+) finishes$/, 'Finishes', / designs?$/],
    ['hi', '/hi', /^सभी (\d+) डिज़ाइन, (\d+) फ़िनिश में देखें$/, 'फ़िनिश', / डिज़ाइन$/],
  ])(
    'counts on a collection page (%s) the finishes its products come in',
    async (_, prefix, cta, fact, under) => {
      const { page } = t;
      for (const slug of ['pivotal', 'trinsic']) {
        await open(page, `${prefix}/collections/${slug}`);
        const api = await (await fetch(`${inject('apiUrl')}/get/collection/${slug}`)).json();
        const finishCodes = new Set(
          (api.products as { finish: { code: number } }[]).map((p) => p.finish.code),
        );
        finishCodes.delete(9999);
        const link = ((await page.locator('a[href$="#pieces"]').textContent()) ?? '').trim();
        const [, , shown] = cta.exec(link) ?? [];
        expect(Number(shown), link).toBe(finishCodes.size);
        const table = page.locator('#finishes-title + p + ul > li');
        expect(await table.count()).toBe(finishCodes.size);
        for (const item of await table.allInnerTexts()) expect(item).toMatch(under);
        const facts = await page.locator('dl div').allInnerTexts();
        expect(facts.find((f) => f.startsWith(fact))?.replace(/\s+/g, ' ')).toBe(
          `${fact} ${finishCodes.size}`,
        );
      }
    },
  );

  it('recalculates the water saving as the visitor types, keeping the URL in step', async () => {
    const { page } = t;
    await open(page, '/waterwise');
    const result = page.getByTestId('water-savings');
    expect(await result.innerText()).toContain('71,980');
    const people = page.getByLabel('People in your home');
    await people.fill('2');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="water-savings"]')?.textContent?.includes('35,990'),
    );
    await page.waitForURL(/people=2/);
    await page.getByRole('checkbox', { name: 'Kitchen faucet' }).uncheck();
    await page.waitForURL((url) => !url.searchParams.has('kitchen'));
    await page.waitForFunction(
      () =>
        !document.querySelector('[data-testid="water-savings"]')?.textContent?.includes('35,990'),
    );
    const live = await result.innerText();
    // Opening the address that was kept shows the same result, from the server.
    await page.reload();
    expect(await page.getByTestId('water-savings').innerText()).toBe(live);
  });

  // The room page's banner picture draws no words (issue 26): its title and line are page text over it, whole, in the
  // page's language.
  it.each([
    ['English', '/bathroom', /^[A-Za-z]/],
    ['Hindi', '/hi/bathroom', /[\u0900-\u097F]/],
  ])("sets the banner's words over its picture, whole, in %s", async (_, path, script) => {
    const { page } = t;
    await open(page, path);
    const banner = page.locator('section[aria-labelledby="feature-title"]');
    const picture = banner.locator('img');
    await picture.scrollIntoViewIfNeeded();
    const title = banner.locator('#feature-title');
    const line = title.locator('xpath=following-sibling::*[1]');
    expect(await line.innerText()).toMatch(script);
    const inside = (await picture.boundingBox())!;
    for (const words of [title, line]) {
      expect((await words.innerText()).trim()).not.toBe('');
      const box = (await words.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(inside.x);
      expect(box.y).toBeGreaterThanOrEqual(inside.y);
      expect(box.x + box.width).toBeLessThanOrEqual(inside.x + inside.width + 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(inside.y + inside.height + 0.5);
      // Seen, not clipped away: the top of the page at the words' middle is the words themselves.
      expect(
        await words.evaluate((element) => {
          const r = element.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return (
            hit !== null && element.contains(hit) && element.scrollWidth <= element.clientWidth
          );
        }),
      ).toBe(true);
    }
  });

  it('loads no video player until play is pressed', async () => {
    const { page } = t;
    await open(page, '/video-gallery');
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('link', { name: /^Play video: Touch2O: a tap is all it takes/ }).click();
    const frame = page.frameLocator('iframe[title="Touch2O: a tap is all it takes"]');
    await frame.locator('svg').first().waitFor();
    expect(await page.locator('iframe').count()).toBe(1);
  });

  if (!isMobile(viewport)) {
    it('opens the bathroom landing page from the navigation dropdown', async () => {
      const { page } = t;
      await open(page, '/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Bathroom' }).hover();
      await nav.getByRole('link', { name: /View all Bathroom/ }).click();
      await page.waitForURL(/\/bathroom$/);
      await page.getByRole('heading', { level: 1, name: 'Bathroom' }).waitFor();
    });
  }
});

describe('content pages without JavaScript', () => {
  const state = {} as { page: Page; close: () => Promise<void> };
  beforeAll(async () => {
    const browser = await connect();
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    state.page = await context.newPage();
    state.close = () => context.close();
  });
  afterAll(async () => state.close?.());

  it('filters the collections with the Apply button', async () => {
    const { page } = state;
    await page.goto(COLLECTIONS);
    await page.getByRole('checkbox', { name: /Transitional/ }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/style=transitional/);
    expect(await collectionCount(page)).toBe(9);
  });

  it.each(LANGUAGES)(
    'renders the collection filters that would give nothing disabled ($lang)',
    async ({ prefix }) => {
      const { page } = state;
      await page.goto(`${prefix}${COLLECTIONS}?${NARROW}`);
      expectEmptyOptionsDisabled(await collectionOptions(page));
    },
  );

  it('answers the water calculator form from the server', async () => {
    const { page } = state;
    await page.goto('/waterwise');
    await page.getByLabel('People in your home').fill('2');
    await page.getByRole('checkbox', { name: 'Basin faucets' }).uncheck();
    await page.getByRole('checkbox', { name: 'Kitchen faucet' }).uncheck();
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await page.waitForURL(/calc=1/);
    // 2 people × 7 minutes × (12 − 7.6) litres a minute × 365 days.
    const text = await page.getByTestId('water-savings').innerText();
    expect(text).toContain('22,480');
    expect(text).toContain('₹562');
  });

  it('lands the legacy awards address on the 2021 awards', async () => {
    const { page } = state;
    const response = await page.goto('/Company/Awards');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/about/awards/2021');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Awards 2021');
  });
});

describe('video pages under Save-Data', () => {
  it('show the play buttons without poster pictures until a video is asked for', async () => {
    const plain = await (await fetch(`${baseUrl}/video-gallery`)).text();
    expect(plain).toMatch(/<img[^>]*\/media\/videos\//);

    const browser = await connect();
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 375, height: 812 },
      extraHTTPHeaders: { 'Save-Data': 'on' },
    });
    try {
      const page = await context.newPage();
      const videoMedia: string[] = [];
      page.on('request', (request) => {
        if (/\/media\/videos\//.test(request.url())) videoMedia.push(request.url());
      });
      await open(page, '/video-gallery');
      await page.waitForLoadState('networkidle');
      expect(videoMedia).toEqual([]);
      const play = page.getByRole('link', { name: /^Play video: / });
      expect(await play.count()).toBeGreaterThan(0);
      await play.first().click();
      await expect.poll(() => videoMedia.some((url) => url.includes('embed.html'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
