import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test/fixtures';
import { breadcrumbJsonLd, productCrumbs, productJsonLd } from './structuredData';

const product = makeProduct({
  model: 'T14059',
  name: 'Pivotal<sup>™</sup> Shower Mixer Trim',
  area: 'bathroom',
  category: 'bathing',
  finish: { code: 50 },
  seo: { title: 't', metaDescription: 'A trim.', heroImage: '/media/hero.svg' },
});

describe('structured data', () => {
  it('describes the product with its model, plain-text name, brand, finish and absolute images', () => {
    expect(productJsonLd(product, 'https://example.in', 'en')).toMatchObject({
      '@type': 'Product',
      name: 'Pivotal™ Shower Mixer Trim',
      sku: 'T14059',
      url: 'https://example.in/product/T14059',
      description: 'A trim.',
      color: 'Matte Black',
      category: 'Tub & Shower',
      image: ['https://example.in/media/hero.svg', 'https://example.in/media/products/t14059.svg'],
    });
  });

  it('gives a Hindi page the product at its Hindi address', () => {
    expect(productJsonLd(product, 'https://example.in', 'hi').url).toBe(
      'https://example.in/hi/product/T14059',
    );
  });

  it('lists the breadcrumb from home through the area and category to the product', () => {
    const crumbs = breadcrumbJsonLd(productCrumbs(product), 'https://example.in');
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.in/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Bathroom',
        item: 'https://example.in/filter/bathroom',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Tub & Shower',
        item: 'https://example.in/filter/bathroom?category=bathing',
      },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Pivotal™ Shower Mixer Trim',
        item: 'https://example.in/product/T14059',
      },
    ]);
  });
});
