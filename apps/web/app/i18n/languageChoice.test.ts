import { afterEach, describe, expect, it } from 'vitest';
import {
  LANGUAGE_STORAGE_KEY,
  alternatesOf,
  browserLanguage,
  choiceRedirect,
  chosenByLink,
  rememberLanguage,
  startVisit,
  storedLanguage,
  suggestedLanguage,
} from './languageChoice';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('alternatesOf', () => {
  it('gives the same page, query and hash kept, in every language, marking the current one', () => {
    expect(alternatesOf('/product/T1?finish=CZ#specs')).toEqual([
      {
        code: 'en',
        name: 'English',
        tag: 'en-IN',
        href: '/product/T1?finish=CZ#specs',
        current: true,
      },
      {
        code: 'hi',
        name: 'हिन्दी',
        tag: 'hi-IN',
        href: '/hi/product/T1?finish=CZ#specs',
        current: false,
      },
    ]);
  });

  it('keeps every language link on this site for an address that begins // or /\\ (was an open redirect)', () => {
    for (const path of [
      '//other.example/x',
      '/\\other.example/x',
      '/hi//other.example/x',
      '///a?b#c',
    ]) {
      for (const option of alternatesOf(path)) {
        expect(option.href).toMatch(/^\/(?![/\\])/);
        expect(new URL(option.href, 'https://site.example').origin).toBe('https://site.example');
      }
    }
    expect(alternatesOf('/hi//other.example/x').map((o) => o.href)).toEqual([
      '/other.example/x',
      '/hi/other.example/x',
    ]);
  });

  it('goes between the home pages / and /hi', () => {
    expect(alternatesOf('/hi').map((o) => [o.href, o.current])).toEqual([
      ['/', false],
      ['/hi', true],
    ]);
  });
});

describe('the remembered choice', () => {
  it('keeps a language and ignores anything else found under its key', () => {
    expect(storedLanguage()).toBeUndefined();
    rememberLanguage('hi');
    expect(storedLanguage()).toBe('hi');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(storedLanguage()).toBeUndefined();
  });

  it('counts only the first page of a visit as its start', () => {
    expect(startVisit()).toBe(true);
    expect(startVisit()).toBe(false);
  });

  it('moves only the first page of a visit, and only to another language', () => {
    expect(choiceRedirect('/product/T1?x=1', 'hi', true)).toBe('/hi/product/T1?x=1');
    expect(choiceRedirect('/hi/warranty', 'en', true)).toBe('/warranty');
    expect(choiceRedirect('/hi/warranty', 'hi', true)).toBeUndefined();
    expect(choiceRedirect('/product/T1', 'hi', false)).toBeUndefined();
    expect(choiceRedirect('/product/T1', undefined, true)).toBeUndefined();
  });

  it('never sends the first page of a visit off the site, whatever the address began with', () => {
    expect(choiceRedirect('//other.example/x', 'hi', true)).toBe('/hi/other.example/x');
    expect(choiceRedirect('/hi//other.example/x', 'en', true)).toBe('/other.example/x');
    expect(choiceRedirect('/hi/\\other.example/x', 'en', true)).toBe('/other.example/x');
  });

  it('is chosen by a link to a page of the site that names its language', () => {
    const origin = 'https://www.example.in';
    const link = (href: string, hrefLang?: string) => {
      const a = document.createElement('a');
      a.href = href;
      if (hrefLang) a.hreflang = hrefLang;
      return a;
    };
    expect(chosenByLink(link(`${origin}/hi/product/T1`, 'hi-IN'), origin)).toBe('hi');
    expect(chosenByLink(link(`${origin}/product/T1`, 'en-IN'), origin)).toBe('en');
    expect(chosenByLink(link(`${origin}/hi/product/T1`), origin)).toBeUndefined();
    expect(chosenByLink(link('https://elsewhere.example/hi', 'hi-IN'), origin)).toBeUndefined();
    expect(chosenByLink(link(`${origin}/hi`, 'fr-FR'), origin)).toBeUndefined();
  });
});

describe('the suggestion', () => {
  const page = { language: 'en' as const, chosen: undefined, dismissed: false };

  it("reads the browser's first language the site has", () => {
    expect(browserLanguage(['hi-IN', 'en-IN'])).toBe('hi');
    expect(browserLanguage(['fr-FR', 'HI', 'en'])).toBe('hi');
    expect(browserLanguage(['en-GB', 'hi'])).toBe('en');
    expect(browserLanguage(['fr-FR'])).toBeUndefined();
  });

  it('offers Hindi on an English page when the browser prefers Hindi to English', () => {
    expect(suggestedLanguage({ ...page, browserPreferences: ['hi-IN', 'en-US'] })).toBe('hi');
    expect(suggestedLanguage({ ...page, browserPreferences: ['en-IN', 'hi-IN'] })).toBeUndefined();
    expect(suggestedLanguage({ ...page, browserPreferences: ['ta-IN'] })).toBeUndefined();
  });

  it('stays quiet once the visitor has chosen or closed it, and on pages not in English', () => {
    const hindi = ['hi-IN'];
    expect(suggestedLanguage({ ...page, chosen: 'en', browserPreferences: hindi })).toBeUndefined();
    expect(
      suggestedLanguage({ ...page, dismissed: true, browserPreferences: hindi }),
    ).toBeUndefined();
    expect(
      suggestedLanguage({ ...page, language: 'hi', browserPreferences: ['en-IN'] }),
    ).toBeUndefined();
  });
});
