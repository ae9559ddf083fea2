// Error reports over a real server, on SQLite and on a real PostgreSQL: the API's own failures through its Sentry
// client into the store, the web servers' reports on POST /errors, grouped, scrubbed and bounded.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../paths';
import { startTestPostgres, type TestPostgres } from '../test/postgres';
import { startTestServer, type TestServer } from '../test/server';
import {
  listErrorGroups,
  MAX_ERROR_GROUPS,
  MAX_GROUPS_PER_QUOTA,
  MAX_REPORT_BYTES,
} from './errors';

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

  it("keeps a real browser error and a server error after a flood of forged kinds fills the browsers' quota", async () => {
    server = await start(true);
    const old = new Date(Date.now() - 86_400_000).toISOString();
    const group = (i: number, source: string, count: number) => ({
      fingerprint: `${source}-${i}`,
      source,
      type: `Forged${i}`,
      message: `forged ${i}`,
      stack: '',
      release: 'web@test',
      route: '/',
      request_id: '',
      count,
      bytes: 100,
      first_seen: old,
      last_seen: old,
    });
    // A browser error seen again and again before the flood, one server error, then the flood: the browsers' whole
    // quota of one-off kinds, as 1,000 forged reports from rotating addresses would leave it.
    const rows = [
      group(0, 'browser', 40),
      group(0, 'web', 1),
      ...Array.from({ length: MAX_GROUPS_PER_QUOTA - 1 }, (_, i) => group(i + 1, 'browser', 1)),
    ];
    for (let i = 0; i < rows.length; i += 200)
      await server.writes.db
        .insertInto('error_groups')
        .values(rows.slice(i, i + 200))
        .execute();
    const real = await post(server, browserEvent('A regression after the release'));
    expect(real.status).toBe(201);
    expect((await server.get('/test/throw')).status).toBe(500);
    await expect
      .poll(async () =>
        (await listErrorGroups(server!.writes, 5000)).some((g) => g.source === 'api'),
      )
      .toBe(true);
    const groups = await listErrorGroups(server.writes, 5000);
    const messages = groups.map((g) => g.message);
    expect(messages).toContain('A regression after the release');
    expect(messages).toContain('The test route of the API failed on purpose');
    // The seen-often browser kind and the web server's kind outlived the flood; one forged one-off made room.
    expect(messages).toEqual(expect.arrayContaining(['forged 0']));
    expect(groups.filter((g) => g.source === 'web')).toHaveLength(1);
    expect(groups.find((g) => g.source === 'browser' && g.count === 40)).toBeDefined();
    expect(groups.filter((g) => g.source === 'browser')).toHaveLength(MAX_GROUPS_PER_QUOTA);
    expect(groups.length).toBeLessThanOrEqual(MAX_ERROR_GROUPS);
  });

  it('refuses each malformed event with 400, stores none of them, and keeps serving', async () => {
    server = await start(false);
    const shapes = [
      { exception: { values: [null] } },
      { exception: { values: [{ type: 'E', value: 'x', stacktrace: { frames: {} } }] } },
      { exception: { values: [{ type: 'E', value: 'x', stacktrace: { frames: [null] } }] } },
      { exception: { values: [{ type: 'E', value: 'x', stacktrace: 'frames' }] } },
      { exception: { values: [{ type: { no: 1 }, value: 'x' }] } },
      { exception: 'x' },
      { message: 'x', tags: 'route' },
    ];
    for (const event of shapes) {
      const response = await post(server, { source: 'browser', event, visitor: '203.0.113.1' });
      expect(response.status, JSON.stringify(event)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/must be/);
    }
    expect((await post(server, 'null')).status).toBe(400);
    expect((await post(server, '[]')).status).toBe(400);
    expect(await listErrorGroups(server.writes)).toEqual([]);
    expect((await post(server, browserEvent('still taken'))).status).toBe(201);
  });

  it('stores every field of a report without control characters, forged lines or personal data', async () => {
    server = await start(false);
    const forged = browserEvent('Failed\n    at forged (evil.js:1:1)\u001b[2J');
    const value = forged.event.exception.values[0]!;
    value.type = 'TypeError\u001b]8;;https://evil.example\u0007 asha@example.in';
    value.stacktrace.frames[0]!.function = 'outer\n    at injected (x.js:9:9) 98200 12345';
    value.stacktrace.frames[1]!.filename = '/assets/a.js\u001b[31m call 98765 43210';
    forged.event.tags.route = '/p\r\nforged: line';
    forged.event.tags.request_id = 'id\u0007asha@example.in';
    expect((await post(server, forged)).status).toBe(201);
    const [group] = await listErrorGroups(server.writes);
    const { type, message, release, route, requestId } = group!;
    for (const field of [type, message, release, route, requestId, ...group!.stack.split('\n')]) {
      // eslint-disable-next-line no-control-regex
      expect(field).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
      expect(field).not.toMatch(/asha|98200|98765/);
    }
    expect(group!.stack.split('\n')).toHaveLength(2);
    expect(group!.type).toMatch(/^TypeError/);
    // Not an id the servers would take: dropped, not stored in part.
    expect(requestId).toBe('');
  });

  it("keeps a request id whole, a UUID's digit runs included, so it still finds the request in the logs", async () => {
    server = await start(false);
    const report = browserEvent('With a request id');
    report.event.tags.request_id = '165cf1fd-5bce-4910-acf4-0d1117051e3c';
    expect((await post(server, report)).status).toBe(201);
    const [group] = await listErrorGroups(server.writes);
    expect(group!.requestId).toBe('165cf1fd-5bce-4910-acf4-0d1117051e3c');
  });

  it("counts the browsers' reports per IPv6 /64, shared by whoever passes them on", async () => {
    server = await start(false);
    const statuses: number[] = [];
    for (let i = 1; i <= 15; i++)
      statuses.push(
        (
          await post(server, {
            ...browserEvent(`kind ${i}`),
            visitor: `2001:db8:7:9::${i.toString(16)}`,
          })
        ).status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 201 || status === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
    const limited = await post(server, {
      ...browserEvent('kind 16'),
      visitor: '2001:db8:7:9:ffff::1',
    });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await limited.json()) as { message: string }).message).toMatch(/Too many/);
    // Another /64 is another visitor, and the servers' own reports are never limited.
    expect(
      (await post(server, { ...browserEvent('other'), visitor: '2001:db8:7:a::1' })).status,
    ).toBe(201);
    expect(
      (await post(server, { ...browserEvent('from the web server'), source: 'web' })).status,
    ).toBe(201);
  });
});

