import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../routes/robots';
import { listingPaths, sitemapXml } from './sitemap.server';

describe('sitemapXml', () => {
  it('writes absolute, XML-escaped URLs under the public origin', () => {
    const xml = sitemapXml('https://www.example.in', [
      '/',
      '/filter/bathroom?category=lav-faucets&type=tall',
    ]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain('<loc>https://www.example.in/</loc>');
    expect(xml).toContain(
      '<loc>https://www.example.in/filter/bathroom?category=lav-faucets&amp;type=tall</loc>',
    );
    expect(xml).not.toMatch(/&(?!amp;)/);
  });
});

describe('sitemapXml in every language', () => {
  const xml = sitemapXml('https://www.example.in', [
    '/',
    '/product/T1',
    '/filter/bathroom?a=1&b=2',
  ]);
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
  const entryOf = (loc: string) => entries.find((e) => e.includes(`<loc>${loc}</loc>`));

  it('lists each page once per language', () => {
    expect(entries).toHaveLength(6);
    for (const loc of [
      'https://www.example.in/',
      'https://www.example.in/hi',
      'https://www.example.in/product/T1',
      'https://www.example.in/hi/product/T1',
      'https://www.example.in/hi/filter/bathroom?a=1&amp;b=2',
    ]) {
      expect(entryOf(loc), loc).toBeDefined();
    }
  });

  it('names every version and x-default (English) in each entry, itself included', () => {
    for (const loc of [
      'https://www.example.in/product/T1',
      'https://www.example.in/hi/product/T1',
    ]) {
      const entry = entryOf(loc) ?? '';
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="en-IN" href="https://www.example.in/product/T1"/>',
      );
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://www.example.in/hi/product/T1"/>',
      );
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.in/product/T1"/>',
      );
    }
  });
});

describe('listingPaths', () => {
  it('has every listing the menus link to, once', () => {
    const paths = listingPaths();
    expect(paths).toContain('/filter/bathroom');
    expect(paths).toContain('/filter/kitchen?category=speciality-faucets&type=glass-rinser');
    expect(paths).toContain('/filter/bathroom?category=fittings-and-allied&subcategory=grid-drain');
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('robotsTxt', () => {
  it('names the sitemap and keeps crawlers out of personal pages', () => {
    const text = robotsTxt('https://www.example.in');
    expect(text).toContain('Sitemap: https://www.example.in/sitemap.xml');
    expect(text).not.toContain('Disallow: /search-results');
    expect(text).toContain('Disallow: /wishlist');
    expect(text).toContain('Disallow: /hi/wishlist');
    expect(text).toContain('Disallow: /hi/leads-form');
    expect(text).not.toMatch(/Disallow: \/\s*$/m);
  });
});
