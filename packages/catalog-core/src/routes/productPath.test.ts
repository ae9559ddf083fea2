import { describe, expect, it } from 'vitest';
import { parseProductPath, productPath } from './productPath';

describe('parseProductPath', () => {
  it('gives the id of a path of exactly "product" and a non-empty id', () => {
    expect(parseProductPath('/product/T14059')).toBe('T14059');
    expect(parseProductPath('product/t14059-pr')).toBe('t14059-pr');
    expect(parseProductPath('/product/T14059/')).toBe('T14059');
    expect(parseProductPath('/product/T14059?finish=20#support')).toBe('T14059');
  });

  it('decodes the id', () => {
    expect(parseProductPath('/product/RP%2050587')).toBe('RP 50587');
  });

  it('refuses paths with another number of segments or another first segment', () => {
    expect(parseProductPath('/product')).toBeNull();
    expect(parseProductPath('/product/')).toBeNull();
    expect(parseProductPath('/product//')).toBeNull();
    expect(parseProductPath('/product/T14059/reviews')).toBeNull();
    expect(parseProductPath('/products/T14059')).toBeNull();
    expect(parseProductPath('/Product/T14059')).toBeNull();
    expect(parseProductPath('/x/product/T14059')).toBeNull();
  });

  it('refuses blank ids, malformed encodings and non-strings', () => {
    expect(parseProductPath('/product/%20%20')).toBeNull();
    expect(parseProductPath('/product/%E0%A4%A')).toBeNull();
    expect(parseProductPath(undefined)).toBeNull();
  });
});

describe('productPath', () => {
  it('builds the canonical path, encoding the id', () => {
    expect(productPath('T14059')).toBe('/product/T14059');
    expect(productPath('a/b')).toBe('/product/a%2Fb');
  });
});
