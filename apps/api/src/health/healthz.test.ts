// GET /healthz of a real server: each check named with what it found, and the status a monitor acts on.
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_CAPTCHA_TEST_TOKEN } from '../forms/captcha';
import { startTestServer, type TestServer } from '../test/server';

interface Healthz {
  status: string;
  checks: Record<'database' | 'catalogue' | 'outbox', { ok: boolean; detail: string }>;
}

describe('GET /healthz', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('says ok and what it checked: the database, the catalogue and the outbox', async () => {
    server = await startTestServer();
    const { status, body, headers } = await server.json<Healthz>('/healthz');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.status).toBe('ok');
    expect(body.checks.database).toEqual({ ok: true, detail: 'SQLite answers' });
    expect(body.checks.catalogue.ok).toBe(true);
    expect(body.checks.catalogue.detail).toMatch(/^version \S+, \d+ products$/);
    expect(body.checks.outbox).toEqual({ ok: true, detail: '0 unsent' });
  });

  it('says degraded, still 200, when a notification has waited over half an hour', async () => {
    server = await startTestServer();
    const token = ((await (await server.get('/get/xsrf-token')).json()) as { token: string }).token;
    const posted = await server.get('/post/contact-us', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${token}`,
        'x-xsrf-token': token,
      },
      body: JSON.stringify({
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        message: 'When is the Pune showroom open on Sundays?',
        captchaToken: LOCAL_CAPTCHA_TEST_TOKEN,
      }),
    });
    expect(posted.status).toBe(200);
    await server.writes.db
      .updateTable('outbox')
      .set({ created_at: new Date(Date.now() - 45 * 60_000).toISOString() } as never)
      .execute();
    const { status, body } = await server.json<Healthz>('/healthz');
    expect(status).toBe(200);
    expect(body.status).toBe('degraded');
    expect(body.checks.outbox).toEqual({
      ok: false,
      detail: '1 unsent, the oldest waiting 45 minutes',
    });
    expect(body.checks.database.ok).toBe(true);
  });

  it('says failing with 503 when the catalogue has no products', async () => {
    server = await startTestServer();
    const db = new Database(server.databasePath);
    db.exec('DELETE FROM products');
    db.close();
    const { status, body } = await server.json<Healthz>('/healthz');
    expect(status).toBe(503);
    expect(body.status).toBe('failing');
    expect(body.checks.catalogue).toEqual({ ok: false, detail: 'the catalogue has no products' });
  });
});
