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
    const plain = await trusting.get('/get/xsrf-token', {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
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
