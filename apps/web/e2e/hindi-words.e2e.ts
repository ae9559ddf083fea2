// Issue 26: one page of every route type in Hindi, read as the server sends it (SSR HTML, no browser, so it takes
// seconds), and the bathroom list and the compare page after a visitor has filled them, in Chromium. Each fails on a
// Latin-script word in the visible text, the labels a screen reader says, or <title> that is not a name, a model, a
// code or a unit. Names the site marks `translate="no"` (products, collections as the catalogue writes them) are
// not read; the few Latin words a Hindi sentence may still carry come from the catalogue and the brand, not a list of
// whatever happened to be English.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { brand } from '../app/brand';
import { fetchHtml, open, useContext, viewports } from './helpers';

const catalogueDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fittings/api/package.json')),
  'catalogue',
);
const read = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(catalogueDir, file), 'utf8')) as T;

const plain = (name: string) =>
  name
    .replace(/<[^>]+>/g, '')
    .replace(/[®™]/g, '')
    .trim();

const TRADEMARK = /^(.*?)<sup>[®™]<\/sup>/;

/**
 * Whole names a Hindi text may carry as they are written: products (their titles and pictures' alt texts name them),
 * trademarked technologies ("DIAMOND Seal Technology"), dealers and their street addresses, and the organisations
 * that gave awards; longest first so a longer name goes before a shorter one inside it. A technology the catalogue
 * names in Hindi is not among them.
 */
type Dealer = { name: string; address: { line1: string; line2?: string } };
const NAMES = [
  ...new Set([
    ...read<{ name: string }[]>('products.json').map((product) => plain(product.name)),
    ...read<Dealer[]>('dealers.json').flatMap((dealer) =>
      [dealer.name, dealer.address.line1, dealer.address.line2 ?? ''].flatMap((line) =>
        line.split(', '),
      ),
    ),
    ...read<{ organisation: string }[]>('awards.json').map((award) => award.organisation),
    ...read<{ name: string }[]>('technologies.json')
      .filter((technology) => TRADEMARK.test(technology.name))
      .map((technology) => plain(technology.name)),
  ]),
].sort((a, b) => b.length - a.length);

/** Single words that are names or units: collections, the brand, networks, units and borrowed abbreviations. */
function allowedWords(): Set<string> {
  const names: string[] = [brand.name, brand.legalName, brand.marketplaceName];
  for (const social of brand.social) names.push(social.name);
  for (const collection of read<{ name: string }[]>('collections.json'))
    names.push(collection.name);
  // A technology's trademark (the words before its ® or ™: Brilliance, TempAssure), however a sentence goes on.
  for (const technology of read<{ name: string }[]>('technologies.json'))
    names.push(TRADEMARK.exec(technology.name)?.[1] ?? '');
  // Units, the site's own marks, and abbreviations Indian pages write in Latin letters in any language.
  names.push('mm cm bar lpm kg', 'WaterWise Lumicoat', 'PDF QR CSR OK LED BSP ABS SMS', 'WhatsApp');
  const words = new Set<string>();
  for (const name of names)
    for (const word of plain(name).match(/[A-Za-z]+/g) ?? []) words.add(word.toLowerCase());
  return words;
}

const allowed = allowedWords();

