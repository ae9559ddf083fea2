import { Agent, request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';

describe('rate limits on POST endpoints', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ forms: { rateLimit: { max: 3, windowMs: 60_000 } } });
    token = ((await (await server.get('/get/xsrf-token')).json()) as { token: string }).token;
  });
  afterAll(() => server.close());

  const post = (forwardedFor: string) =>
    server.get('/post/contact-us', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${token}`,
        'x-xsrf-token': token,
        'x-forwarded-for': forwardedFor,
      },
      body: JSON.stringify({ name: 'Ravi' }),
    });

  it('answers 429 with Retry-After once a client has sent the limit, counting refused requests too', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await post('203.0.113.1'));
    expect(answers.map((r) => r.status)).toEqual([400, 400, 400, 429]);
    expect(answers.map((r) => r.headers.get('ratelimit-remaining'))).toEqual(['2', '1', '0', '0']);
    const limited = answers[3]!;
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({
      success: false,
      message: `Too many requests: please wait ${retryAfter} seconds and try again.`,
    });
  });

  it('closes the connection with its 429, so a refused client cannot keep the API reading its body', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const limited = await new Promise<IncomingMessage>((resolve, reject) => {
        const req = request(`${server.url}/post/contact-us`, {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.1' },
        });
        req.on('response', resolve).on('error', reject);
        req.end('{}');
      });
      limited.resume();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers.connection).toBe('close');
    } finally {
      agent.destroy();
    }
  });

  it('counts each client behind the trusted proxy on its own', async () => {
    expect((await post('203.0.113.2')).status).toBe(400);
    expect((await post('203.0.113.1')).status).toBe(429);
  });

  it('leaves GET requests alone', async () => {
    expect(
      (await server.get('/get/dealers/Pune', { headers: { 'x-forwarded-for': '203.0.113.1' } }))
        .status,
    ).toBe(200);
  });
});
