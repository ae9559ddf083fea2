import { describe, expect, it } from 'vitest';
import {
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NOT_FOUND_MESSAGE,
  SEARCH_PLACEHOLDER,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
  XSRF_TOKEN_PATTERN,
} from './texts';

describe('the fixed texts of the spec', () => {
  it('keeps them word for word', () => {
    expect(GENERIC_ERROR_MESSAGE).toBe('Something went wrong!');
    expect(NETWORK_ERROR_MESSAGE).toBe('could not connect to our servers');
    expect(SEARCH_PLACEHOLDER).toBe('Search (keywords,etc)');
    expect(NOT_FOUND_MESSAGE).toBe('Whoops, page not found.');
    expect(XSRF_COOKIE_NAME).toBe('XSRF-TOKEN');
    expect(XSRF_HEADER_NAME).toBe('X-XSRF-TOKEN');
  });

  it('accepts only URL-safe XSRF tokens of 20 to 128 characters', () => {
    expect(XSRF_TOKEN_PATTERN.test('a'.repeat(20))).toBe(true);
    expect(XSRF_TOKEN_PATTERN.test('A-z_9'.repeat(25) + 'abc')).toBe(true);
    expect(XSRF_TOKEN_PATTERN.test('a'.repeat(19))).toBe(false);
    expect(XSRF_TOKEN_PATTERN.test('a'.repeat(129))).toBe(false);
    expect(XSRF_TOKEN_PATTERN.test('<script>alert(1)</script>aaaa')).toBe(false);
  });
});
