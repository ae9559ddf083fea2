import { describe, expect, it } from 'vitest';
import { STYLES, styleName } from './styles';

describe('styleName', () => {
  it('names the three style codes', () => {
    expect(styleName(10)).toBe('modern');
    expect(styleName(20)).toBe('transitional');
    expect(styleName(30)).toBe('traditional');
    expect(STYLES.map((style) => style.code)).toEqual([10, 20, 30]);
  });

  it('gives undefined for a code that is not a style', () => {
    expect(styleName(0)).toBeUndefined();
    expect(styleName(40)).toBeUndefined();
  });
});
