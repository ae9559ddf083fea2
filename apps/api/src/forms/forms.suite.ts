// The form endpoints against a real server, run once per store: forms.test.ts (the SQLite file) and
// forms.postgres.test.ts (a real PostgreSQL made with initdb). What is stored is read back through the server's own
// store, so the same assertions hold for both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../test/postgres';
import { startTestServer, type TestServer } from '../test/server';
import { LOCAL_CAPTCHA_TEST_TOKEN } from './captcha';

export type Backend = 'sqlite' | 'postgres';

export function formsSuite(backend: Backend): void {
  let server: TestServer;
  let token: string;
  let postgres: TestPostgres | undefined;
  /** Where a new server stores writes: its own SQLite file, or a new database in the test cluster. */
  const storeOptions = async () =>
    postgres ? { databaseUrl: await postgres.createDatabase() } : {};
  beforeAll(async () => {
    if (backend === 'postgres') postgres = await startTestPostgres();
    server = await startTestServer({
      ...(await storeOptions()),
      bodyLimitBytes: 2048,
      forms: { rateLimit: { max: 0, windowMs: 60_000 } },
    });
    token = await xsrfToken(server);
  });
  afterAll(async () => {
    await server?.close();
    await postgres?.stop();
  });

  it(`stores writes in ${backend === 'postgres' ? 'PostgreSQL' : 'the SQLite file'}`, () => {
    expect(server.writes.kind).toBe(backend);
  });

  async function xsrfToken(target: TestServer): Promise<string> {
    const response = await target.get('/get/xsrf-token');
    return ((await response.json()) as { token: string }).token;
  }

  interface Answer {
    success: boolean;
    message: string;
    reference?: string;
    errors?: Record<string, string>;
  }

  /** POSTs as the site does: the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN, a JSON body. */
  function post(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
    target: TestServer = server,
    xsrf: string = token,
  ) {
    return target.json<Answer>(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  /** The stored submissions of a form, newest first, read from the server's store. */
  async function stored(form: string, target: TestServer = server) {
    const rows = await target.writes.db
      .selectFrom('submissions')
      .select(['id', 'payload', 'idempotency_key', 'captcha'])
      .where('form', '=', form)
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => ({
      ...row,
      payload: JSON.parse(row.payload) as Record<string, unknown>,
    }));
  }

  function outbox(target: TestServer = server) {
    return target.writes.db
      .selectFrom('outbox')
      .select(['submission_id', 'status', 'subject', 'body', 'reply_to'])
      .orderBy('id', 'desc')
      .execute();
  }

  let unique = 0;
  /** A valid submission of each form; `n` makes it differ from the others so none is taken for a resubmission. */
  function valid(form: string): Record<string, unknown> {
    unique += 1;
    const captchaToken = LOCAL_CAPTCHA_TEST_TOKEN;
    switch (form) {
      case 'leads':
        return {
          name: 'Asha Rao',
          phone: '+91 98765 43210',
          city: 'Pune',
          interest: 'kitchen',
          message: `Please call after 6 pm (${unique}).`,
          consent: true,
          captchaToken,
        };
      case 'events-lead-form':
        return {
          event: 'design-week-mumbai-2026',
          name: 'Kabir Shah',
          phone: '0 76543 21098',
          city: 'Mumbai',
          pincode: '400 022',
          interest: 'both',
          message: `Met at the Nuvola stand (${unique}).`,
          consent: true,
          captchaToken,
        };
      case 'contact-us':
        return {
          name: 'Ravi Kumar',
          email: 'Ravi@Example.COM',
          message: `Where can I see the Nuvola range? (${unique})`,
          captchaToken,
        };
      default:
        return {
          name: 'Meera Iyer',
          email: 'meera@example.com',
          topic: 'warranty',
          model: 't14059-pr',
          message: `The handle is loose after a year (${unique}).`,
          captchaToken,
        };
    }
  }

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
    ])('refuses a POST with %s: 403 and a message, and stores nothing', async (_label, xsrf) => {
      const before = (await stored('leads')).length;
      const { status, body } = await post('/post/leads', valid('leads'), xsrf);
      expect(status).toBe(403);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/could not be verified/);
      expect(await stored('leads')).toHaveLength(before);
    });
  });

  describe.each([
    ['leads', 'Thank you! Our team will call you soon.'],
    ['events-lead-form', 'Thank you for visiting us! Our team will call you soon.'],
    ['contact-us', 'Thank you for writing to us. We will reply within two working days.'],
    ['email-support', 'Thank you. Our support team will reply by e-mail within one working day.'],
  ])('POST /post/%s', (form, message) => {
    it('stores the normalised submission before answering, and queues its notification', async () => {
      const { status, body, headers } = await post(`/post/${form}`, valid(form));
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, message, reference: expect.any(String) });
      expect(headers.get('cache-control')).toBe('no-store');
      const [row] = await stored(form);
      const letter = {
        leads: 'L',
        'events-lead-form': 'E',
        'contact-us': 'C',
        'email-support': 'S',
      }[form];
      // The reference is the stored submission's: its form's letter and its number.
      expect(body.reference).toBe(`${letter}-${String(row?.id).padStart(6, '0')}`);
      expect(row?.captcha).toBe('valid');
      expect(row?.payload).not.toHaveProperty('captchaToken');
      const [mail] = await outbox();
      expect(mail).toMatchObject({ submission_id: row?.id, status: 'queued' });
      expect(mail?.body).toContain(
        `Submission #${row?.id} of the ${form} form, reference ${body.reference}.`,
      );
    });

    it('answers 400 naming every invalid field with its message, and stores nothing', async () => {
      const before = (await stored(form)).length;
      const { status, body } = await post(`/post/${form}`, {
        name: 'R2',
        phone: '12345',
        email: 'nobody@',
        captchaToken: LOCAL_CAPTCHA_TEST_TOKEN,
      });
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.errors?.name).toBe(
        'Use only letters, spaces, dots, hyphens and apostrophes in your name.',
      );
      for (const [field, text] of Object.entries(body.errors ?? {})) {
        expect(body.message).toContain(`"${field}": ${text}`);
      }
      expect(await stored(form)).toHaveLength(before);
    });
  });

  describe('what is stored', () => {
    it('keeps the lead as the shared rules normalise it', async () => {
      await post('/post/leads', { ...valid('leads'), pincode: '411 001', product: 't14059-pr' });
      expect((await stored('leads'))[0]?.payload).toMatchObject({
        name: 'Asha Rao',
        phone: '9876543210',
        city: 'Pune',
        pincode: '411001',
        interest: 'kitchen',
        product: 'T14059-PR',
        consent: true,
      });
      await post('/post/contact-us', valid('contact-us'));
      expect((await stored('contact-us'))[0]?.payload.email).toBe('Ravi@example.com');
    });

    it('writes a notification a person can read: who, what, and a reply-to of the visitor', async () => {
      await post('/post/email-support', valid('email-support'));
      const [mail] = await outbox();
      expect(mail?.subject).toBe('Support request: Meera Iyer (Warranty or a repair, T14059-PR)');
      expect(mail?.reply_to).toBe('meera@example.com');
      expect(mail?.body).toMatch(/^Name: Meera Iyer\nE-mail: meera@example.com\n/);
      await post('/post/leads', valid('leads'));
      expect((await outbox())[0]?.body).toContain('Mobile: +91 98765 43210');
    });
  });

  describe('refused requests', () => {
    it('requires consent to be contacted for a lead', async () => {
      const { status, body } = await post('/post/leads', { ...valid('leads'), consent: false });
      expect(status).toBe(400);
      expect(body.errors).toEqual({ consent: 'Tick the box to agree that we may contact you.' });
    });

    it('refuses an event lead for an event that takes none, or does not exist', async () => {
      for (const event of ['plumbers-summit-hyderabad-2025', 'no-such-event']) {
        const { status, body } = await post('/post/events-lead-form', {
          ...valid('events-lead-form'),
          event,
        });
        expect(status).toBe(400);
        expect(body.errors).toEqual({ event: 'Choose the event you visited.' });
      }
    });

    it('refuses a missing or wrong captcha token with a message for the visitor', async () => {
      const before = (await stored('contact-us')).length;
      for (const captchaToken of [undefined, 'guess']) {
        const { status, body } = await post('/post/contact-us', {
          ...valid('contact-us'),
          captchaToken,
        });
        expect(status).toBe(400);
        expect(body.errors).toEqual({
          captcha: 'Please confirm that you are not a robot, then send the form again.',
        });
      }
      expect(await stored('contact-us')).toHaveLength(before);
    });

    it('answers malformed JSON, a JSON value that is not an object, and a non-JSON body with a 4xx', async () => {
      const malformed = await post('/post/leads', '{"name": "Asha", ');
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toMatch(/JSON/i);
      const array = await post('/post/leads', '[1, 2]');
      expect(array.status).toBe(400);
      expect(array.body.success).toBe(false);
      const form = await post('/post/leads', 'name=Asha', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(form.status).toBeGreaterThanOrEqual(400);
      expect(form.status).toBeLessThan(500);
    });

    it('answers a body over the limit with a 413', async () => {
      const { status, body } = await post('/post/contact-us', { name: 'x'.repeat(5000) });
      expect(status).toBe(413);
      expect(body).toEqual({
        success: false,
        message: 'The request body is larger than the limit of 2048 bytes.',
      });
    });

    it('answers GET on a form path with a JSON 404', async () => {
      const response = await server.get('/post/leads');
      expect(response.status).toBe(404);
    });
  });

  describe('a resubmission is stored once', () => {
    it('replays the answer for a retry with the same Idempotency-Key', async () => {
      const before = (await stored('leads')).length;
      const lead = valid('leads');
      const key = { 'idempotency-key': `lead-${crypto.randomUUID()}` };
      const first = await post('/post/leads', lead, key);
      const retry = await post('/post/leads', { ...lead, captchaToken: 'spent' }, key);
      expect(first.status).toBe(200);
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(await stored('leads')).toHaveLength(before + 1);
      expect((await stored('leads'))[0]?.idempotency_key).toBe(key['idempotency-key']);
    });

    it('stores a double click (two requests at once with one key) once', async () => {
      const before = (await stored('contact-us')).length;
      const body = valid('contact-us');
      const key = { 'idempotency-key': crypto.randomUUID() };
      const answers = await Promise.all([
        post('/post/contact-us', body, key),
        post('/post/contact-us', body, key),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(await stored('contact-us')).toHaveLength(before + 1);
    });

    it('refuses a key reused for a different submission with a 422', async () => {
      const key = { 'idempotency-key': crypto.randomUUID() };
      await post('/post/leads', valid('leads'), key);
      const { status, body } = await post('/post/leads', valid('leads'), key);
      expect(status).toBe(422);
      expect(body.message).toMatch(/already used for a different submission/);
    });

    it('refuses a malformed key', async () => {
      const { status, body } = await post('/post/leads', valid('leads'), {
        'idempotency-key': 'short',
      });
      expect(status).toBe(400);
      expect(body.message).toMatch(/Idempotency-Key/);
    });

    it('without a key, stores the same content sent again within the window once', async () => {
      const before = (await stored('email-support')).length;
      const body = valid('email-support');
      await post('/post/email-support', body);
      const again = await post('/post/email-support', {
        ...body,
        model: String(body.model).toUpperCase(),
      });
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await stored('email-support')).toHaveLength(before + 1);
    });

    it('without a key, stores the same content again once the window has passed', async () => {
      const quick = await startTestServer({
        ...(await storeOptions()),
        forms: { duplicateWindowMs: 0, rateLimit: { max: 0, windowMs: 1000 } },
      });
      try {
        const xsrf = await xsrfToken(quick);
        const body = valid('leads');
        await post('/post/leads', body, {}, quick, xsrf);
        await new Promise((resolve) => setTimeout(resolve, 5));
        await post('/post/leads', body, {}, quick, xsrf);
        expect(await stored('leads', quick)).toHaveLength(2);
      } finally {
        await quick.close();
      }
    });
  });

  describe('the OpenAPI document', () => {
    it('describes the four forms with their fields, the Idempotency-Key and the error answers', async () => {
      const { body } = await server.json<{
        paths: Record<string, { post?: { responses: Record<string, unknown> } }>;
        components: { schemas: Record<string, { properties: Record<string, unknown> }> };
      }>('/openapi.json');
      for (const form of ['contact-us', 'leads', 'events-lead-form', 'email-support']) {
        expect(Object.keys(body.paths[`/post/${form}`]?.post?.responses ?? {}).sort()).toEqual(
          ['200', '400', '403', '413', '415', '422', '429', '503'].sort(),
        );
      }
      expect(Object.keys(body.components.schemas.Lead?.properties ?? {})).toEqual([
        'name',
        'phone',
        'email',
        'city',
        'pincode',
        'interest',
        'product',
        'message',
        'consent',
        'captchaToken',
      ]);
    });
  });
}
