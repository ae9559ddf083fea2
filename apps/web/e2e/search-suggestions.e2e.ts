// Nothing found is never a dead end (issue 27): a term that finds nothing offers "did you mean" (the catalogue's own
// word) and the nearest categories, on the results page and in the search dialog, in English and Hindi, by keyboard
// as well as by pointer; and the dialog's three previews are three different designs.
import { designKey, type Product } from '@fittings/catalog-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './a11y';
import { fetchHtml, open, useContext, viewports } from './helpers';

const apiUrl = inject('apiUrl');

const languages = [
  {
    name: 'English',
    prefix: '',
    // A misspelling too far from "showerhead" for the typo allowance, near enough for a suggestion.
    typed: 'shwrhaed',
    suggestion: 'showerhead',
    category: { href: '/filter/bathroom?category=showering', title: 'Showering' },
    searchButton: 'Search',
    dialog: 'Search products',
    placeholder: 'Search (keywords,etc)',
    noMatch: (term: string) => `No products match “${term}”.`,
    none: (term: string) => `No products found for “${term}”.`,
    searchFor: (term: string) => `Search for “${term}”`,
    didYouMean: 'Did you mean',
    nearest: 'Or browse a nearby category',
    products: 'Products',
    results: 'Search results',
  },
  {
    name: 'Hindi',
    prefix: '/hi',
    // Typed in Latin letters on the Hindi site, as many visitors do.
    typed: 'kichn',
    suggestion: 'kitchen',
    category: { href: '/hi/filter/kitchen?category=kitchen-faucets', title: 'किचन नल' },
    searchButton: 'खोजें',
    dialog: 'प्रोडक्ट खोजें',
    placeholder: 'खोजें (शब्द, मॉडल आदि)',
    noMatch: (term: string) => `“${term}” से मिलता कोई प्रोडक्ट नहीं है।`,
    none: (term: string) => `“${term}” के लिए कोई प्रोडक्ट नहीं मिला।`,
    searchFor: (term: string) => `“${term}” खोजें`,
    didYouMean: 'क्या आप यह खोज रहे थे',
    nearest: 'या इनसे मिलती-जुलती कैटेगरी देखें',
    products: 'प्रोडक्ट्स',
    results: 'खोज के नतीजे',
  },
] as const;

type Language = (typeof languages)[number];

const cases = languages.flatMap((language) =>
  viewports.map((viewport) => ({ ...language, viewport, width: viewport.width })),
);

describe.each(cases)('nothing found, in $name at $width px', (c) => {
  const t = useContext(c.viewport);
  const lang: Language = c;

  it('the results page offers "did you mean" and the nearest categories, and both lead somewhere', async () => {
    const { page } = t;
    await open(page, `${lang.prefix}/search-results?term=${lang.typed}`);
    await page.getByText(lang.none(lang.typed)).waitFor();
    const main = page.locator('main');
    expect(await main.innerText()).toContain(`${lang.didYouMean} ${lang.suggestion}?`);
    const suggestion = main.getByRole('link', { name: lang.searchFor(lang.suggestion) });
    expect(await suggestion.getAttribute('href')).toBe(
      `${lang.prefix}/search-results?term=${lang.suggestion}`,
    );
    const nearest = main.getByRole('navigation', { name: lang.nearest });
    const category = nearest.getByRole('link', { name: lang.category.title, exact: true });
    expect(await category.getAttribute('href')).toBe(lang.category.href);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: `/tmp/wt-search-page-${lang.prefix ? 'hi' : 'en'}-${c.width}.png`,
    });

    // By keyboard: the suggestion is reached with Tab and followed with Enter.
    await suggestion.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('term') === lang.suggestion);
    const cards = page.getByRole('list', { name: lang.results }).locator('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await main.getByRole('navigation', { name: lang.nearest }).count()).toBe(0);

    // The nearest category opens its listing, in the page's language.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('term') === lang.typed);
    await category.click();
    await page.waitForURL((url) => url.pathname + url.search === lang.category.href);
    await page.getByRole('heading', { level: 1, name: lang.category.title }).waitFor();
  });

  it('the dialog offers them too: the suggestion is searched in place, by keyboard', async () => {
    const { page } = t;
    await open(page, `${lang.prefix}/`);
    await page.getByRole('button', { name: lang.searchButton, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: lang.dialog });
    await dialog.waitFor();
    const box = dialog.getByPlaceholder(lang.placeholder);
    await box.fill(lang.typed);
    await dialog.getByText(lang.noMatch(lang.typed)).waitFor();
    expect(await dialog.innerText()).toContain(`${lang.didYouMean} ${lang.suggestion}?`);
    const category = dialog
      .getByRole('navigation', { name: lang.nearest })
      .getByRole('link', { name: lang.category.title, exact: true });
    expect(await category.getAttribute('href')).toBe(lang.category.href);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: `/tmp/wt-search-dialog-${lang.prefix ? 'hi' : 'en'}-${c.width}.png`,
    });

    // Tab from the box reaches the suggestion (after the clear and close buttons); Enter searches it at once.
    const suggestion = dialog.getByRole('button', { name: lang.searchFor(lang.suggestion) });
    let reached = false;
    for (let step = 0; step < 5 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      reached = await suggestion.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: lang.products }).waitFor();
    expect(await box.inputValue()).toBe(lang.suggestion);
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog.getByRole('listitem').count()).toBe(3);

    // A nearest category closes the dialog and opens the listing.
    await box.fill(lang.typed);
    await dialog.getByText(lang.noMatch(lang.typed)).waitFor();
    await category.click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.pathname + url.search === lang.category.href);
  });
});

describe.each(languages)("the dialog's previews, in $name", (lang) => {
  const t = useContext(viewports[1]);

  it('are three different designs, not one design in three finishes', async () => {
    const { page } = t;
    await open(page, `${lang.prefix}/`);
    await page.getByRole('button', { name: lang.searchButton, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: lang.dialog });
    // Bowery comes in several finishes of each design: three finishes of one were once the three previews.
    await dialog.getByPlaceholder(lang.placeholder).fill('bowery');
    await dialog.getByRole('heading', { name: lang.products }).waitFor();
    const links = dialog.getByRole('listitem').getByRole('link');
    expect(await links.count()).toBe(3);
    const designs = new Set<string>();
    for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))) {
      const id = href!.split('/').pop()!;
      const response = await fetch(`${apiUrl}/get/product/${id}`);
      const { product } = (await response.json()) as { product: Product };
      designs.add(designKey(product));
    }
    expect(designs.size).toBe(3);
  });
});

describe('nothing found, without JavaScript', () => {
  it.each(languages)('the $name page links the suggestion and the categories', async (lang) => {
    const { status, html } = await fetchHtml(`${lang.prefix}/search-results?term=${lang.typed}`);
    expect(status).toBe(200);
    expect(html).toContain(`href="${lang.prefix}/search-results?term=${lang.suggestion}"`);
    expect(html).toContain(`href="${lang.category.href.replace('&', '&amp;')}"`);
  });
});
