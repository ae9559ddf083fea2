import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToWishlist, parseWishlist, removeFromWishlist, serializeWishlist } from './wishlist';

describe('parseWishlist', () => {
  it('reads the comma-separated models kept in the browser', () => {
    expect(parseWishlist('T14059,RP50587')).toEqual(['T14059', 'RP50587']);
  });

  it('tolerates null, blanks, stray spaces and repeated commas', () => {
    expect(parseWishlist(null)).toEqual([]);
    expect(parseWishlist(undefined)).toEqual([]);
    expect(parseWishlist('')).toEqual([]);
    expect(parseWishlist(' , ,, ')).toEqual([]);
    expect(parseWishlist(' T14059 ,, RP50587 ,')).toEqual(['T14059', 'RP50587']);
  });

  it('keeps a model listed twice once, in its first place', () => {
    expect(parseWishlist('A1,B2,A1')).toEqual(['A1', 'B2']);
  });
});

describe('serializeWishlist', () => {
  it('joins models with commas and drops blanks', () => {
    expect(serializeWishlist(['T14059', ' ', 'RP50587'])).toBe('T14059,RP50587');
    expect(serializeWishlist([])).toBe('');
  });
});

describe('addToWishlist and removeFromWishlist', () => {
  it('adds a model at the end', () => {
    expect(addToWishlist(['A1'], 'B2')).toEqual(['A1', 'B2']);
  });

  it('ignores a model already present, a blank model and one with the separator', () => {
    expect(addToWishlist(['A1'], 'A1')).toEqual(['A1']);
    expect(addToWishlist(['A1'], '  ')).toEqual(['A1']);
    expect(addToWishlist(['A1'], 'B2,C3')).toEqual(['A1']);
  });

  it('removes by model code and leaves the rest in order', () => {
    expect(removeFromWishlist(['A1', 'B2', 'C3'], 'B2')).toEqual(['A1', 'C3']);
    expect(removeFromWishlist(['A1'], 'Z9')).toEqual(['A1']);
  });

  it('never changes the list it is given', () => {
    const list = ['A1'];
    addToWishlist(list, 'B2');
    removeFromWishlist(list, 'A1');
    expect(list).toEqual(['A1']);
  });
});

describe('wishlist round trip', () => {
  const modelArb = fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{0,11}$/);

  it('reads back exactly the list it wrote', () => {
    fc.assert(
      fc.property(fc.uniqueArray(modelArb, { maxLength: 30 }), (list) => {
        expect(parseWishlist(serializeWishlist(list))).toEqual(list);
      }),
    );
  });

  it('adding then removing a new model gives the list back', () => {
    fc.assert(
      fc.property(fc.uniqueArray(modelArb, { maxLength: 20 }), modelArb, (list, model) => {
        fc.pre(!list.includes(model));
        expect(removeFromWishlist(addToWishlist(list, model), model)).toEqual(list);
      }),
    );
  });
});
