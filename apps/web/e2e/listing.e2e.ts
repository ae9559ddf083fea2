// Listing pages: one card per design in rank order, its finish swatches, filters (type, finish, style, waterwise),
// sort and pagination kept in the URL, the empty state.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { overflowsWindow, seriousViolations } from './a11y';
import {
  baseUrl,
  connect,
  fetchHtml,
  firstImageOnlyHasPriority,
  isMobile,
  open,
  useContext,
  viewports,
  type Viewport,
} from './helpers';

const apiUrl = inject('apiUrl');
const LAV = '/filter/bathroom?category=lav-faucets';
const COUNT = /^\d+ designs?( in \d+ finish(es)?)?$/;

const countText = (api: { total: number; finishCount: number }) =>
  api.finishCount > api.total
    ? `${api.total} design${api.total === 1 ? '' : 's'} in ${api.finishCount} finishes`
    : `${api.total} design${api.total === 1 ? '' : 's'}`;

async function modelsOnPage(page: Page) {
  const texts = await page
    .getByRole('list', { name: /products$/ })
    .locator('article')
    .allInnerTexts();
  return texts.map((t) => /Model: (\S+)/.exec(t)?.[1]);
}

async function showFilters(page: Page, viewport: Viewport, toggleName: RegExp = /Filter & sort/) {
  if (isMobile(viewport)) {
    const toggle = page.getByRole('button', { name: toggleName }).first();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
}

/** Both languages of a listing: the address prefix and the name of the small screens' filter toggle. */
const languages = [
  { lang: 'English', prefix: '', toggle: /Filter & sort/ },
  { lang: 'Hindi', prefix: '/hi', toggle: /फ़िल्टर/ },
] as const;

/** Polished Gold (120): no lavatory faucet comes in it, so every other option counts 0 under it. */
const GOLD = 'input[name="finish"][value="120"]';
const HOME_FACETS = ['waterwise', 'lowPressure', 'hardWater'] as const;

/**
 * The text of the option's label, found afresh at the moment it is read: a box is remounted when an answer changes
 * whether it is ticked, so a handle to the one just ticked can be to a box no longer on the page.
 */
async function optionText(page: Page, selector: string) {
  return (
    (await page.locator('label', { has: page.locator(selector) }).textContent()) ?? ''
  ).trim();
}

describe.each(viewports)('listing at $width px', (viewport) => {
  const t = useContext(viewport);

  it('shows the heading, the count of designs and finishes, and one card per design in rank order', async () => {
    const { page } = t;
    await open(page, `${LAV}&type=tall`);
    await page.getByRole('heading', { level: 1, name: 'Tall' }).waitFor();
    const api = await (
      await fetch(
        `${apiUrl}/get/products/filter/area/bathroom?category=lav-faucets&type=tall&pageSize=12`,
      )
    ).json();
    expect(await page.getByText(countText(api), { exact: true }).isVisible()).toBe(true);
    expect(await modelsOnPage(page)).toEqual(api.items.map((p: { model: string }) => p.model));
  });

  it('switches a card to another finish in place: picture, model and link', async () => {
    const { page } = t;
    await open(page, LAV);
    await page.getByText('85 designs in 160 finishes', { exact: true }).waitFor();
    const card = page
      .getByRole('list', { name: /products$/ })
      .locator('article')
      .filter({ has: page.getByRole('list', { name: /^Finishes of/ }) })
      .first();
    const before = {
      model: /Model: (\S+)/.exec(await card.innerText())![1],
      src: await card.locator('img').getAttribute('src'),
      href: await card.locator('h2 a').getAttribute('href'),
    };
    const swatches = card.getByRole('list', { name: /^Finishes of/ });
    const finishName = await swatches
      .getByRole('button', { pressed: false })
      .first()
      .getAttribute('title');
    const other = swatches.getByRole('button', { name: finishName!, exact: true });
    await other.click();
    expect(await other.getAttribute('aria-pressed')).toBe('true');
    const model = /Model: (\S+)/.exec(await card.innerText())![1];
    expect(model).not.toBe(before.model);
    expect(await card.locator('img').getAttribute('src')).toMatch(
      new RegExp(`^/media/products/${model}/front\\.svg(\\?|$)`),
    );
    expect(await card.locator('img').getAttribute('src')).not.toBe(before.src);
    const href = await card.locator('h2 a').getAttribute('href');
    expect(href).not.toBe(before.href);
    expect(new URL(page.url()).pathname).toBe('/filter/bathroom');
    await card.locator('h2 a').click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByText(`MODEL: ${model}`).waitFor();
    expect(
      await page
        .locator('main p', { hasText: /^Finish:/ })
        .first()
        .evaluate((el) => el.textContent),
    ).toBe(`Finish: ${finishName}`);
  });

  it('fits the screen and passes axe with the swatches and the type facet', async () => {
    const { page } = t;
    await open(page, LAV);
    await showFilters(page, viewport);
    await page.getByRole('radio', { name: 'All', exact: true }).waitFor();
    expect(await overflowsWindow(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows each design in the finish filtered by', async () => {
    const { page } = t;
    await open(page, `${LAV}&finish=50`);
    const cards = page.getByRole('list', { name: /products$/ }).locator('article');
    await cards.first().waitFor();
    for (const text of await cards.allInnerTexts()) expect(text).toMatch(/Model: \S+-BL\b/);
    const pressed = await cards
      .getByRole('list', { name: /^Finishes of/ })
      .getByRole('button', { pressed: true })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('title')));
    expect(new Set(pressed)).toEqual(new Set(['Matte Black']));
  });

  it("filters by the category's types in the URL", async () => {
    const { page } = t;
    await open(page, LAV);
    await showFilters(page, viewport);
    const tall = page.getByRole('radio', { name: /^Tall/ });
    const count = await tall.evaluate(
      (el) => el.closest('label')!.textContent!.match(/(\d+)$/)![1],
    );
    await tall.check();
    await page.waitForURL(/type=tall/);
    await page.getByRole('heading', { level: 1, name: 'Tall' }).waitFor();
    expect(await page.getByText(COUNT).innerText()).toMatch(new RegExp(`^${count} designs? `));
    await showFilters(page, viewport);
    await page.getByRole('radio', { name: 'All', exact: true }).check();
    await page.waitForURL((url) => !url.search.includes('type'));
    await page.getByRole('heading', { level: 1, name: 'Lavatory Faucets' }).waitFor();
  });

  it('filters by finish in the URL, and keeps it on reload and back', async () => {
    const { page } = t;
    await open(page, LAV);
    const before = await page.getByText(COUNT).innerText();
    await showFilters(page, viewport);
    await page.getByRole('checkbox', { name: /Matte Black/ }).check();
    await page.waitForURL(/finish=50/);
    await page.waitForFunction((b) => !document.body.innerText.includes(b), before);
    const after = await page.getByText(COUNT).innerText();
    const facet = await page
      .getByRole('checkbox', { name: /Matte Black/ })
      .evaluate((el) => el.closest('label')!.textContent!.match(/(\d+)$/)![1]);
    // In one finish, each design shows once: as many designs as the facet counted, and no finishes beside.
    expect(after).toBe(`${facet} designs`);

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await showFilters(page, viewport);
    expect(await page.getByRole('checkbox', { name: /Matte Black/ }).isChecked()).toBe(true);
    expect(await page.getByText(COUNT).innerText()).toBe(after);

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('finish'));
    await page.getByText(before).waitFor();
  });

  it.each([
    { ...languages[0], clear: 'Clear', show: (n: string) => `Show ${n} results` },
    { ...languages[1], clear: 'हटाएँ', show: (n: string) => `${n} नतीजे दिखाएँ` },
  ])(
    'shows "Show N results" on a phone, which closes the panel onto the results, and "Clear" while filtered ($lang)',
    async ({ prefix, toggle, clear, show }) => {
      const { page } = t;
      await open(page, `${prefix}${LAV}`);
      expect(await page.getByRole('link', { name: clear, exact: true }).count()).toBe(0);
      await showFilters(page, viewport, toggle);
      await page.locator('input[name="finish"][value="50"]').check();
      await page.waitForURL(/finish=50/);
      const facet = await optionText(page, 'input[name="finish"][value="50"]');
      const count = /([0-9०-९]+)$/.exec(facet)![1]!;
      const button = page.getByRole('button', { name: show(count) });
      const clearLink = page.getByRole('link', { name: clear, exact: true });
      await clearLink.waitFor();
      if (isMobile(viewport)) {
        // The panel stays open after a tick; its button names the count and closes it onto the cards.
        await button.waitFor();
        expect(await button.isVisible()).toBe(true);
        await button.click();
        const panelToggle = page.getByRole('button', { name: toggle }).first();
        expect(await panelToggle.getAttribute('aria-expanded')).toBe('false');
        const first = page.locator('main article').first();
        await expect
          .poll(() =>
            first.evaluate((el) => {
              const box = el.getBoundingClientRect();
              // Scrolled to its top, give or take the fraction of a pixel a layout rounds to.
              return box.top > -1 && box.top < window.innerHeight;
            }),
          )
          .toBe(true);
        expect(await clearLink.isVisible()).toBe(true);
      } else {
        // The results are beside the filters on a desktop: no button needed.
        expect(await button.isVisible()).toBe(false);
        expect(await clearLink.isVisible()).toBe(true);
      }
      await clearLink.click();
      await page.waitForURL((url) => !url.searchParams.has('finish'));
      expect(new URL(page.url()).searchParams.get('category')).toBe('lav-faucets');
      await clearLink.waitFor({ state: 'detached' });
    },
  );

  it('filters by style and waterwise, and sorts by name', async () => {
    const { page } = t;
    await open(page, LAV);
    await showFilters(page, viewport);
    await page.getByRole('checkbox', { name: /Modern/ }).check();
    await page.waitForURL(/style=10/);
    await showFilters(page, viewport);
    await page.getByRole('checkbox', { name: /WaterWise only/ }).check();
    await page.waitForURL(/waterwise=1/);
    await showFilters(page, viewport);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name-asc');
    await page.waitForURL(/sort=name-asc/);
    const url = new URL(page.url());
    expect(url.searchParams.get('style')).toBe('10');
    expect(url.searchParams.get('waterwise')).toBe('1');
    // Rendered in a transition after the address changes: poll until the cards are in name order.
    const sorted = (names: string[]) =>
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await expect
      .poll(async () => {
        const names = await page.locator('article h2').allInnerTexts();
        return names.length > 1 && names.join('|') === sorted(names).join('|');
      })
      .toBe(true);
  });

  it('pages through the results with a URL per page', async () => {
    const { page } = t;
    await open(page, LAV);
    const first = await modelsOnPage(page);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    // The address changes before React renders the new page (a transition): wait for what a
    // visitor sees, the second page marked current, before reading its cards.
    await expect
      .poll(() => page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current'))
      .toBe('page');
    const second = await modelsOnPage(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second).not.toEqual(first);
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('page=2'));
  });

  it.each(languages)(
    'keeps an applied finish and type that match nothing to untick, and an option of 0 cannot be ticked ($lang)',
    async ({ prefix, toggle }) => {
      const { page } = t;
      await open(page, `${prefix}${LAV}&type=tall&finish=120`);
      await showFilters(page, viewport, toggle);
      // Applied, though they match nothing together: still there, ticked, and can be taken back.
      const gold = page.locator(GOLD);
      expect(await gold.isChecked()).toBe(true);
      expect(await gold.isEnabled()).toBe(true);
      const tall = page.locator('input[name="type"][value="tall"]');
      expect(await tall.isChecked()).toBe(true);
      expect(await tall.isEnabled()).toBe(true);
      // What would show nothing is greyed out, its 0 read out with its name.
      for (const name of HOME_FACETS) {
        expect(await page.locator(`input[name="${name}"]`).isDisabled()).toBe(true);
        expect(await optionText(page, `input[name="${name}"]`)).toMatch(/[0०]$/);
      }
      expect(await optionText(page, GOLD)).toMatch(/[0०]$/);
      // A click, not uncheck(): unticking navigates and the option leaves the page with the
      // old answer, so uncheck()'s own look at the box afterwards can find it gone mid-swap.
      await gold.click();
      await page.waitForURL((url) => !url.searchParams.has('finish'));
      expect(new URL(page.url()).searchParams.get('type')).toBe('tall');
      await page.locator('main article').first().waitFor();
      await showFilters(page, viewport, toggle);
      expect(await page.locator('input[name="type"][value="tall"]').isChecked()).toBe(true);
      expect(await page.locator(GOLD).count()).toBe(0);
      expect(await page.locator('input[name="waterwise"]').isEnabled()).toBe(true);
    },
  );

  it.each([
    { lang: 'English', prefix: '', tag: 'Coming Soon' },
    { lang: 'Hindi', prefix: '/hi', tag: 'जल्द आ रहा है' },
  ])(
    'keeps the heart clear of the "Coming Soon" tag on a card ($lang)',
    async ({ prefix, tag }) => {
      const { page } = t;
      // The first page of the bathroom listing with a product coming soon, from the API's own paging.
      let found: { page: number; model: string } | undefined;
      for (let n = 1; !found && n <= 40; n++) {
        const answer = (await (
          await fetch(`${apiUrl}/get/products/filter/area/bathroom?pageSize=12&page=${n}`)
        ).json()) as { items: { model: string; comingSoon: boolean }[] };
        if (answer.items.length === 0) break;
        const item = answer.items.find((i) => i.comingSoon);
        if (item) found = { page: n, model: item.model };
      }
      expect(found).toBeDefined();
      await open(page, `${prefix}/filter/bathroom${found!.page > 1 ? `?page=${found!.page}` : ''}`);
      const card = page.locator('main article', { hasText: found!.model }).first();
      const badge = card.getByText(tag, { exact: true });
      const heart = card.locator('button[aria-pressed]:not([title])');
      const [a, b] = [(await badge.boundingBox())!, (await heart.boundingBox())!];
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap).toBe(false);
      // The whole tag shows: not cut by the card.
      expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    },
  );

  it('says when nothing matches and offers the way back', async () => {
    const { page } = t;
    await open(page, `${LAV}&finish=120`);
    await page.getByRole('heading', { name: 'No products match these filters.' }).waitFor();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.search.includes('finish'));
    await page.getByRole('list', { name: /products$/ }).waitFor();
    expect((await modelsOnPage(page)).length).toBeGreaterThan(0);
  });
});

