import { describe, expect, it } from 'vitest';
import {
  LISTING_PAGE_SIZE,
  listingHeading,
  listingParams,
  listingResult,
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

  it('keeps the low-pressure and hard-water facets in the URL and asks the API for them', () => {
    const q = query('category=showering&lowPressure=1&hardWater=1');
    expect(q).toMatchObject({ lowPressure: true, hardWater: true });
    expect(listingSearch(q)).toBe('?category=showering&lowPressure=1&hardWater=1');
    expect(listingParams('bathroom', q)).toMatchObject({ lowPressure: true, hardWater: true });
    expect(query('lowPressure=yes')).toMatchObject({ lowPressure: false });
  });

  it('ignores malformed values instead of failing', () => {
    expect(query('finish=abc&finish=42&style=99&sort=cheapest&page=-3')).toMatchObject({
      finishes: [],
      styles: [],
      sort: 'rank',
      page: 1,
    });
  });
});

describe('listing and the API', () => {
  it('asks the API for the filters, sort and page of the URL', () => {
    const q = query(
      'category=lav-faucets&type=tall&finish=50&style=10&waterwise=1&sort=newest&page=3',
    );
    expect(listingParams('bathroom', q)).toEqual({
      area: 'bathroom',
      category: 'lav-faucets',
      type: 'tall',
      finish: [50],
      style: [10],
      waterwise: true,
      sort: 'newest',
      page: 3,
      pageSize: LISTING_PAGE_SIZE,
    });
  });

  it('turns the facets into filter options in finish-code order', () => {
    const result = listingResult({
      success: true,
      message: '',
      items: [],
      total: 0,
      finishCount: 0,
      page: 1,
      pageSize: LISTING_PAGE_SIZE,
      pageCount: 0,
      sort: 'rank',
      facets: {
        areas: [],
        categories: [],
        types: [],
        subcategories: [],
        collections: [],
        finishes: [
          { value: '50', label: 'Matte Black', count: 2 },
          { value: '10', label: 'Polished Chrome', count: 5 },
          { value: '9999', label: 'No finish', count: 1 },
        ],
        styles: [{ value: '20', label: 'transitional', count: 3 }],
        waterwise: [
          { value: 'true', label: 'Waterwise', count: 4 },
          { value: 'false', label: 'Not waterwise', count: 3 },
        ],
        lowPressure: [
          { value: 'false', label: 'Needs more than 0.5 bar', count: 2 },
          { value: 'true', label: 'Works on low pressure (0.5 bar or less)', count: 5 },
        ],
        hardWater: [{ value: 'true', label: 'For hard water', count: 6 }],
      },
    });
    expect(result.finishes).toEqual([
      { value: 10, label: 'Polished Chrome', count: 5 },
      { value: 50, label: 'Matte Black', count: 2 },
    ]);
    expect(result.styles).toEqual([{ value: 20, label: 'Transitional', count: 3 }]);
    expect(result.waterwiseCount).toBe(4);
    expect(result.lowPressureCount).toBe(5);
    expect(result.hardWaterCount).toBe(6);
    expect(result.pageCount).toBe(1);
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
