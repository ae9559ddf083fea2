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
