// Hostile requests against the real API on loopback: each case is one a visitor (or a script posing as one) can
// send, and each must end in a 4xx with the JSON error shape, never a 500, a dropped connection or a silent pass.
import { request, Agent, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request through node:http, which sends header bytes as given (fetch refuses some on the client side). */
function send(
  server: TestServer,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
  },
  agent?: Agent,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}${options.path}`,
      { method: options.method ?? 'GET', headers: options.headers, agent: agent ?? false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('request timed out')));
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

async function token(server: TestServer): Promise<string> {
  const { body } = await server.json<{ token: string }>('/get/xsrf-token');
  return body.token;
}

const lead = {
  name: 'Asha Rao',
  phone: '9876543210',
  city: 'Pune',
  interest: 'kitchen',
  message: 'A lead from the hostile-input tests.',
  consent: true,
  captchaToken: 'local-captcha-test-token',
};

describe('hostile requests to the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ bodyLimitBytes: 4096 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('closes the connection after a 413, so a keep-alive client’s next request works', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const xsrf = await token(server);
      const big = JSON.stringify({ ...lead, message: 'x'.repeat(200_000) });
      const refused = await send(
        server,
        {
          method: 'POST',
          path: '/post/leads',
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(big)),
            cookie: `XSRF-TOKEN=${xsrf}`,
            'x-xsrf-token': xsrf,
          },
          body: big,
        },
        agent,
      );
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect(JSON.parse(refused.body)).toMatchObject({ success: false });
      // The same agent, so the same connection if the server had kept it open.
      const next = await send(server, { path: '/health' }, agent);
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('refuses an XSRF header of the cookie’s length holding a non-ASCII character with 403, not 500', async () => {
    const xsrf = await token(server);
    const forged = `é${xsrf.slice(1)}`;
    expect(forged.length).toBe(xsrf.length);
    const body = JSON.stringify(lead);
    const answer = await send(server, {
      method: 'POST',
      path: '/post/leads',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': forged,
      },
      body,
    });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false });
  });

  it('answers a cookie with broken percent-encoding like any other cookie', async () => {
    const answer = await send(server, {
      path: '/get/xsrf-token',
      headers: { cookie: 'XSRF-TOKEN=%E0; other=%' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']?.[0]).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{20,}/);
  });

  it('refuses a cross-site POST with 403 and says why, before looking at the token', async () => {
    const xsrf = await token(server);
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.example' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of attempts) {
      const answer = await send(server, {
        method: 'POST',
        path: '/post/leads',
        headers: {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
          ...headers,
        },
        body: JSON.stringify(lead),
      });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(answer.body).message).toMatch(/another site/);
    }
  });

  it('closes the connection after a 403, so a refused body is not read on, and the next request works', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(
        server,
        {
          method: 'POST',
          path: '/post/leads',
          headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
          body: JSON.stringify(lead),
        },
        agent,
      );
      expect(refused.status).toBe(403);
      expect(refused.headers.connection).toBe('close');
      expect((await send(server, { path: '/health' }, agent)).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('accepts a same-origin POST (the site’s own page, through its web server)', async () => {
    const xsrf = await token(server);
    const host = new URL(server.url).host;
    const answer = await send(server, {
      method: 'POST',
      path: '/post/leads',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
        origin: `http://${host}`,
        'sec-fetch-site': 'same-origin',
      },
      body: JSON.stringify({ ...lead, message: 'A same-origin lead from the hostile tests.' }),
    });
    expect(answer.status).toBe(200);
  });

  it('answers malformed JSON, a wrong content type and an unknown method with 4xx JSON errors', async () => {
    const xsrf = await token(server);
    const base = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
    const cases = [
      {
        method: 'POST',
        headers: { ...base, 'content-type': 'application/json' },
        body: '{"name":',
      },
      { method: 'POST', headers: { ...base, 'content-type': 'text/plain' }, body: 'hello' },
      {
        method: 'POST',
        headers: { ...base, 'content-type': 'application/json' },
        body: '\uFFFF\u0000',
      },
      { method: 'PROPFIND', headers: base },
    ];
    for (const item of cases) {
      const answer = await send(server, { path: '/post/leads', ...item });
      expect(answer.status, JSON.stringify(item)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(item)).toBeLessThan(500);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false });
    }
  });

  it('answers too many query parameters and a too-long URL with 400 and 414', async () => {
    const many = Array.from({ length: 300 }, (_, i) => `p${i}=1`).join('&');
    const params = await send(server, { path: `/get/collections?${many}` });
    expect(params.status).toBe(400);
    expect(JSON.parse(params.body).message).toMatch(/query parameters/);
    const long = await send(server, { path: `/get/search/result/${'a'.repeat(13_000)}` });
    expect(long.status).toBe(414);
    expect(JSON.parse(long.body)).toMatchObject({ success: false });
  });

  it('writes submissions with synchronous=FULL, so a committed lead survives a power failure', () => {
    expect(server.db.pragma('synchronous', { simple: true })).toBe(2);
  });
});
