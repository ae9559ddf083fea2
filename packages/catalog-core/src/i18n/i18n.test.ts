import { describe, expect, it } from 'vitest';
import en from './messages/compiled/en.json';
import hi from './messages/compiled/hi.json';
import { createTranslator, isLanguage, languageOfPath, localizePath, stripLanguage } from './index';

describe('a page language from its address', () => {
  it('reads the prefix of a known language and defaults to English', () => {
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/hi/product/T1')).toBe('hi');
    expect(languageOfPath('/hi?term=nal')).toBe('hi');
    expect(languageOfPath('/product/T1')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
    // A path that only starts with the letters is not Hindi; nor is an unknown code.
    expect(languageOfPath('/history')).toBe('en');
    expect(languageOfPath('/fr/product/T1')).toBe('en');
    expect(languageOfPath('/en/product/T1')).toBe('en');
  });

  it('moves a path between languages, keeping query and hash, and leaves foreign links alone', () => {
    expect(localizePath('/product/T1?finish=CZ#gallery', 'hi')).toBe(
      '/hi/product/T1?finish=CZ#gallery',
    );
    expect(localizePath('/', 'hi')).toBe('/hi');
    expect(localizePath('/?x=1', 'hi')).toBe('/hi?x=1');
    expect(localizePath('/hi/product/T1', 'hi')).toBe('/hi/product/T1');
    expect(localizePath('/hi/product/T1', 'en')).toBe('/product/T1');
    expect(localizePath('/hi', 'en')).toBe('/');
    expect(localizePath('https://example.com/x', 'hi')).toBe('https://example.com/x');
    expect(localizePath('//cdn.example.com/x', 'hi')).toBe('//cdn.example.com/x');
    expect(localizePath('mailto:a@b.in', 'hi')).toBe('mailto:a@b.in');
    expect(stripLanguage('/hi/wishlist')).toBe('/wishlist');
    expect(stripLanguage('/hi?term=nal')).toBe('/?term=nal');
    expect(isLanguage('hi')).toBe(true);
    expect(isLanguage('HI')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('never turns a page of this site into another site by taking its prefix away', () => {
    expect(stripLanguage('/hi//other.example/x')).toBe('/other.example/x');
    expect(stripLanguage('/hi/\\other.example/x')).toBe('/other.example/x');
    expect(localizePath('/hi//other.example/x', 'en')).toBe('/other.example/x');
    expect(localizePath('/hi///other.example/x', 'hi')).toBe('/hi/other.example/x');
  });
});

describe('the translator', () => {
  it('says a message in the language with its values and plural forms', () => {
    const english = createTranslator('en', en);
    const hindi = createTranslator('hi', en, hi);
    expect(english.t('core.designs.count', { designs: 1, finishes: 3 })).toBe(
      '1 design in 3 finishes',
    );
    expect(english.t('core.designs.count', { designs: 54, finishes: 160 })).toBe(
      '54 designs in 160 finishes',
    );
    expect(hindi.t('core.designs.count', { designs: 54, finishes: 160 })).toBe(
      '54 डिज़ाइन, 160 फ़िनिश में',
    );
    expect(hindi.t('core.search.placeholder')).toMatch(/खोजें/);
    expect(hindi.tag).toBe('hi-IN');
  });

  it('groups numbers in lakhs and lets a later catalogue override an earlier one', () => {
    const hindi = createTranslator('hi', hi, { 'core.error.generic': ['अरे!'] });
    expect(hindi.number(1250000)).toBe('12,50,000');
    expect(hindi.t('core.error.generic')).toBe('अरे!');
  });

  it('makes one Intl formatter per set of options, however many numbers and dates a page formats', () => {
    const english = createTranslator('en', en);
    const { NumberFormat, DateTimeFormat } = Intl;
    const made = { numbers: 0, dates: 0 };
    const intl = Intl as {
      NumberFormat: typeof NumberFormat;
      DateTimeFormat: typeof DateTimeFormat;
    };
    intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        made.numbers += 1;
      }
    } as typeof NumberFormat;
    intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        made.dates += 1;
      }
    } as typeof DateTimeFormat;
    try {
      const said = Array.from({ length: 500 }, (_, index) => english.number(index + 1));
      expect(said[499]).toBe('500');
      expect(english.number(0.5, { style: 'percent' })).toBe('50%');
      expect(english.number(0.25, { style: 'percent' })).toBe('25%');
      expect(english.number(1234567)).toBe('12,34,567');
      expect(made.numbers).toBe(2);
      const day = new Date(Date.UTC(2026, 10, 24));
      expect(english.date(day, { year: 'numeric', timeZone: 'UTC' })).toBe('2026');
      expect(english.date(day, { year: 'numeric', timeZone: 'UTC' })).toBe('2026');
      expect(english.date(day, { month: 'long', timeZone: 'UTC' })).toBe('November');
      expect(made.dates).toBe(2);
    } finally {
      intl.NumberFormat = NumberFormat;
      intl.DateTimeFormat = DateTimeFormat;
    }
  });

  it('answers an unknown id with the id itself instead of throwing', () => {
    const hindi = createTranslator('hi', hi);
    expect(hindi.t('core.nothing.here')).toBe('core.nothing.here');
    expect(hindi.has('core.nothing.here')).toBe(false);
    expect(hindi.has('core.error.generic')).toBe(true);
  });
});
