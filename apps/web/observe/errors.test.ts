// The web server's reporter with SENTRY_DSN set: a failed server render and a browser's report both reach that
// Sentry-protocol server (a loopback stand-in here), tagged with their route and request id, without personal data.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createErrorReporter, errorsEndpoint } from './errors';

let sentry: Server;
let port: number;
const envelopes: string[] = [];

beforeAll(async () => {
  sentry = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const text = req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
      envelopes.push(`${req.url}\n${text.toString('utf8')}`);
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
  port = (sentry.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => sentry.close(() => resolve())));

describe('the web server with SENTRY_DSN', () => {
  const reporter = () =>
    createErrorReporter({
      // The API is never asked: a DSN takes every report.
      apiOrigin: 'http://127.0.0.1:9',
      dsn: `http://publickey@127.0.0.1:${port}/7`,
      release: 'web@test',
      environment: 'production',
    });

  it('sends a failed server render to that server with its route and request id', async () => {
    envelopes.length = 0;
    reporter().capture(new Error('The render failed for asha@example.in'), {
      route: '/product/:id',
      requestId: 'req-web-dsn',
    });
    await expect.poll(() => envelopes.length).toBeGreaterThan(0);
    const [sent] = envelopes;
    expect(sent).toMatch(/^\/api\/7\/envelope\//);
    expect(sent).toContain('The render failed for');
    expect(sent).toContain('"route":"/product/:id"');
    expect(sent).toContain('"request_id":"req-web-dsn"');
    expect(sent).toContain('"release":"web@test"');
    expect(sent).not.toContain('asha@example.in');
  });

  it("passes on a browser's report, scrubbed, and answers 204 without asking the API", async () => {
    envelopes.length = 0;
    const status = await reporter().forward(
      {
        exception: {
          values: [
            {
              type: 'TypeError',
              value: 'Cannot read the list of 98200 12345',
              stacktrace: {
                frames: [{ filename: '/assets/wishlist-x1.js?token=secret', lineno: 3 }],
              },
            },
          ],
        },
        request: { cookies: { session: 'secret-cookie' } },
      },
      { route: '/wishlist', requestId: 'req-browser' },
    );
    expect(status).toBe(204);
    await expect.poll(() => envelopes.length).toBeGreaterThan(0);
    const [sent] = envelopes;
    expect(sent).toContain('Cannot read the list of');
    expect(sent).toContain('"source":"browser"');
    expect(sent).toContain('"route":"/wishlist"');
    expect(sent).not.toMatch(/secret-cookie|token=secret|98200 12345/);
  });
});

describe('POST /errors against forged and proxied reports (issue 41)', () => {
  /** The API's POST /errors as a loopback stand-in: records what the web server passed on, answers `status`. */
  let api: Server;
  let apiPort: number;
  let apiStatus = 201;
  const passedOn: { source: string; visitor?: string }[] = [];
  beforeAll(async () => {
    api = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        passedOn.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        res.writeHead(apiStatus, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiPort = (api.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

  const app = () => {
    const hono = new Hono();
    hono.post(
      '/errors',
      errorsEndpoint({
        reporter: createErrorReporter({
          apiOrigin: `http://127.0.0.1:${apiPort}`,
          dsn: '',
          release: 'web@test',
          environment: 'production',
        }),
        routeOf: (pathname) => pathname,
        visitorOf: (c) => c.req.header('x-test-peer') ?? 'unknown',
      }),
    );
    return hono;
  };
  const envelope = (event: unknown) =>
    `{"sent_at":"2026-12-01T00:00:00Z"}\n{"type":"event"}\n${JSON.stringify(event)}`;
  const goodEvent = {
    exception: {
      values: [{ type: 'TypeError', value: 'x is undefined', stacktrace: { frames: [] } }],
    },
    tags: { page: '/hi/search' },
  };
  const send = (hono: Hono, body: string, headers: Record<string, string> = {}) =>
    hono.request('http://www.example.com/errors', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', host: 'www.example.com', ...headers },
      body,
    });

  it('takes a report from the https page behind the TLS proxy, and refuses another site', async () => {
    const hono = app();
    const behindProxy = {
      origin: 'https://www.example.com',
      'x-forwarded-proto': 'https',
      'sec-fetch-site': 'same-origin',
    };
    expect((await send(hono, envelope(goodEvent), behindProxy)).status).toBe(204);
    const other = await send(hono, envelope(goodEvent), {
      ...behindProxy,
      origin: 'https://evil.example',
    });
    expect(other.status).toBe(403);
    const downgraded = await send(hono, envelope(goodEvent), {
      ...behindProxy,
      origin: 'http://www.example.com',
    });
    expect(downgraded.status).toBe(403);
  });

  it('answers each malformed event 400 with what is wrong, in place of a crash', async () => {
    const hono = app();
    for (const exception of [
      { values: [null] },
      { values: [{ value: 'x', stacktrace: { frames: {} } }] },
      { values: [{ value: 'x', stacktrace: { frames: [null] } }] },
      { values: [{ value: 'x', stacktrace: 'x' }] },
      { values: [{ value: { not: 'text' } }] },
    ]) {
      const response = await send(hono, envelope({ exception }));
      expect(response.status, JSON.stringify(exception)).toBe(400);
      expect(await response.text()).toMatch(/must/);
    }
  });

  it('counts visitors per IPv6 /64 and names the /64 to the API, whose 429 it passes on', async () => {
    const hono = app();
    passedOn.length = 0;
    const statuses: number[] = [];
    for (let i = 1; i <= 15; i++)
      statuses.push(
        (
          await send(hono, envelope(goodEvent), {
            'x-test-peer': `2001:db8:5:6::${i.toString(16)}`,
          })
        ).status,
      );
    expect(statuses.filter((status) => status === 204)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
    expect(new Set(passedOn.map((body) => body.visitor))).toEqual(new Set(['2001:db8:5:6::/64']));
    apiStatus = 429;
    try {
      const refused = await send(hono, envelope(goodEvent), { 'x-test-peer': '203.0.113.7' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(await refused.text()).toMatch(/Too many error reports/);
    } finally {
      apiStatus = 201;
    }
  });
});
