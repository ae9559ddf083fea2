// Listing pages: heading, grid in rank order, filters, sort and pagination kept in the URL, the empty state.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
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

async function modelsOnPage(page: Page) {
  const texts = await page
    .getByRole('list', { name: /products$/ })
    .locator('article')
    .allInnerTexts();
  return texts.map((t) => /Model: (\S+)/.exec(t)?.[1]);
}

async function showFilters(page: Page, viewport: Viewport) {
  if (isMobile(viewport)) {
    const toggle = page.getByRole('button', { name: /Filter & sort/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
}

describe.each(viewports)('listing at $width px', (viewport) => {
  const t = useContext(viewport);

  it('shows the heading, the count and the products in rank order', async () => {
    const { page } = t;
    await open(page, `${LAV}&type=tall`);
    await page.getByRole('heading', { level: 1, name: 'Tall' }).waitFor();
    const api = await (
      await fetch(
        `${apiUrl}/get/products/filter/area/bathroom?category=lav-faucets&type=tall&pageSize=12`,
      )
    ).json();
    expect(await page.getByText(new RegExp(`^${api.total} products?$`)).isVisible()).toBe(true);
    expect(await modelsOnPage(page)).toEqual(api.items.map((p: { model: string }) => p.model));
  });

  it('filters by finish in the URL, and keeps it on reload and back', async () => {
    const { page } = t;
    await open(page, LAV);
    const before = await page.getByText(/^\d+ products$/).innerText();
    await showFilters(page, viewport);
    await page.getByRole('checkbox', { name: /Matte Black/ }).check();
    await page.waitForURL(/finish=50/);
    await page.waitForFunction((b) => !document.body.innerText.includes(b), before);
    const after = await page.getByText(/^\d+ products?$/).innerText();
    const facet = await page
      .getByRole('checkbox', { name: /Matte Black/ })
      .evaluate((el) => el.closest('label')!.textContent!.match(/(\d+)$/)![1]);
    expect(after).toBe(`${facet} products`);

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await showFilters(page, viewport);
    expect(await page.getByRole('checkbox', { name: /Matte Black/ }).isChecked()).toBe(true);
    expect(await page.getByText(/^\d+ products?$/).innerText()).toBe(after);

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('finish'));
    await page.getByText(before).waitFor();
  });

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
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const names = await page.locator('article h2').allInnerTexts();
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });

  it('pages through the results with a URL per page', async () => {
    const { page } = t;
    await open(page, LAV);
    const first = await modelsOnPage(page);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const second = await modelsOnPage(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second).not.toEqual(first);
    expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('page=2'));
  });

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

  it('renders the products on the server', async () => {
    const { status, html } = await fetchHtml(`${LAV}&type=tall`);
    expect(status).toBe(200);
    const text = html.replace(/<!-- -->/g, '');
    expect(text.includes('>Tall</h1>')).toBe(true);
    expect(/Model: T\d+/.test(text)).toBe(true);
  });
});
