import { describe, expect, it } from 'vitest';
import { makeJwt } from '../testing/jwt';
import { isTokenExpired, tokenExpiry } from './jwt';

describe('tokenExpiry', () => {
  it('reads exp (seconds) as milliseconds', () => {
    expect(tokenExpiry(makeJwt(1_700_000_000_000))).toBe(1_700_000_000_000);
  });

  it('reads a payload written in base64url with non-ASCII claims', () => {
    const token = makeJwt(1_700_000_000_000, { name: 'Dévi ✓ ~~~???>>>' });
    expect(tokenExpiry(token)).toBe(1_700_000_000_000);
  });

  it('has no expiry for an opaque token, a JWT without exp, or an unreadable payload', () => {
    expect(tokenExpiry('opaque-session-id')).toBeUndefined();
    expect(tokenExpiry(makeJwt(undefined))).toBeUndefined();
    expect(tokenExpiry('a.%%%.c')).toBeUndefined();
  });
});

describe('isTokenExpired', () => {
  it('is expired from the exp second on', () => {
    const token = makeJwt(2_000_000_000_000);
    expect(isTokenExpired(token, 1_999_999_999_999)).toBe(false);
    expect(isTokenExpired(token, 2_000_000_000_000)).toBe(true);
  });
});
