import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../routes/robots';
import { listingPaths, sitemapXml } from './sitemap.server';

describe('sitemapXml', () => {
  it('writes absolute, XML-escaped URLs under the public origin', () => {
    const xml = sitemapXml('https://www.example.in', [
      '/',
      '/filter/bathroom?category=lav-faucets&type=tall',
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://www.example.in/</loc>');
    expect(xml).toContain(
      '<loc>https://www.example.in/filter/bathroom?category=lav-faucets&amp;type=tall</loc>',
    );
    expect(xml).not.toMatch(/&(?!amp;)/);
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
    expect(text).not.toMatch(/Disallow: \/\s*$/m);
  });
});
