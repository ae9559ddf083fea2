import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient';
import { readXsrfToken } from '../hooks/xsrf';
import { sendJson, startServer, type LoopbackServer } from '../testing/loopbackServer';

const TOKEN = 'tok_abcdefghijklmnopqrstuv';

let server: LoopbackServer;

beforeAll(async () => {
  server = await startServer((request, response) => {
    if (request.url === '/get/xsrf-token') {
      response.setHeader('set-cookie', `XSRF-TOKEN=${TOKEN}; Path=/; SameSite=Strict`);
      response.setHeader('cache-control', 'no-store');
      sendJson(response, 200, { success: true, token: TOKEN });
      return;
    }
    if (request.url === '/get/banners/attic') {
      sendJson(response, 400, { success: false, message: 'Unknown page "attic".' });
      return;
    }
    sendJson(response, 200, { success: true, echo: request.url });
  });
});

afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
});

const wire = () => server.requests.map(({ method, url }) => `${method} ${url}`);

describe('site-content endpoints', () => {
  it('sends each GET to its path, with its filters as query parameters', async () => {
    const api = createApiClient({ baseUrl: server.origin });
    await api.getCollections();
    await api.getEvents();
    await api.getTechnologies();
    await api.getTechnologies({ kind: 'special-feature', area: 'kitchen' });
    await api.getInnovations();
    await api.getAwards();
    await api.getAwards({ year: 2021 });
    await api.getMenus();
    await api.getBanners('water wise');

    expect(wire()).toEqual([
      'GET /get/collections',
      'GET /get/events',
      'GET /get/technologies',
      'GET /get/technologies?kind=special-feature&area=kitchen',
      'GET /get/innovations',
      'GET /get/awards',
      'GET /get/awards?year=2021',
      'GET /get/menus',
      'GET /get/banners/water%20wise',
    ]);
  });

  it("turns the API's refusal into an ApiError with its status and message", async () => {
    const api = createApiClient({ baseUrl: server.origin });
    await expect(api.getBanners('attic')).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Unknown page "attic".',
    });
  });
});

describe('headers a server passes on', () => {
  it('sends the client headers with every request and the call headers with that call only', async () => {
    const api = createApiClient({
      baseUrl: server.origin,
      headers: { 'x-forwarded-for': '203.0.113.9', cookie: `XSRF-TOKEN=${TOKEN}` },
      cookies: () => `XSRF-TOKEN=${TOKEN}`,
    });
    await api.post('/post/contact-us', { name: 'Asha' }, { headers: { 'Idempotency-Key': 'k-1' } });
    await api.getMenus();

    const [post, get] = server.requests;
    expect(post?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(post?.headers['cookie']).toBe(`XSRF-TOKEN=${TOKEN}`);
    expect(post?.headers['x-xsrf-token']).toBe(TOKEN);
    expect(post?.headers['idempotency-key']).toBe('k-1');
    expect(post?.headers['accept']).toBe('application/json');
    expect(get?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(get?.headers['idempotency-key']).toBeUndefined();
  });
});

describe('the XSRF token', () => {
  it('asks the API for it and hands back the Set-Cookie to pass on', async () => {
    const api = createApiClient({
      baseUrl: server.origin,
      headers: { 'x-forwarded-proto': 'https' },
    });

    await expect(api.getXsrfToken()).resolves.toEqual({
      success: true,
      token: TOKEN,
      setCookie: `XSRF-TOKEN=${TOKEN}; Path=/; SameSite=Strict`,
    });
    expect(server.requests[0]?.headers['x-forwarded-proto']).toBe('https');
  });

  it('takes a well-formed cookie as it is, without a request', async () => {
    const api = createApiClient({
      baseUrl: server.origin,
      cookies: () => `a=1; XSRF-TOKEN=${TOKEN}`,
    });

    await expect(api.ensureXsrfToken()).resolves.toEqual({
      success: true,
      token: TOKEN,
      setCookie: null,
    });
    expect(server.requests).toHaveLength(0);
  });

  it('asks the API when the cookie is missing or malformed', async () => {
    for (const cookie of [
      undefined,
      'XSRF-TOKEN=short',
      'XSRF-TOKEN=has spaces in it, not a token',
    ]) {
      const api = createApiClient({ baseUrl: server.origin, cookies: () => cookie });
      await expect(api.ensureXsrfToken()).resolves.toMatchObject({ token: TOKEN });
    }
    expect(wire()).toEqual(Array(3).fill('GET /get/xsrf-token'));
  });

  it('reads only well-formed tokens from a Cookie header', () => {
    expect(readXsrfToken(`theme=dark; XSRF-TOKEN=${TOKEN}`)).toBe(TOKEN);
    expect(readXsrfToken('XSRF-TOKEN=%3Cscript%3E')).toBeUndefined();
    expect(readXsrfToken('XSRF-TOKEN=')).toBeUndefined();
    expect(readXsrfToken(null)).toBeUndefined();
  });
});
