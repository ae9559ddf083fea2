// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { HOUR, makeJwt } from '../testing/jwt';
import { createTokenStore } from './tokenStore';

afterEach(() => window.localStorage.clear());

describe('token storage in the browser', () => {
  it('keeps the chunks in localStorage, where a new store (a reload) finds them', () => {
    const token = makeJwt(Date.now() + HOUR, { pad: 'p'.repeat(80) });
    createTokenStore().save(token);

    expect(window.localStorage.getItem('fittings.session-token.0')).toBe(token.slice(0, 50));
    expect(window.localStorage.getItem('fittings.session-token.1')).toBe(token.slice(50, 100));
    expect(createTokenStore().read()).toBe(token);
  });
});
