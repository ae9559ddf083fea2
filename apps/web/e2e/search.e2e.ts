// Search (spec 2.3, 2.4, 4, 5): the results page with its 1.5 s wait and URL, and the dialog of the navigation.
import { describe, expect, it } from 'vitest';
import {
  fetchHtml,
  firstImageOnlyHasPriority,
  open,
  useContext,
  viewports,
  withOwnContext,
} from './helpers';

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
    await page.getByRole('button', { name: 'Show more results' }).click();
    await page.getByRole('button', { name: 'Show more results' }).click();
    await page.getByRole('button', { name: 'Show more results' }).waitFor({ state: 'detached' });
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

describe('search results for crawlers', () => {
  it('renders the results on the server when the URL has a term', async () => {
    const { status, html } = await fetchHtml('/search-results?term=T14059');
    expect(status).toBe(200);
    const text = html.replace(/<!-- -->/g, '');
    expect(text.includes('Search Results')).toBe(true);
    expect(text.includes(PROMPT)).toBe(true);
    expect(text.includes('Model: T14059')).toBe(true);
    expect(text.includes('value="T14059"')).toBe(true);
  });

  it('loads the first result picture at once with high priority, the others lazily', async () => {
    const { html } = await fetchHtml('/search-results?term=shower');
    firstImageOnlyHasPriority(html);
  });
});
