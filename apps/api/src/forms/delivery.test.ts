// The adapters of the form endpoints against real servers on loopback: a siteverify endpoint standing in for
// reCAPTCHA/Turnstile, and an SMTP server (smtp-server, from the makers of nodemailer).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { waitFor } from '@fittings/loopback';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';
import { siteVerifyCaptcha } from './captcha';
import { smtpTransport } from './mail';

const lead = (n: number) => ({
  name: 'Asha Rao',
  phone: '98765 43210',
  city: 'Pune',
  interest: 'kitchen',
  message: `Lead number ${n} of the delivery tests.`,
  consent: true,
  captchaToken: 'widget-token',
});

async function postLead(server: TestServer, body: unknown, headers: Record<string, string> = {}) {
  const { token } = (await (await server.get('/get/xsrf-token')).json()) as { token: string };
  return server.json<{ success: boolean; message: string; errors?: Record<string, string> }>(
    '/post/leads',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${token}`,
        'x-xsrf-token': token,
        ...headers,
      },
      body: JSON.stringify(body),
    },
  );
}

function rows<T>(server: TestServer, sql: string): T[] {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    return db.prepare<[], T>(sql).all();
  } finally {
    db.close();
  }
}

/** The outbox as `read` sees it once `done` holds (the queue sends on its own timer); fails after `ms`. */
const until = <T>(read: () => T, done: (value: T) => boolean, ms = 5000): Promise<T> =>
  waitFor(read, done, { name: 'the outbox state', timeoutMs: ms });

describe('captcha through a siteverify endpoint (reCAPTCHA, Turnstile)', () => {
  let verify: Server;
  let answer: { status: number; body: Record<string, unknown> } = {
    status: 200,
    body: { success: true },
  };
  const received: URLSearchParams[] = [];
  let server: TestServer;

  beforeAll(async () => {
    verify = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push(new URLSearchParams(body));
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => verify.listen(0, '127.0.0.1', resolve));
    const { port } = verify.address() as AddressInfo;
    server = await startTestServer({
      forms: {
        captcha: siteVerifyCaptcha({
          provider: 'turnstile',
          secret: 'the-secret',
          verifyUrl: `http://127.0.0.1:${port}/siteverify`,
        }),
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => verify.close(resolve));
  });

  it('sends the secret, the token and the client address, and stores a verified lead', async () => {
    answer = { status: 200, body: { success: true } };
    const { status } = await postLead(server, lead(1), { 'x-forwarded-for': '203.0.113.7' });
    expect(status).toBe(200);
    const sent = received.at(-1);
    expect(sent?.get('secret')).toBe('the-secret');
    expect(sent?.get('response')).toBe('widget-token');
    expect(sent?.get('remoteip')).toBe('203.0.113.7');
    expect(rows<{ captcha: string }>(server, 'SELECT captcha FROM submissions').at(-1)).toEqual({
      captcha: 'valid',
    });
  });

  it('refuses what the service refuses, and a low reCAPTCHA v3 score', async () => {
    answer = { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } };
    const refused = await postLead(server, lead(2));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      captcha: 'Please confirm that you are not a robot, then send the form again.',
    });
    const recaptcha = siteVerifyCaptcha({
      provider: 'recaptcha',
      secret: 's',
      minScore: 0.5,
      fetch: async () => Response.json({ success: true, score: 0.2 }),
    });
    expect(await recaptcha.verify('token', undefined)).toBe('invalid');
  });

  it('keeps the lead, marked unverified, when the service fails, and never asks it twice for a retry', async () => {
    answer = { status: 503, body: {} };
    const key = { 'idempotency-key': crypto.randomUUID() };
    const { status } = await postLead(server, lead(3), key);
    expect(status).toBe(200);
    expect(rows<{ captcha: string }>(server, 'SELECT captcha FROM submissions').at(-1)).toEqual({
      captcha: 'unavailable',
    });
    const calls = received.length;
    const retry = await postLead(server, lead(3), key);
    expect(retry.status).toBe(200);
    expect(received).toHaveLength(calls);
  });
});

