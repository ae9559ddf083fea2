import { describe, expect, it } from 'vitest';
import { BUILT_IN_COLLECTIONS, isSpecialCollection } from './collections';

describe('BUILT_IN_COLLECTIONS', () => {
  it('lists the 18 built-in collections in the spec’s order with slugs', () => {
    expect(BUILT_IN_COLLECTIONS).toHaveLength(18);
    expect(BUILT_IN_COLLECTIONS[0]).toEqual({
      name: 'Trillian',
      slug: 'trillian',
      waterwise: true,
    });
    expect(BUILT_IN_COLLECTIONS.find((c) => c.name === 'Ixa Soft')?.slug).toBe('ixa-soft');
  });

  it('flags exactly Andian, Filis, Kami, Kendari, Ixa Jive, Ixa Soft and Korby as not waterwise', () => {
    const notWaterwise = BUILT_IN_COLLECTIONS.filter((c) => !c.waterwise).map((c) => c.name);
    expect(notWaterwise.sort()).toEqual(
      ['Andian', 'Filis', 'Ixa Jive', 'Ixa Soft', 'Kami', 'Kendari', 'Korby'].sort(),
    );
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(BUILT_IN_COLLECTIONS)).toBe(true);
    expect(Object.isFrozen(BUILT_IN_COLLECTIONS[0])).toBe(true);
  });
});

describe('isSpecialCollection', () => {
  it('recognises the three special collections by viewable name', () => {
    expect(isSpecialCollection('MagnaFlow Bud')).toBe(true);
    expect(isSpecialCollection('MagnaChoice Bud')).toBe(true);
    expect(isSpecialCollection('CHOICE DWAY')).toBe(true);
  });

  it('ignores trademark markup and surrounding spaces', () => {
    expect(isSpecialCollection(' MagnaFlow Bud<sup>&reg;</sup> ')).toBe(true);
    expect(isSpecialCollection('CHOICE DWAY®')).toBe(true);
  });

  it('rejects other names, near misses and empty values', () => {
    expect(isSpecialCollection('Pivotal')).toBe(false);
    expect(isSpecialCollection('MagnaFlow')).toBe(false);
    expect(isSpecialCollection('Choice Dway')).toBe(false);
    expect(isSpecialCollection('')).toBe(false);
    expect(isSpecialCollection(undefined)).toBe(false);
  });
});