describe('listing without JavaScript', () => {
  it('filters by type and finish with Apply, pages, and swatches lead to each finish', async () => {
    const browser = await connect();
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(LAV);
      await page.getByText('85 designs in 160 finishes', { exact: true }).waitFor();
      await page.getByRole('radio', { name: /^Tall/ }).check();
      await page.getByRole('checkbox', { name: /Matte Black/ }).check();
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL((url) => url.searchParams.get('finish') === '50');
      const url = new URL(page.url());
      expect(url.searchParams.get('type')).toBe('tall');
      await page.getByRole('heading', { level: 1, name: 'Tall' }).waitFor();
      expect(await page.getByText(COUNT).innerText()).toMatch(/^\d+ designs?$/);
      const models = await modelsOnPage(page);
      expect(models.length).toBeGreaterThan(0);
      for (const model of models) expect(model).toMatch(/-BL$/);

      await page.goto(LAV);
      await page.getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL(/page=2/);
      expect((await modelsOnPage(page)).length).toBeGreaterThan(0);

      // A swatch is a plain link to that finish's page.
      const swatch = page
        .getByRole('list', { name: /^Finishes of/ })
        .first()
        .locator('a:not([aria-current])')
        .first();
      const title = await swatch.getAttribute('title');
      await swatch.click();
      await page.waitForURL(/\/product\//);
      expect(
        await page
          .locator('main p', { hasText: /^Finish:/ })
          .first()
          .evaluate((el) => el.textContent),
      ).toBe(`Finish: ${title}`);
    } finally {
      await context.close();
    }
  });
});

