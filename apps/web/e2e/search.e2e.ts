// Search (spec 2.3, 2.4, 4, 5): the results page with its 1.5 s wait and URL, and the dialog of the navigation.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './a11y';
import {
  fetchHtml,
  firstImageOnlyHasPriority,
  isMobile,
  open,
  useContext,
  viewports,
  withOwnContext,
} from './helpers';

const apiUrl = inject('apiUrl');

/** Devanagari digits read as Latin ones, so a Hindi count compares with the API's number. */
const latin = (text: string) => text.replace(/[०-९]/g, (d) => String('०१२३४५६७८९'.indexOf(d)));

type Previews = {
  total: number;
  products: { model: string }[];
  facets: { categories: { area: string; category: string; title: string; count: number }[] };
};
/** The API's previews as the page in `prefix`'s language asks them (Hindi titles for a Hindi page's facets). */
const apiPreviews = async (term: string, query = '', prefix = '') => {
  const params = new URLSearchParams(query);
  if (prefix === '/hi') params.set('lang', 'hi');
  const search = params.size ? `?${params.toString()}` : '';
  return (await (
    await fetch(`${apiUrl}/get/search/previews/${encodeURIComponent(term)}${search}`)
  ).json()) as Previews;
};

/** Taps "Show more results" until every card is there, each tap once the cards of the one before have come. */
const showAll = async (page: Page, more: string, cards: Locator) => {
  for (const shown of [72, 100]) {
    await page.getByRole('button', { name: more }).click();
    await cards.nth(shown - 1).waitFor();
  }
  await page.getByRole('button', { name: more }).waitFor({ state: 'detached' });
};

/** The words of the results page that its journeys read, in each language (issue 39). */
const LANGUAGES = [
  {
    lang: 'English',
    prefix: '',
    results: 'Search results',
    countOf: (shown: number, total: number, term: string) =>
      `${shown} of ${total} products for “${term}”`,
    count: (total: number, term: string) =>
      `${total} product${total === 1 ? '' : 's'} for “${term}”`,
    toggle: /Filter & sort/,
    category: 'Category',
    sortBy: 'Sort by',
    clear: 'Clear',
    show: (n: number) => `Show ${n} result${n === 1 ? '' : 's'}`,
    more: 'Show more results',
    nothing: 'geyser',
    none: 'No products found for “geyser”.',
    popular: 'Popular products',
    contact: 'Contact us',
    part: 'Spare part RP70001',
    partFind: 'See it in Find a part',
  },
  {
    lang: 'Hindi',
    prefix: '/hi',
    results: 'खोज के नतीजे',
    countOf: (shown: number, total: number, term: string) =>
      `“${term}” के लिए ${total} प्रोडक्ट में से ${shown}`,
    count: (total: number, term: string) => `“${term}” के लिए ${total} प्रोडक्ट`,
    toggle: /फ़िल्टर/,
    category: 'कैटेगरी',
    sortBy: undefined,
    clear: 'हटाएँ',
    show: (n: number) => `${n} ${n === 1 ? 'नतीजा' : 'नतीजे'} दिखाएँ`,
    more: 'और नतीजे दिखाएँ',
    nothing: 'गीज़र',
    none: '“गीज़र” के लिए कोई प्रोडक्ट नहीं मिला।',
    popular: 'लोकप्रिय प्रोडक्ट',
    contact: 'हमसे संपर्क करें',
    part: 'स्पेयर पार्ट RP70001',
    partFind: 'पार्ट खोजें में देखें',
  },
] as const;

/** The results page's count line, digits in Latin. */
const countLine = async (page: Page) =>
  latin((await page.locator('#search-results > p[aria-live]').innerText()).trim());

const PROMPT =
  'Please enter a search keyword, model or part number to see search results displayed below.';