describe('notification e-mail', () => {
  let smtp: SMTPServer;
  let port: number;
  const mails: string[] = [];
  let server: TestServer | undefined;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          mails.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('is sent by SMTP after the lead is stored, and the outbox row marked sent', async () => {
    server = await startTestServer({
      forms: {
        mailTransport: smtpTransport(`smtp://127.0.0.1:${port}`),
        mailFrom: 'Site <forms@example.in>',
        notifyTo: 'sales@example.in',
      },
    });
    const { status } = await postLead(server, { ...lead(4), captchaToken: undefined });
    expect(status).toBe(400);
    const ok = await postLead(server, {
      ...lead(4),
      email: 'asha@example.com',
      captchaToken: 'local-captcha-test-token',
    });
    expect(ok.status).toBe(200);
    const outbox = await until(
      () =>
        rows<{ status: string; sent_at: string | null }>(
          server!,
          'SELECT status, sent_at FROM outbox',
        ),
      (list) => list[0]?.status === 'sent',
    );
    expect(outbox).toEqual([{ status: 'sent', sent_at: expect.any(String) }]);
    const mail = mails.at(-1) ?? '';
    expect(mail).toMatch(/^Subject: New lead: Asha Rao, Pune \(Kitchen faucets\)/m);
    expect(mail).toMatch(/^To: sales@example\.in/m);
    expect(mail).toMatch(/^Reply-To: asha@example\.com/m);
    expect(mail).toContain('Mobile: +91 98765 43210');
  });

  it('never loses the lead when the SMTP server is down: stored, answered 200, the mail kept as failed', async () => {
    server = await startTestServer({
      forms: { mailTransport: smtpTransport('smtp://127.0.0.1:9') },
    });
    const { status } = await postLead(server, {
      ...lead(5),
      captchaToken: 'local-captcha-test-token',
    });
    expect(status).toBe(200);
    expect(rows(server, "SELECT id FROM submissions WHERE form = 'leads'")).toHaveLength(1);
    const outbox = await until(
      () =>
        rows<{ status: string; attempts: number; last_error: string }>(
          server!,
          'SELECT status, attempts, last_error FROM outbox',
        ),
      (list) => list[0]?.status === 'failed',
      15_000,
    );
    expect(outbox[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(outbox[0]?.last_error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('without SMTP keeps the notification queued in the outbox for a person to read', async () => {
    server = await startTestServer();
    await postLead(server, { ...lead(6), captchaToken: 'local-captcha-test-token' });
    expect(
      rows<{ status: string; subject: string }>(server, 'SELECT status, subject FROM outbox'),
    ).toEqual([{ status: 'queued', subject: 'New lead: Asha Rao, Pune (Kitchen faucets)' }]);
  });
});

describe('the outbox retried while the API runs', () => {
  let smtp: SMTPServer;
  let port: number;
  let refuseNext = 0;
  const accepted: string[] = [];
  let server: TestServer | undefined;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (refuseNext > 0) {
          refuseNext--;
          const error = new Error('Mailbox busy, try later') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        callback();
      },
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          accepted.push(data);
          callback(null, 'Queued as TEST-1');
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  const outboxRows = () =>
    rows<{
      status: string;
      attempts: number;
      provider_response: string | null;
      claimed_at: string | null;
      subject: string;
    }>(
      server!,
      'SELECT status, attempts, provider_response, claimed_at, subject FROM outbox ORDER BY id',
    );

  it('sends a mail that failed on the next timer pass after its backoff, once, and keeps the server’s answer', async () => {
    refuseNext = 2;
    server = await startTestServer({
      forms: {
        mailTransport: smtpTransport(`smtp://127.0.0.1:${port}`),
        mailRetry: { intervalMs: 100, backoffMs: 150 },
      },
    });
    const { status } = await postLead(server, {
      ...lead(7),
      captchaToken: 'local-captcha-test-token',
    });
    expect(status).toBe(200);
    const [row] = await until(outboxRows, (list) => list[0]?.status === 'sent', 10_000);
    // Two refusals, then sent on the third try: no restart in between.
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(row?.provider_response).toMatch(/250.*Queued as TEST-1/);
    // A later lead refused once is sent only by a later timer pass; once it is, that pass has run without sending
    // the first lead a second time.
    refuseNext = 1;
    await postLead(server, { ...lead(9), captchaToken: 'local-captcha-test-token' });
    const later = await until(outboxRows, (list) => list[1]?.status === 'sent', 10_000);
    expect(later[1]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(accepted.filter((mail) => mail.includes(`Lead number 7 of`))).toHaveLength(1);
  });

  it('never sends again a mail a stop caught mid-send (claimed, not sent)', async () => {
    refuseNext = 2;
    server = await startTestServer({
      forms: {
        mailTransport: smtpTransport(`smtp://127.0.0.1:${port}`),
        mailRetry: { intervalMs: 100, backoffMs: 60_000 },
      },
    });
    await postLead(server, { ...lead(8), captchaToken: 'local-captcha-test-token' });
    // A second lead, refused too: the witness that a timer pass has run.
    await postLead(server, { ...lead(10), captchaToken: 'local-captcha-test-token' });
    await until(outboxRows, (list) => list[1]?.status === 'failed', 10_000);
    // What a stop between "claimed" and "sent" leaves behind, now due for a retry; the witness due as well.
    const db = new Database(server.databasePath);
    try {
      db.prepare(
        "UPDATE outbox SET claimed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), next_attempt_at = NULL WHERE id = (SELECT MIN(id) FROM outbox)",
      ).run();
      db.prepare(
        'UPDATE outbox SET next_attempt_at = NULL WHERE id = (SELECT MAX(id) FROM outbox)',
      ).run();
    } finally {
      db.close();
    }
    // The pass that sends the witness has passed over the claimed mail.
    const [claimed] = await until(outboxRows, (list) => list[1]?.status === 'sent', 10_000);
    expect(claimed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(accepted.filter((mail) => mail.includes(`Lead number 10 of`))).toHaveLength(1);
    expect(accepted.filter((mail) => mail.includes(`Lead number 8 of`))).toHaveLength(0);
  });
});
