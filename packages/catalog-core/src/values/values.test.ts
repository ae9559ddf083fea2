import { describe, expect, it } from 'vitest';
import { countLabel, isBlank } from './values';

describe('isBlank', () => {
  it('is true for empty and whitespace-only strings', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('   ')).toBe(true);
    expect(isBlank('\t\n\u00a0')).toBe(true);
  });

  it('is false for undefined and null, as the spec says', () => {
    expect(isBlank(undefined)).toBe(false);
    expect(isBlank(null)).toBe(false);
  });

  it('is false for text and for values that are not strings', () => {
    expect(isBlank(' T14059 ')).toBe(false);
    expect(isBlank(0)).toBe(false);
    expect(isBlank(false)).toBe(false);
  });
});

describe('countLabel', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countLabel(1, 'Technology', 'Technologies')).toBe('Technology');
    expect(countLabel(2, 'Technology', 'Technologies')).toBe('Technologies');
    expect(countLabel(0, 'Special Feature', 'Special Features')).toBe('Special Features');
  });
});