describe('pnpm errors', () => {
  it('prints no escape, forged line or personal data a stored group holds, and opens no map outside the builds', async () => {
    const server = await startTestServer({});
    const elsewhere = mkdtempSync(join(tmpdir(), 'fittings-not-a-build-'));
    try {
      // A map the sender would like read: outside every build folder, naming a source that must not be printed.
      writeFileSync(
        join(elsewhere, 'planted.js.map'),
        JSON.stringify({ version: 3, sources: ['PLANTED-SOURCE.ts'], names: [], mappings: 'AAAA' }),
      );
      const now = new Date().toISOString();
      // As a store written before the fields were scrubbed holds it: every text as the sender sent it.
      await server.writes.db
        .insertInto('error_groups')
        .values({
          fingerprint: 'forged',
          source: 'browser',
          type: 'Error\u001b]52;c;ZXZpbA==\u0007\u001b[2J asha@example.in',
          message: 'failed\n1× Error: forged line',
          stack: `    at run\u001b[31m (${join(elsewhere, 'planted.js')}:1:1)\n    at call 98200 12345 (/assets/a.js:1:1)`,
          release: 'web@1\r\nforged',
          route: '/p',
          request_id: 'req\u0007',
          count: 1,
          bytes: 10,
          first_seen: now,
          last_seen: now,
        })
        .execute();
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/cli/errors.ts'],
        {
          cwd: packageRoot(),
          env: { ...process.env, DATABASE_PATH: server.databasePath, DATABASE_URL: '' },
        },
      );
      // eslint-disable-next-line no-control-regex
      expect(stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
      expect(stdout).not.toMatch(/asha|98200|PLANTED-SOURCE/);
      expect(stdout.split('\n').filter((line) => /^\d+× /.test(line))).toHaveLength(1);
      expect(stdout).toContain(`planted.js:1:1`);
    } finally {
      await server.close();
      rmSync(elsewhere, { recursive: true, force: true });
    }
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
