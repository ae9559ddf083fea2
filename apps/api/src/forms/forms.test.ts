import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ bodyLimitBytes: 2048 });
  const response = await server.get('/get/xsrf-token');
  token = ((await response.json()) as { token: string }).token;
});
afterAll(() => server.close());

/** POSTs as the site does: the XSRF-TOKEN cookie, echoed in X-XSRF-TOKEN. */
const post = (
  path: string,
  body: string,
  type = 'application/json',
  xsrf: Record<string, string> = {},
) =>
  server.json<{ success: boolean; message: string }>(path, {
    method: 'POST',
    headers: {
      'content-type': type,
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': token,
      ...xsrf,
    },
    body,
  });

const lead = {
  name: 'Asha Rao',
  phone: '+91 98765 43210',
  city: 'Pune',
  interest: 'kitchen',
  consent: true,
};

describe('the XSRF token', () => {
  it('is set as a readable cookie by GET /get/xsrf-token, never cached', async () => {
    const first = await server.get('/get/xsrf-token');
    const second = await server.get('/get/xsrf-token');
    expect(first.headers.get('set-cookie')).toMatch(
      /^XSRF-TOKEN=[A-Za-z0-9_-]{32}; Path=\/; SameSite=Strict$/,
    );
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('set-cookie')).not.toBe(second.headers.get('set-cookie'));
  });

  it("keeps a visitor's existing token", async () => {
    const response = await server.get('/get/xsrf-token', {
      headers: { cookie: `XSRF-TOKEN=${token}` },
    });
    expect(((await response.json()) as { token: string }).token).toBe(token);
  });

  it.each([
    ['no header', { 'x-xsrf-token': '' }],
    ['a header that differs from the cookie', { 'x-xsrf-token': 'x'.repeat(32) }],
    ['no cookie', { cookie: '' }],
  ])('refuses a POST with %s: 403 and a message', async (_label, xsrf) => {
    const { status, body } = await post(
      '/post/leads',
      JSON.stringify(lead),
      'application/json',
      xsrf,
    );
    expect(status).toBe(403);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/could not be verified/);
  });
});

describe('POST /post/leads and /post/contact-us', () => {
  it('accepts a valid lead, answers success and message, and stores it', async () => {
    const { status, body, headers } = await post('/post/leads', JSON.stringify(lead));
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Thank you! Our team will call you soon.' });
    expect(headers.get('cache-control')).toBe('no-store');
    const db = new Database(server.databasePath, { readonly: true });
    const row = db
      .prepare("SELECT payload FROM submissions WHERE form = 'leads' ORDER BY id DESC")
      .pluck()
      .get();
    db.close();
    expect(JSON.parse(String(row))).toMatchObject({ name: 'Asha Rao', city: 'Pune' });
  });

  it('accepts a contact message', async () => {
    const { status } = await post(
      '/post/contact-us',
      JSON.stringify({
        name: 'Ravi',
        email: 'ravi@example.com',
        message: 'Where can I see the Nuvola range?',
      }),
    );
    expect(status).toBe(200);
  });

  it('names the field that is wrong', async () => {
    const { status, body } = await post('/post/leads', JSON.stringify({ ...lead, phone: '12345' }));
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/"phone".*Indian mobile number/);
    const missing = await post('/post/leads', JSON.stringify({ ...lead, consent: false }));
    expect(missing.body.message).toMatch(/"consent"/);
  });

  it('answers malformed JSON with a 400', async () => {
    const { status, body } = await post('/post/leads', '{"name": "Asha", ');
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/JSON/i);
  });

  it('answers a body over the limit with a 413', async () => {
    const { status, body } = await post(
      '/post/contact-us',
      JSON.stringify({ name: 'x'.repeat(5000) }),
    );
    expect(status).toBe(413);
    expect(body).toEqual({
      success: false,
      message: 'The request body is larger than the limit of 2048 bytes.',
    });
  });

  it('refuses a body that is not JSON', async () => {
    const { status, body } = await post(
      '/post/leads',
      'name=Asha',
      'application/x-www-form-urlencoded',
    );
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.success).toBe(false);
  });

  it('answers GET on a form path with a JSON 404', async () => {
    const response = await server.get('/post/leads');
    expect(response.status).toBe(404);
  });
});
