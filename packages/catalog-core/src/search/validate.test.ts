import { describe, expect, it } from 'vitest';
import {
  MIN_SEARCH_TERM_LENGTH,
  SEARCH_DEBOUNCE_MS,
  SEARCH_DIALOG_LIMIT,
  SEARCH_RESULTS_LIMIT,
} from './constants';
import { isValidSearchTerm } from './validate';

describe('search constants', () => {
  it('match the spec’s limits and wait', () => {
    expect(MIN_SEARCH_TERM_LENGTH).toBe(3);
    expect(SEARCH_DEBOUNCE_MS).toBe(1500);
    expect(SEARCH_RESULTS_LIMIT).toBe(100);
    expect(SEARCH_DIALOG_LIMIT).toBe(3);
  });
});

describe('isValidSearchTerm', () => {
  it('accepts terms of three characters or more', () => {
    expect(isValidSearchTerm('T14')).toBe(true);
    expect(isValidSearchTerm('basin mixer')).toBe(true);
  });

  it('refuses missing, short and whitespace-only terms', () => {
    expect(isValidSearchTerm(undefined)).toBe(false);
    expect(isValidSearchTerm(null)).toBe(false);
    expect(isValidSearchTerm('')).toBe(false);
    expect(isValidSearchTerm('ab')).toBe(false);
    expect(isValidSearchTerm('  ab  ')).toBe(false);
    expect(isValidSearchTerm('      ')).toBe(false);
  });

  it('counts characters, not UTF-16 units, so two emoji are not a term', () => {
    expect(isValidSearchTerm('🚿🚿')).toBe(false);
    expect(isValidSearchTerm('नल')).toBe(false);
    expect(isValidSearchTerm('नलक')).toBe(true);
  });
});
