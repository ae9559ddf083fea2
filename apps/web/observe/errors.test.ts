// The web server's reporter with SENTRY_DSN set: a failed server render and a browser's report both reach that
// Sentry-protocol server (a loopback stand-in here), tagged with their route and request id, without personal data.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorReporter } from './errors';

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
