import { describe, expect, it } from 'vitest';
import {
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NOT_FOUND_MESSAGE,
  SEARCH_PLACEHOLDER,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
  XSRF_SECURE_COOKIE_NAME,
  XSRF_TOKEN_PATTERN,
  sameXsrfToken,
  xsrfCookieName,
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

describe('sameXsrfToken', () => {
  it('is true only for byte-equal values, whatever characters they hold', () => {
    expect(sameXsrfToken('a'.repeat(24), 'a'.repeat(24))).toBe(true);
    expect(sameXsrfToken('a'.repeat(24), `${'a'.repeat(23)}b`)).toBe(false);
    expect(sameXsrfToken('abc', 'abcd')).toBe(false);
    expect(sameXsrfToken('', '')).toBe(true);
    // Same number of UTF-16 units, different number of bytes: a false, not a throw.
    expect(sameXsrfToken(`é${'a'.repeat(23)}`, 'a'.repeat(24))).toBe(false);
  });

  it('names the cookie __Host-XSRF-TOKEN on https only', () => {
    expect(xsrfCookieName(true)).toBe(XSRF_SECURE_COOKIE_NAME);
    expect(XSRF_SECURE_COOKIE_NAME).toBe('__Host-XSRF-TOKEN');
    expect(xsrfCookieName(false)).toBe(XSRF_COOKIE_NAME);
  });
});

describe('sameXsrfToken over every kind of character', () => {
  it('matches a value to itself and not to a one-character change, for 1- to 4-byte characters', () => {
    for (const char of ['a', 'é', '€', '😀']) {
      const value = `tok_${char}${'x'.repeat(20)}`;
      expect(sameXsrfToken(value, value)).toBe(true);
      expect(sameXsrfToken(value, value.replace(char, 'b'))).toBe(false);
    }
  });
});
