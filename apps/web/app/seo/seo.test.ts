import { describe, expect, it } from 'vitest';
import { mergeMeta, seo } from './seo';

const parent = {
  meta: [
    { title: 'Brand' },
    { name: 'description', content: 'The brand.' },
    { property: 'og:site_name', content: 'Brand' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ],
};

describe('seo', () => {
  it("keeps the parents' tags and replaces those the page sets", () => {
    const tags = seo([parent, undefined], {
      title: 'Pivotal Faucet | Brand',
      description: 'A faucet.',
      canonical: '/product/T14059',
      image: '/media/p/t14059.jpg',
      origin: 'https://www.example.in',
      type: 'product',
    });
    expect(tags).toContainEqual({ title: 'Pivotal Faucet | Brand' });
    expect(tags).not.toContainEqual({ title: 'Brand' });
    expect(tags).toContainEqual({ name: 'description', content: 'A faucet.' });
    expect(tags).toContainEqual({ property: 'og:site_name', content: 'Brand' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.example.in/product/T14059',
    });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://www.example.in/media/p/t14059.jpg',
    });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
  });

  it('writes each JSON-LD object once, the child replacing a parent of the same type', () => {
    const merged = mergeMeta(
      [{ meta: [{ 'script:ld+json': { '@type': 'Organization', name: 'A' } }] }],
      [
        { 'script:ld+json': { '@type': 'Organization', name: 'B' } },
        { 'script:ld+json': { '@type': 'Product', name: 'P' } },
      ],
    );
    expect(merged).toEqual([
      { 'script:ld+json': { '@type': 'Organization', name: 'B' } },
      { 'script:ld+json': { '@type': 'Product', name: 'P' } },
    ]);
  });
});

describe('seo in each language', () => {
  const origin = 'https://www.example.in';
  const root = { pathname: '/', data: { origin }, meta: parent.meta };
  const hrefLangs = (tags: ReturnType<typeof seo>) =>
    tags
      .filter((t) => (t as { rel?: string }).rel === 'alternate')
      .map((t) => [(t as { hrefLang: string }).hrefLang, (t as { href: string }).href]);

  it("gives a Hindi page its /hi canonical, both languages' hreflang links and x-default in English", () => {
    const tags = seo([root, { pathname: '/hi/product/T14059' }], {
      title: 'T14059',
      canonical: '/product/T14059',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.example.in/hi/product/T14059',
    });
    expect(tags).toContainEqual({
      property: 'og:url',
      content: 'https://www.example.in/hi/product/T14059',
    });
    expect(hrefLangs(tags)).toEqual([
      ['en-IN', 'https://www.example.in/product/T14059'],
      ['hi-IN', 'https://www.example.in/hi/product/T14059'],
      ['x-default', 'https://www.example.in/product/T14059'],
    ]);
    expect(tags).toContainEqual({ property: 'og:locale', content: 'hi_IN' });
    expect(tags).toContainEqual({ property: 'og:locale:alternate', content: 'en_IN' });
  });

  it('gives the English page the same pairs, its own canonical and en_IN', () => {
    const tags = seo([root, { pathname: '/filter/bathroom' }], {
      title: 'Bathroom',
      canonical: '/filter/bathroom?category=showers',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.example.in/filter/bathroom?category=showers',
    });
    expect(hrefLangs(tags)).toEqual([
      ['en-IN', 'https://www.example.in/filter/bathroom?category=showers'],
      ['hi-IN', 'https://www.example.in/hi/filter/bathroom?category=showers'],
      ['x-default', 'https://www.example.in/filter/bathroom?category=showers'],
    ]);
    expect(tags).toContainEqual({ property: 'og:locale', content: 'en_IN' });
    expect(tags).toContainEqual({ property: 'og:locale:alternate', content: 'hi_IN' });
  });

  it('links the home pages as / and /hi', () => {
    const tags = seo([root, { pathname: '/hi' }], { title: 'Home', canonical: '/' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.example.in/hi',
    });
    expect(hrefLangs(tags)).toContainEqual(['en-IN', 'https://www.example.in/']);
  });

  it("gives a page with no canonical its own address's pairs, absolute under the root's origin", () => {
    const tags = seo([root, { pathname: '/hi/compare' }], { title: 'Compare', noindex: true });
    expect(tags.some((t) => (t as { rel?: string }).rel === 'canonical')).toBe(false);
    expect(hrefLangs(tags)).toEqual([
      ['en-IN', 'https://www.example.in/compare'],
      ['hi-IN', 'https://www.example.in/hi/compare'],
      ['x-default', 'https://www.example.in/compare'],
    ]);
  });

  it("replaces a parent's alternate links one for one and writes each once", () => {
    const tags = seo(
      [
        root,
        {
          pathname: '/hi/warranty',
          meta: seo([root, { pathname: '/hi' }], { title: 'x', canonical: '/' }),
        },
        { pathname: '/hi/warranty' },
      ],
      { title: 'Warranty', canonical: '/warranty' },
    );
    expect(hrefLangs(tags)).toEqual([
      ['en-IN', 'https://www.example.in/warranty'],
      ['hi-IN', 'https://www.example.in/hi/warranty'],
      ['x-default', 'https://www.example.in/warranty'],
    ]);
  });
});