describe.each(viewports)('search results at $width px', (viewport) => {
  const t = useContext(viewport);

  it('shows the heading, the prompt and the box, and searches 1.5 s after typing', () =>
    withOwnContext(viewport, async (page) => {
      await open(page, '/search-results');
      expect(
        await page.getByRole('heading', { level: 1, name: 'Search Results' }).isVisible(),
      ).toBe(true);
      expect(await page.getByText(PROMPT).isVisible()).toBe(true);
      const box = page.getByPlaceholder('Search (keywords,etc)');
      const historyLength = await page.evaluate(() => history.length);
      // The page's clock is the test's: 1.4 s after typing nothing has been searched, at 1.5 s the search is made.
      await page.clock.install();
      await box.fill('T14059');
      await page.clock.runFor(1400);
      expect(new URL(page.url()).searchParams.get('term')).toBeNull();
      await page.clock.runFor(100);
      await page.waitForURL(/term=T14059/, { timeout: 5000 });
      await page.getByRole('list', { name: 'Search results' }).waitFor();
      const first = await page
        .getByRole('list', { name: 'Search results' })
        .locator('article')
        .first()
        .innerText();
      expect(first).toContain('T14059');
      // The term replaces the URL rather than adding a history entry.
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
    }));

  it('never searches a term shorter than 3 characters', () =>
    withOwnContext(viewport, async (page) => {
      await open(page, '/search-results');
      await page.clock.install();
      await page.getByPlaceholder('Search (keywords,etc)').fill('ab');
      await page.keyboard.press('Enter');
      // Well past the 1.5 s wait on the page's own clock: still no search.
      await page.clock.runFor(3000);
      expect(new URL(page.url()).searchParams.get('term')).toBeNull();
      expect(await page.getByRole('list', { name: 'Search results' }).count()).toBe(0);
    }));

  it('prefills the box from the URL and shows at most 100 detailed cards, 24 at a time', async () => {
    const { page } = t;
    // One card per design (issue 27): "chrome" is one of the few terms with more than 100 designs.
    await open(page, '/search-results?term=chrome');
    expect(await page.getByPlaceholder('Search (keywords,etc)').inputValue()).toBe('chrome');
    const cards = page.getByRole('list', { name: 'Search results' }).locator('article');
    expect(await cards.count()).toBe(24);
    await showAll(page, 'Show more results', cards);
    expect(await cards.count()).toBe(100);
    const width = await cards.first().evaluate((el) => el.getBoundingClientRect().width);
    expect(Math.round(width)).toBeLessThanOrEqual(270);
  });

  it('searches from the dialog of the navigation: previews, view all, Enter', async () => {
    const { page } = t;
    await open(page, '/');
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search products' });
    await dialog.waitFor();
    const box = dialog.getByPlaceholder('Search (keywords,etc)');
    // The dialog downloads 3 card summaries, never the full products of /get/search/result.
    const searches: string[] = [];
    const record = (request: { url(): string }) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/get/search/')) searches.push(url.pathname + url.search);
    };
    page.on('request', record);
    await box.fill('T14059');
    await dialog.getByRole('heading', { name: 'Products' }).waitFor();
    page.off('request', record);
    expect(searches).toEqual(['/get/search/previews/T14059?limit=3']);
    const previews = dialog.getByRole('listitem');
    // T14059 and its two other finishes are one design, so one preview (issue 27).
    expect(await previews.count()).toBe(1);
    expect(await previews.first().innerText()).toContain('T14059');
    expect(await dialog.getByRole('link', { name: 'view all products' }).getAttribute('href')).toBe(
      '/search-results?term=T14059',
    );

    await dialog.getByRole('button', { name: 'Clear search' }).click();
    expect(await box.inputValue()).toBe('');
    await box.fill('pivotal');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search-results\?term=pivotal$/);
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByPlaceholder('Search (keywords,etc)').inputValue()).toBe('pivotal');
  });

  it('closes the dialog with its close button', async () => {
    const { page } = t;
    await open(page, '/');
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search products' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe.each(viewports)('search results journeys at $width px (issue 39)', (viewport) => {
  const t = useContext(viewport);

  it.each(LANGUAGES)(
    'says the true number found, filters by category and finish, sorts, and clears ($lang)',
    async (words) => {
      const { page } = t;
      const api = await apiPreviews('chrome', '', words.prefix);
      expect(api.total).toBeGreaterThan(100);
      await open(page, `${words.prefix}/search-results?term=chrome`);
      expect(await countLine(page)).toBe(words.countOf(100, api.total, 'chrome'));
      expect(await page.getByText(PROMPT).count()).toBe(0);
      const toggle = page.getByRole('button', { name: words.toggle }).first();
      const openPanel = async () => {
        if (isMobile(viewport) && (await toggle.getAttribute('aria-expanded')) !== 'true')
          await toggle.click();
      };
      // No filter on: nothing to clear.
      expect(await page.getByRole('link', { name: words.clear, exact: true }).count()).toBe(0);
      await openPanel();
      const category = api.facets.categories[1]!;
      const categories = page.getByRole('group', { name: words.category });
      await categories.getByRole('radio', { name: new RegExp(`^${category.title}`) }).check();
      await page.waitForURL(
        (url) => url.searchParams.get('category') === `${category.area}/${category.category}`,
      );
      const filtered = await apiPreviews(
        'chrome',
        `?category=${category.area}/${category.category}`,
        words.prefix,
      );
      expect(filtered.total).toBe(category.count);
      const expected =
        filtered.total > 100
          ? words.countOf(100, filtered.total, 'chrome')
          : words.count(filtered.total, 'chrome');
      await expect.poll(() => countLine(page)).toBe(expected);
      // While a filter is on, "Clear" shows beside the toggle, panel open or not.
      const clear = page.getByRole('link', { name: words.clear, exact: true });
      expect(await clear.isVisible()).toBe(true);

      if (isMobile(viewport)) {
        // The open panel covers the results on a phone: its button says how many and shows them.
        await openPanel();
        const show = page.getByRole('button', { name: words.show(filtered.total) });
        await show.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        const first = page.getByRole('list', { name: words.results }).locator('article').first();
        await expect
          .poll(() => first.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight))
          .toBe(true);
      } else {
        expect(
          await page.getByRole('button', { name: words.show(filtered.total) }).isVisible(),
        ).toBe(false);
      }

      await openPanel();
      await page.locator('select[name="sort"]').selectOption('name-asc');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'name-asc');
      const sorted = await apiPreviews(
        'chrome',
        `?category=${category.area}/${category.category}&sort=name-asc`,
        words.prefix,
      );
      await expect
        .poll(async () =>
          (await page.locator('#search-results article').first().innerText()).includes(
            sorted.products[0]!.model,
          ),
        )
        .toBe(true);
      if (words.sortBy)
        expect(await page.getByRole('combobox', { name: words.sortBy }).inputValue()).toBe(
          'name-asc',
        );
      expect(await seriousViolations(page)).toEqual([]);

      await clear.click();
      await page.waitForURL((url) => !url.searchParams.has('category'));
      expect(new URL(page.url()).searchParams.get('sort')).toBe('name-asc');
      await expect.poll(() => countLine(page)).toBe(words.countOf(100, api.total, 'chrome'));
    },
  );

  it.each(LANGUAGES)(
    'returns to the same 100 results and the same place after Back ($lang)',
    async (words) => {
      const { page } = t;
      await open(page, `${words.prefix}/search-results?term=chrome`);
      const cards = page.getByRole('list', { name: words.results }).locator('article');
      await showAll(page, words.more, cards);
      expect(await cards.count()).toBe(100);
      const card = cards.nth(50);
      await card.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      const href = await card.locator('h2 a').getAttribute('href');
      await card.locator('h2 a').click();
      await page.waitForURL((url) => url.pathname === href);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.pathname.endsWith('/search-results'));
      await expect.poll(() => cards.count()).toBe(100);
      await expect
        .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - before))
        .toBeLessThan(40);
      expect(await cards.nth(50).locator('h2 a').getAttribute('href')).toBe(href);
    },
  );

  it.each(LANGUAGES)(
    'offers the nearest categories, popular products and the contact page when nothing is found ($lang)',
    async (words) => {
      const { page } = t;
      await open(page, `${words.prefix}/search-results?term=${encodeURIComponent(words.nothing)}`);
      await page.getByText(words.none).waitFor();
      const popular = page.getByRole('list', { name: words.popular });
      expect(await popular.locator('article').count()).toBe(4);
      expect(
        await page
          .getByRole('main')
          .getByRole('link', { name: words.contact, exact: true })
          .getAttribute('href'),
      ).toBe(`${words.prefix}/contact-us`);
      // No filters for a search that found nothing.
      expect(await page.getByRole('button', { name: words.toggle }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    },
  );

  it.each(
    LANGUAGES.flatMap((words) => ['RP70001', 'RP 70001'].map((term) => ({ ...words, term }))),
  )(
    'answers a part code ($term) with the part first, then the products it fits ($lang)',
    async (words) => {
      const { page } = t;
      await open(page, `${words.prefix}/search-results?term=${encodeURIComponent(words.term)}`);
      const part = page.getByRole('region', { name: words.part });
      await part.waitFor();
      expect(await part.locator('img').getAttribute('alt')).toMatch(/\S/);
      expect(await part.getByRole('link', { name: /T35691/ }).count()).toBeGreaterThan(0);
      expect(await part.getByRole('link', { name: words.partFind }).getAttribute('href')).toBe(
        `${words.prefix}/find-a-part?code=RP70001`,
      );
      // The part's block comes before the results, which are the products it fits.
      const results = page.getByRole('list', { name: words.results });
      const order = await part.evaluate(
        (el, list) => el.compareDocumentPosition(list!) & Node.DOCUMENT_POSITION_FOLLOWING,
        await results.elementHandle(),
      );
      expect(order).toBeTruthy();
      expect(await results.locator('article').first().innerText()).toContain('T35691');
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});

describe('search results for crawlers', () => {
  it('renders the results on the server when the URL has a term', async () => {
    const { status, html } = await fetchHtml('/search-results?term=T14059');
    expect(status).toBe(200);
    const text = html.replace(/<!-- -->/g, '');
    expect(text.includes('Search Results')).toBe(true);
    // The prompt is for a page without a term (issue 39).
    expect(text.includes(PROMPT)).toBe(false);
    expect(text.includes('Model: T14059')).toBe(true);
    expect(text.includes('value="T14059"')).toBe(true);
  });

  it('loads the first result picture at once with high priority, the others lazily', async () => {
    const { html } = await fetchHtml('/search-results?term=shower');
    firstImageOnlyHasPriority(html);
  });
});