describe('listing without JavaScript: empty options', () => {
  it.each(languages)(
    'an applied finish that matches nothing is unticked with Apply; options of 0 are disabled ($lang)',
    async ({ prefix }) => {
      const browser = await connect();
      const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(`${prefix}${LAV}&finish=120`);
        const gold = page.locator(GOLD);
        expect(await gold.isChecked()).toBe(true);
        for (const name of HOME_FACETS) {
          expect(await page.locator(`input[name="${name}"]`).isDisabled()).toBe(true);
        }
        await gold.uncheck();
        await page.locator('main form button[type="submit"]').click();
        await page.waitForURL((url) => !url.searchParams.has('finish'));
        expect(new URL(page.url()).pathname).toBe(`${prefix}/filter/bathroom`);
        expect(await page.locator('main article').count()).toBeGreaterThan(0);
        expect(await page.locator('input[name="waterwise"]').isEnabled()).toBe(true);
      } finally {
        await context.close();
      }
    },
  );
});

describe('listing addresses', () => {
  it('loads the first product picture at once with high priority, the others lazily', async () => {
    const { status, html } = await fetchHtml('/filter/bathroom?category=showering');
    expect(status).toBe(200);
    firstImageOnlyHasPriority(html);
  });

  it('answers 404 for an area, category or type that no menu has', async () => {
    expect((await fetchHtml('/filter/garden')).status).toBe(404);
    expect((await fetchHtml('/filter/bathroom?category=nothing')).status).toBe(404);
    expect((await fetchHtml('/filter/kitchen?category=kitchen-faucets&type=tall')).status).toBe(
      404,
    );
  });

  it('renders the designs on the server, their swatches as links to each finish', async () => {
    const { status, html } = await fetchHtml(`${LAV}&type=tall`);
    expect(status).toBe(200);
    const text = html.replace(/<!-- -->/g, '');
    expect(text.includes('>Tall</h1>')).toBe(true);
    expect(/Model: T\d+/.test(text)).toBe(true);
    expect(/\d+ designs? in \d+ finishes/.test(text)).toBe(true);
    const swatchLinks = [...text.matchAll(/<a href="(\/product\/[^"]+)"[^>]*title="([^"]+)"/g)];
    expect(swatchLinks.length).toBeGreaterThan(0);
    const [, href] = swatchLinks[0]!;
    expect((await fetchHtml(href!)).status).toBe(200);
  });
});
