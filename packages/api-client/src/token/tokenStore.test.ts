import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/ApiError';
import { HOUR, makeJwt } from '../testing/jwt';
import { createMemoryStorage } from './storage';
import { MAX_TOKEN_LENGTH, createTokenStore, splitToken } from './tokenStore';

const NOW = Date.UTC(2026, 10, 21, 12);
const clock = () => NOW;

/** A valid JWT padded with a claim to exactly `length` characters. */
function jwtOfLength(length: number, expiresAt = NOW + HOUR): string {
  const base = makeJwt(expiresAt, { pad: '' });
  let pad = '';
  let token = base;
  while (token.length < length) {
    pad += 'x';
    token = makeJwt(expiresAt, { pad });
  }
  return token;
}

describe('splitToken', () => {
  it('cuts a token into chunks of 50 characters', () => {
    const token = 'a'.repeat(50) + 'b'.repeat(50) + 'c'.repeat(20);
    expect(splitToken(token)).toEqual(['a'.repeat(50), 'b'.repeat(50), 'c'.repeat(20)]);
  });

  it('fills all five chunks with a 250-character token', () => {
    const chunks = splitToken('t'.repeat(250));
    expect(chunks).toHaveLength(5);
    expect(chunks.every((chunk) => chunk.length === 50)).toBe(true);
  });

  it('refuses a token longer than five chunks instead of cutting it', () => {
    expect(() => splitToken('t'.repeat(251))).toThrow(
      'The session token is 251 characters long; at most 250 (5 chunks of 50) can be stored.',
    );
  });
});

describe('createTokenStore', () => {
  it('keeps a token in five keyed chunks of 50 characters and reads it back whole', () => {
    const storage = createMemoryStorage();
    const tokenStore = createTokenStore({ storage, now: clock, keyPrefix: 'token' });
    const token = jwtOfLength(MAX_TOKEN_LENGTH);

    tokenStore.save(token);

    const chunks = [0, 1, 2, 3, 4].map((index) => storage.getItem(`token${index}`));
    expect(chunks.map((chunk) => chunk?.length)).toEqual([50, 50, 50, 50, 50]);
    expect(chunks.join('')).toBe(token);
    expect(tokenStore.read()).toBe(token);
  });

  it('removes the chunks a shorter token no longer needs', () => {
    const storage = createMemoryStorage();
    const tokenStore = createTokenStore({ storage, now: clock, keyPrefix: 'token' });
    tokenStore.save(jwtOfLength(240));
    const short = jwtOfLength(120);

    tokenStore.save(short);

    expect(storage.getItem('token3')).toBeNull();
    expect(storage.getItem('token4')).toBeNull();
    expect(tokenStore.read()).toBe(short);
  });

  it('is valid while the token is present and unexpired, expired after its exp, missing without one', () => {
    let now = NOW;
    const tokenStore = createTokenStore({ storage: createMemoryStorage(), now: () => now });
    expect(tokenStore.status()).toBe('missing');

    tokenStore.save(makeJwt(NOW + HOUR));
    expect(tokenStore.status()).toBe('valid');

    now = NOW + HOUR;
    expect(tokenStore.status()).toBe('expired');
  });

  it('treats a token without an exp claim as unexpired', () => {
    const tokenStore = createTokenStore({ storage: createMemoryStorage(), now: clock });
    tokenStore.save(makeJwt(undefined, { sub: 'visitor' }));
    expect(tokenStore.status()).toBe('valid');
  });

  it('rejects a token already expired on receipt with the section 8 message and keeps the old one', () => {
    const tokenStore = createTokenStore({ storage: createMemoryStorage(), now: clock });
    const current = makeJwt(NOW + HOUR);
    tokenStore.save(current);

    let thrown: unknown;
    try {
      tokenStore.save(makeJwt(NOW - 1000));
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).message).toBe(
      'An expired session was received. You may need to login again.',
    );
    expect((thrown as ApiError).kind).toBe('expired-session');
    expect(tokenStore.read()).toBe(current);
  });

  it('refuses a token longer than 250 characters with a clear error and stores nothing', () => {
    const storage = createMemoryStorage();
    const tokenStore = createTokenStore({ storage, now: clock });
    const token = jwtOfLength(260);

    expect(() => tokenStore.save(token)).toThrow(
      `The session token is ${token.length} characters long; at most 250 (5 chunks of 50) can be stored.`,
    );
    expect(tokenStore.read()).toBeNull();
  });

  it('refuses an empty token', () => {
    const tokenStore = createTokenStore({ storage: createMemoryStorage(), now: clock });
    expect(() => tokenStore.save('')).toThrow('A session token cannot be empty.');
  });

  it('forgets the token on clear', () => {
    const tokenStore = createTokenStore({ storage: createMemoryStorage(), now: clock });
    tokenStore.save(makeJwt(NOW + HOUR));
    tokenStore.clear();
    expect(tokenStore.read()).toBeNull();
    expect(tokenStore.status()).toBe('missing');
  });

  it('keeps tokens in memory outside the browser', () => {
    const first = createTokenStore({ now: clock });
    first.save(makeJwt(NOW + HOUR));
    expect(first.status()).toBe('valid');
    // Each store has its own memory: nothing leaks between server requests.
    expect(createTokenStore({ now: clock }).status()).toBe('missing');
  });
});