/** Latin words (three letters or more, no digits: models and codes have them) that are not allowed names. */
export function latinWords(texts: readonly string[]): string[] {
  const found: string[] = [];
  for (const text of texts) {
    // Addresses are links, not words: a shared list's URL is written out for people to copy.
    let rest = plain(text).replace(/https?:\/\/\S+/g, ' ');
    for (const name of NAMES) if (rest.includes(name)) rest = rest.split(name).join(' ');
    const words = (rest.match(/[A-Za-z0-9][A-Za-z0-9’'-]*/g) ?? [])
      .flatMap((token) => token.split('-'))
      .map((token) => token.replace(/[’']s$/, ''))
      .filter((token) => /^[A-Za-z]{3,}$/.test(token) && !allowed.has(token.toLowerCase()));
    if (words.length > 0) found.push(`${words.join(' ')}  ← "${text.trim().slice(0, 90)}"`);
  }
  return [...new Set(found)];
}

const SKIPPED = 'script, style, noscript, template, [hidden], [translate="no"]';

/** What a visitor reads and hears on a page: text, labels, placeholders, alt texts and the title. */
function readableTexts(document: Document): string[] {
  const shown = (element: Element) =>
    !element.closest(SKIPPED) &&
    !/^en\b/.test(element.closest('[lang]')?.getAttribute('lang') ?? '');
  const texts: string[] = [document.title];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && shown(parent) && node.textContent?.trim()) texts.push(node.textContent.trim());
  }
  for (const element of document.body.querySelectorAll(
    '[aria-label], [placeholder], [title], img[alt], input[type="submit"][value]',
  )) {
    if (!shown(element)) continue;
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt', 'value']) {
      const value = element.getAttribute(attribute);
      if (value && (attribute !== 'value' || element.matches('input[type="submit"]')))
        texts.push(value);
    }
  }
  return texts;
}

/** One address of each route type, in Hindi, as the server renders it. */
const PAGES: [string, string, number?][] = [
  ['home', '/hi'],
  ['area', '/hi/bathroom'],
  ['listing', '/hi/filter/bathroom?category=lav-faucets'],
  ['listing with a finish ticked', '/hi/filter/bathroom?category=lav-faucets&finish=50'],
  ['collections', '/hi/bathroom/collections'],
  ['collection', '/hi/collections/trillian'],
  ['product', '/hi/product/T35691'],
  ['product in another finish', '/hi/product/T14059'],
  ['search results', `/hi/search-results?term=${encodeURIComponent('बेसिन नल')}`],
  ['compare', '/hi/compare?models=T35691,T14059'],
  ['wishlist print', '/hi/wishlist/print?models=T35691,T14059'],
  ['where to buy', '/hi/where-to-buy'],
  ['where to buy in a city', `/hi/where-to-buy?q=${encodeURIComponent('मुंबई')}`],
  ['find a part', '/hi/find-a-part'],
  ['find a part with a model', '/hi/find-a-part?code=T35691'],
  ['find a part with nothing found', '/hi/find-a-part?code=ZZ-00000'],
  ['contact', '/hi/contact-us'],
  ['leads form', '/hi/leads-form'],
  ['events lead form', '/hi/events-lead-form'],
  ['email support', '/hi/email-support'],
  ['cookie settings', '/hi/cookie-settings'],
  ['about', '/hi/about'],
  ['warranty', '/hi/warranty'],
  ['terms of use', '/hi/terms-of-use'],
  ['awards', '/hi/awards'],
  ['technologies', '/hi/technology'],
  ['waterwise', '/hi/waterwise'],
  ['videos and catalogues', '/hi/videos-catalogs'],
  ['catalogues', '/hi/catalogs'],
  ['not found', '/hi/no-such-page', 404],
];

describe('Hindi pages as the server sends them', () => {
  it.each(PAGES)('%s (%s) has no English words', async (_name, address, status = 200) => {
    const answer = await fetchHtml(address);
    expect(answer.status, address).toBe(status);
    const { document } = new JSDOM(answer.html).window;
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(latinWords(readableTexts(document)).join('\n')).toBe('');
  });
});

describe('Hindi pages a visitor has filled, in Chromium', () => {
  const state = useContext(viewports[0]);

  it('the bathroom list with two products has no English words', async () => {
    const { page } = state;
    await open(page, '/hi/wishlist');
    await page.evaluate(() => localStorage.setItem('wishlist', 'T35691,T14059'));
    await open(page, '/hi/wishlist');
    await page.locator('main a[href^="/hi/product/"]').first().waitFor();
    const { document } = new JSDOM(await page.content()).window;
    expect(latinWords(readableTexts(document)).join('\n')).toBe('');
  });
});
