import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient';
import { startServer, type LoopbackServer } from '../testing/loopbackServer';
import { createMemoryStorage } from '../token/storage';
import { createTokenStore } from '../token/tokenStore';
import { readXsrfToken } from './xsrf';

let server: LoopbackServer;

beforeEach(async () => {
  server = await startServer();
});

afterEach(() => server.close());

function client(cookies: string | undefined) {
  return createApiClient({
    baseUrl: server.origin,
    tokenStore: createTokenStore({ storage: createMemoryStorage() }),
    cookies: () => cookies,
  });
}

const xsrfAtServer = () => server.requests.at(-1)?.headers['x-xsrf-token'];

describe('X-XSRF-TOKEN header, as the API receives it', () => {
  it('is read from the XSRF-TOKEN cookie on a POST to a relative path', async () => {
    await client('theme=dark; XSRF-TOKEN=abc%3D123; other=1').post('/leads', { name: 'x' });
    expect(xsrfAtServer()).toBe('abc=123');
  });

  it('is read from the __Host-XSRF-TOKEN cookie first, the one the API sets over https', async () => {
    await client('XSRF-TOKEN=planted; __Host-XSRF-TOKEN=secure123').post('/leads', {});
    expect(xsrfAtServer()).toBe('secure123');
  });

  it('is absent on GET requests', async () => {
    const api = client('XSRF-TOKEN=abc');
    await api.getDealer2s();
    await api.getProduct('T14059');
    expect(server.requests.map((request) => request.headers)).toEqual([
      expect.not.objectContaining({ 'x-xsrf-token': expect.anything() }),
      expect.not.objectContaining({ 'x-xsrf-token': expect.anything() }),
    ]);
  });

  it('is absent on a POST to an absolute URL, even one on the API origin', async () => {
    await client('XSRF-TOKEN=abc').post(`${server.origin}/leads`, { name: 'x' });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers).not.toHaveProperty('x-xsrf-token');
  });

  it('is absent when there is no XSRF-TOKEN cookie', async () => {
    await client('session=1').post('/leads', {});
    expect(server.requests[0]?.headers).not.toHaveProperty('x-xsrf-token');
  });

  it('sends the JSON body of a post', async () => {
    await client(undefined).post('/contact', { topic: 'warranty', models: ['T14059'] });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/contact',
      body: JSON.stringify({ topic: 'warranty', models: ['T14059'] }),
      headers: { 'content-type': 'application/json' },
    });
  });
});

describe('the headers option, as the API receives it', () => {
  it('sends the given headers with every GET and POST, leaving out empty ones', async () => {
    const api = createApiClient({
      baseUrl: server.origin,
      tokenStore: createTokenStore({ storage: createMemoryStorage() }),
      cookies: () => undefined,
      headers: { 'x-request-id': 'req-123', 'x-empty': '', 'x-absent': null },
    });
    await api.getProduct('T14059');
    await api.post('/leads', { name: 'x' });
    expect(server.requests).toHaveLength(2);
    for (const request of server.requests) {
      expect(request.headers['x-request-id']).toBe('req-123');
      expect(request.headers).not.toHaveProperty('x-empty');
      expect(request.headers).not.toHaveProperty('x-absent');
      expect(request.headers.accept).toBe('application/json');
    }
  });
});

describe('readXsrfToken', () => {
  const secure = 's'.repeat(24);
  const plain = 'p'.repeat(24);
  it('prefers the __Host- cookie, and reads only the name it is given', () => {
    expect(readXsrfToken(`XSRF-TOKEN=${plain}; __Host-XSRF-TOKEN=${secure}`)).toBe(secure);
    expect(readXsrfToken(`XSRF-TOKEN=${plain}`)).toBe(plain);
    expect(readXsrfToken(`XSRF-TOKEN=${plain}`, '__Host-XSRF-TOKEN')).toBeUndefined();
    expect(readXsrfToken('XSRF-TOKEN=%E0')).toBeUndefined();
  });
});
