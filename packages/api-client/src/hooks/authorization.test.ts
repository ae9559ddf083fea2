import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../client/createApiClient';
import { HOUR, makeJwt } from '../testing/jwt';
import { startServer, type LoopbackServer } from '../testing/loopbackServer';
import { createMemoryStorage } from '../token/storage';
import { createTokenStore, type TokenStore } from '../token/tokenStore';

let server: LoopbackServer;
let now: number;
let tokenStore: TokenStore;
let api: ApiClient;

beforeEach(async () => {
  server = await startServer();
  now = Date.UTC(2026, 10, 21, 12);
  tokenStore = createTokenStore({ storage: createMemoryStorage(), now: () => now });
  api = createApiClient({ baseUrl: server.origin, tokenStore });
});

afterEach(() => server.close());

const authorizationAtServer = () => server.requests.at(-1)?.headers.authorization;

describe('Authorization header, as the API receives it', () => {
  it('carries Bearer and the whole token when it exists, is unexpired and the target is allowed', async () => {
    const token = makeJwt(now + HOUR, { pad: 'x'.repeat(100) });
    tokenStore.save(token);

    await api.getDealers('mumbai');

    expect(authorizationAtServer()).toBe(`Bearer ${token}`);
  });

  it('carries the placeholder no-jwt-token when there is no token', async () => {
    await api.getCatalogCategories();
    expect(authorizationAtServer()).toBe('no-jwt-token');
  });

  it('carries the placeholder expired-token once the token has expired', async () => {
    tokenStore.save(makeJwt(now + HOUR));
    now += 2 * HOUR;

    await api.getVideoCategories();

    expect(authorizationAtServer()).toBe('expired-token');
  });

  it('carries the placeholder domain-not-allowed when the port differs from the allowed origin', async () => {
    tokenStore.save(makeJwt(now + HOUR));
    const otherPort = await startServer();
    try {
      const client = createApiClient({
        baseUrl: server.origin,
        tokenStore,
        tokenOrigins: [otherPort.origin],
      });
      await client.getEvent('launch');
    } finally {
      await otherPort.close();
    }
    expect(authorizationAtServer()).toBe('domain-not-allowed');
  });

  it('carries domain-not-allowed when the protocol or domain differs', async () => {
    tokenStore.save(makeJwt(now + HOUR));
    const port = new URL(server.origin).port;

    for (const allowed of [`https://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const client = createApiClient({
        baseUrl: server.origin,
        tokenStore,
        tokenOrigins: [allowed],
      });
      await client.getDealer2s();
      expect(authorizationAtServer()).toBe('domain-not-allowed');
    }
  });

  it('withholds the token from an absolute URL on another origin', async () => {
    tokenStore.save(makeJwt(now + HOUR));
    const elsewhere = await startServer();
    try {
      await api.post(`${elsewhere.origin}/collect`, { page: '/' });
      expect(elsewhere.requests[0]?.headers.authorization).toBe('domain-not-allowed');
    } finally {
      await elsewhere.close();
    }
  });

  it('sends product and search requests with no Authorization header at all, even with a valid token', async () => {
    tokenStore.save(makeJwt(now + HOUR));

    await api.getProduct('T14059');
    await api.search('tap');
    await api.getProductPreview('T14059');
    await api.getProductPreviews('pivotal');
    await api.filterProducts('bathroom');
    await api.filterProductsByArea('kitchen');
    await api.filterProductsByCollection('pivotal');
    await api.filterProductsByInnovation('touch2o');
    await api.filterProductsByType('showerheads');
    await api.getBoaProduct();

    expect(server.requests).toHaveLength(10);
    for (const request of server.requests) {
      expect(request.headers, request.url).not.toHaveProperty('authorization');
    }
  });

  it('applies the rule to every other endpoint and to post', async () => {
    await api.getCollection('pivotal');
    await api.getCollectionMetadataByName('Pivotal');
    await api.getDealers('pune');
    await api.getDealer2s();
    await api.getCatalogCategories();
    await api.getVideoCategories();
    await api.getEvent('launch');
    await api.getBoaImageBanner();
    await api.getBoaVideoBanner();
    await api.post('/leads', { interest: 'kitchen' });

    expect(server.requests.map((request) => request.headers.authorization)).toEqual(
      Array(10).fill('no-jwt-token'),
    );
  });
});
