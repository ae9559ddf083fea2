// Error reports over a real server, on SQLite and on a real PostgreSQL: the API's own failures through its Sentry
// client into the store, the web servers' reports on POST /errors, grouped, scrubbed and bounded.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../test/postgres';
import { startTestServer, type TestServer } from '../test/server';
import { listErrorGroups, MAX_ERROR_GROUPS, MAX_REPORT_BYTES } from './errors';

/** A browser's event as the Sentry SDK makes it, with personal data where a careless message would put it. */
function browserEvent(message: string, file = 'http://127.0.0.1:3000/assets/product-AbC12345.js') {
  return {
    source: 'browser',
    event: {
      release: 'web@test',
      tags: { route: '/product/:id', request_id: 'req-browser-1' },
      request: { url: 'https://site.example/product/T1?email=a@b.in', cookies: { sid: 'secret' } },
      user: { email: 'asha@example.in' },
      exception: {
        values: [
          {
            type: 'TypeError',
            value: message,
            stacktrace: {
              frames: [
                { filename: file, function: 'outer', lineno: 1, colno: 10 },
                { filename: `${file}?v=2`, function: 'inner', lineno: 1, colno: 200 },
              ],
            },
          },
        ],
      },
    },
  };
}

const post = (server: TestServer, body: unknown) =>
  server.get('/errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe.each(['sqlite', 'postgres'] as const)('error reports (%s)', (kind) => {
  let postgres: TestPostgres | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    if (kind === 'postgres') postgres = await startTestPostgres();
  }, 60_000);
  afterAll(async () => {
    await postgres?.stop();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  const start = async (testRoutes: boolean) =>
    startTestServer({
      errors: { testRoutes },
      ...(postgres ? { databaseUrl: await postgres.createDatabase() } : {}),
    });

  it('stores an API failure once per kind, counted, with its route, request id, release and source file', async () => {
    server = await start(true);
    for (const [i, id] of ['req-one', 'req-two'].entries()) {
      const response = await server.get('/test/throw', { headers: { 'x-request-id': id } });
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ success: false });
      // The report is written after the answer: wait for it, so the second is the latest.
      await expect.poll(async () => (await listErrorGroups(server!.writes))[0]?.count).toBe(i + 1);
    }
    const groups = await listErrorGroups(server.writes);
    expect(groups).toHaveLength(1);
    const [group] = groups;
    expect(group).toMatchObject({
      source: 'api',
      type: 'TypeError',
      message: 'The test route of the API failed on purpose',
      route: '/test/throw',
      requestId: 'req-two',
    });
    expect(group!.release).toMatch(/^api@/);
    expect(group!.stack).toMatch(/error-routes\.ts:\d+:\d+/);
    expect(Date.parse(group!.lastSeen)).toBeGreaterThanOrEqual(Date.parse(group!.firstSeen));
  });

  it('has no test route unless asked for', async () => {
    server = await start(false);
    expect((await server.get('/test/throw')).status).toBe(404);
  });

  it('keeps a browser report without personal data, and counts it again without a new group', async () => {
    server = await start(false);
    const message =
      'Failed for asha.rao@example.in, call +91 98765 43210, at https://site.example/search-results?term=tap#x';
    const first = await post(server, browserEvent(message));
    expect(first.status).toBe(201);
    const again = await post(server, browserEvent(message));
    expect(again.status).toBe(200);
    const [group, ...rest] = await listErrorGroups(server.writes);
    expect(rest).toEqual([]);
    expect(group).toMatchObject({
      source: 'browser',
      count: 2,
      route: '/product/:id',
      requestId: 'req-browser-1',
      message: 'Failed for [email], call [number], at https://site.example/search-results',
    });
    expect(group!.stack.split('\n')).toEqual([
      '    at inner (http://127.0.0.1:3000/assets/product-AbC12345.js:1:200)',
      '    at outer (http://127.0.0.1:3000/assets/product-AbC12345.js:1:10)',
    ]);
    expect(JSON.stringify(group)).not.toMatch(/asha|secret|98765|term=|v=2/);
  });

  it('refuses malformed and oversized reports with 400 and 413, and stores nothing of them', async () => {
    server = await start(false);
    const malformed = await post(server, '{"source":"browser","event":');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toMatch(/not JSON/);
    const noSource = await post(server, { event: browserEvent('x').event });
    expect(noSource.status).toBe(400);
    const asApi = await post(server, { ...browserEvent('x'), source: 'api' });
    expect(asApi.status).toBe(400);
    const empty = await post(server, { source: 'browser', event: { exception: { values: 'x' } } });
    expect(empty.status).toBe(400);
    const large = await post(server, browserEvent('x'.repeat(MAX_REPORT_BYTES)));
    expect(large.status).toBe(413);
    expect(await listErrorGroups(server.writes)).toEqual([]);
  });

  it('refuses a new kind of error once the store holds its bound of groups, and still counts known kinds', async () => {
    server = await start(false);
    expect((await post(server, browserEvent('A known failure'))).status).toBe(201);
    const now = new Date().toISOString();
    const filler = Array.from({ length: MAX_ERROR_GROUPS - 1 }, (_, i) => ({
      fingerprint: `filler-${i}`,
      source: 'browser',
      type: 'Error',
      message: `filler ${i}`,
      stack: '',
      release: 'web@test',
      route: '/',
      request_id: '',
      count: 1,
      bytes: 100,
      first_seen: now,
      last_seen: now,
    }));
    for (let i = 0; i < filler.length; i += 200)
      await server.writes.db
        .insertInto('error_groups')
        .values(filler.slice(i, i + 200))
        .execute();
    const refused = await post(server, browserEvent('A new kind of failure'));
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/full/);
    expect((await post(server, browserEvent('A known failure'))).status).toBe(200);
    const groups = await listErrorGroups(server.writes, 5000);
    expect(groups).toHaveLength(MAX_ERROR_GROUPS);
    expect(groups.some((group) => group.message === 'A new kind of failure')).toBe(false);
    expect(groups.find((group) => group.message === 'A known failure')?.count).toBe(2);
  });
});

describe('with SENTRY_DSN', () => {
  it('sends the API failure to that Sentry-protocol server, without request data, and keeps none itself', async () => {
    const envelopes: string[] = [];
    const sentry = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
        envelopes.push(`${req.url}\n${text.toString('utf8')}`);
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
    const { port } = sentry.address() as AddressInfo;
    const server = await startTestServer({
      errors: { dsn: `http://publickey@127.0.0.1:${port}/42`, testRoutes: true },
    });
    try {
      const response = await server.get('/test/throw?email=asha@example.in', {
        headers: { cookie: 'XSRF-TOKEN=secret-cookie', 'x-request-id': 'req-dsn' },
      });
      expect(response.status).toBe(500);
      await expect.poll(() => envelopes.length).toBeGreaterThan(0);
      const [sent] = envelopes;
      expect(sent).toMatch(/^\/api\/42\/envelope\//);
      expect(sent).toContain('The test route of the API failed on purpose');
      expect(sent).toContain('"request_id":"req-dsn"');
      expect(sent).toContain('"route":"/test/throw"');
      expect(sent).not.toMatch(/secret-cookie|asha|example\.in/);
      expect(await listErrorGroups(server.writes)).toEqual([]);
    } finally {
      await server.close();
      sentry.close();
    }
  });
});
