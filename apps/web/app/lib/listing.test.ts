import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test/fixtures';
import {
  LISTING_PAGE_SIZE,
  applyListing,
  listingHeading,
  listingSearch,
  parseListingQuery,
} from './listing';

const query = (search: string) => parseListingQuery(new URLSearchParams(search));

describe('listing state in the URL', () => {
  it('reads category, type, filters, sort and page, and writes them back the same', () => {
    const q = query(
      'category=lav-faucets&type=tall&finish=50&finish=10&style=20&waterwise=1&sort=name-asc&page=2',
    );
    expect(q).toMatchObject({
      category: 'lav-faucets',
      type: 'tall',
      finishes: [50, 10],
      styles: [20],
      waterwise: true,
      sort: 'name-asc',
      page: 2,
    });
    expect(listingSearch(q)).toBe(
      '?category=lav-faucets&type=tall&finish=10&finish=50&style=20&waterwise=1&sort=name-asc&page=2',
    );
  });

  it('ignores malformed values instead of failing', () => {
    expect(query('finish=abc&finish=42&style=99&sort=cheapest&page=-3')).toMatchObject({
      finishes: [],
      styles: [],
      sort: 'featured',
      page: 1,
    });
  });
});

describe('applyListing', () => {
  const products = [
    makeProduct({ model: 'C', rank: 3, finish: { code: 50 }, waterwise: true, name: 'Alpha' }),
    makeProduct({ model: 'A', rank: 1, finish: { code: 10 }, styleCode: 30, name: 'Charlie' }),
    makeProduct({ model: 'B', rank: 2, finish: { code: 50 }, name: 'Bravo', newLaunch: true }),
    makeProduct({ model: 'K', rank: 1, category: 'showering', type: 'showerheads' }),
  ];

  it('keeps the category and type of the query, in rank order', () => {
    const result = applyListing(products, query('category=lav-faucets&type=tall'));
    expect(result.products.map((p) => p.model)).toEqual(['A', 'B', 'C']);
    expect(result.total).toBe(3);
  });

  it('filters by finish, style and waterwise, counting what each finish would show', () => {
    const q = query('category=lav-faucets');
    expect(applyListing(products, { ...q, finishes: [50] }).products.map((p) => p.model)).toEqual([
      'B',
      'C',
    ]);
    expect(applyListing(products, { ...q, styles: [30] }).products.map((p) => p.model)).toEqual([
      'A',
    ]);
    expect(applyListing(products, { ...q, waterwise: true }).products.map((p) => p.model)).toEqual([
      'C',
    ]);
    expect(applyListing(products, q).finishes).toEqual([
      { value: 10, label: 'Polished Chrome', count: 1 },
      { value: 50, label: 'Matte Black', count: 2 },
    ]);
  });

  it('sorts by name and by newness', () => {
    const q = query('category=lav-faucets');
    expect(applyListing(products, { ...q, sort: 'name-asc' }).products.map((p) => p.name)).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
    ]);
    expect(applyListing(products, { ...q, sort: 'new' }).products[0]?.model).toBe('B');
  });

  it('pages the results and clamps a page past the end', () => {
    const many = Array.from({ length: LISTING_PAGE_SIZE + 2 }, (_, i) =>
      makeProduct({ model: `M${i}`, rank: i }),
    );
    const last = applyListing(many, { ...query(''), page: 9 });
    expect(last.page).toBe(2);
    expect(last.pageCount).toBe(2);
    expect(last.products).toHaveLength(2);
  });
});

describe('listingHeading', () => {
  it('names the page after the menu item, with its category as parent', () => {
    const heading = listingHeading('bathroom', query('category=showering&type=shower-filters'));
    expect(heading.title).toBe('Shower Filters');
    expect(heading.parent?.title).toBe('Showering');
  });
  it('falls back to the category, then the area', () => {
    expect(listingHeading('kitchen', query('category=kitchen-faucets')).title).toBe(
      'Kitchen Faucets',
    );
    expect(listingHeading('kitchen', query('')).title).toBe('Kitchen');
  });
});
