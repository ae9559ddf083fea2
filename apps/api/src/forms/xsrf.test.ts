import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../http/client-ip';
import { startTestServer, type TestServer } from '../test/server';
import { visitorUsesHttps } from './xsrf';

describe('the XSRF cookie behind a TLS-terminating proxy', () => {
  let trusting: TestServer;
  let trustingNobody: TestServer;
  beforeAll(async () => {
    trusting = await startTestServer({ forms: { trustProxy: parseTrustProxy('loopback') } });
    trustingNobody = await startTestServer({ forms: { trustProxy: parseTrustProxy('none') } });
  });
  afterAll(async () => {
    await trusting.close();
    await trustingNobody.close();
  });

  it('is Secure when a trusted proxy says the visitor came over https', async () => {
    const response = await trusting.get('/get/xsrf-token', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
    // The __Host- prefix: the browser keeps it only with Secure, Path=/ and no Domain.
    expect(response.headers.get('set-cookie')).toMatch(/^__Host-XSRF-TOKEN=[\w-]+; Path=\/;/);
    expect(response.headers.get('set-cookie')).not.toMatch(/Domain=/i);
    const plain = await trusting.get('/get/xsrf-token', {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('over https takes the token only from the __Host- cookie, never a plain one a subdomain could plant', async () => {
    const { token } = (await (
      await trusting.get('/get/xsrf-token', { headers: { 'x-forwarded-proto': 'https' } })
    ).json()) as { token: string };
    const post = (cookie: string) =>
      trusting.get('/post/contact-us', {
        method: 'POST',
        headers: {
          'x-forwarded-proto': 'https',
          'content-type': 'application/json',
          cookie,
          'x-xsrf-token': token,
        },
        body: '{}',
      });
    const planted = await post(`XSRF-TOKEN=${token}`);
    expect(planted.status).toBe(403);
    expect(((await planted.json()) as { message: string }).message).toMatch(/__Host-XSRF-TOKEN/);
    // Past the XSRF check: the empty form is refused for its fields instead.
    expect((await post(`__Host-XSRF-TOKEN=${token}`)).status).toBe(400);
  });

  it('ignores X-Forwarded-Proto from a peer that is not a trusted proxy', async () => {
    const response = await trustingNobody.get('/get/xsrf-token', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
    expect(response.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('decides from the peer and the first X-Forwarded-Proto value', () => {
    const loopback = parseTrustProxy('loopback');
    expect(visitorUsesHttps('http://x/', '127.0.0.1', 'https, http', loopback)).toBe(true);
    expect(visitorUsesHttps('http://x/', '203.0.113.5', 'https', loopback)).toBe(false);
    expect(visitorUsesHttps('https://x/', undefined, undefined, loopback)).toBe(true);
    expect(visitorUsesHttps('http://x/', '127.0.0.1', undefined, loopback)).toBe(false);
  });
});
