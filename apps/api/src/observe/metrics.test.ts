// The metrics address of a real API server on loopback: what Prometheus would read after real requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CAPTCHA_TEST_TOKEN } from '../forms/captcha';
import { startTestServer, type TestServer } from '../test/server';
import { sampleOf } from './prometheus-text';

describe('the metrics address', () => {
  let server: TestServer;
  let metricsUrl: string;
  let xsrf: string;
  const scrape = async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };
  const lead = (n: number) => ({
    name: 'Meera Iyer',
    phone: '+91 91234 56780',
    city: 'Chennai',
    interest: 'bathroom',
    message: `Please send the catalogue (${n}).`,
    consent: true,
    captchaToken: LOCAL_CAPTCHA_TEST_TOKEN,
  });
  const post = (body: unknown) =>
    server.get('/post/leads', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
      },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startTestServer({
      metricsPort: 0,
      forms: { rateLimit: { max: 2, windowMs: 60_000 } },
    });
    metricsUrl = server.metricsUrl ?? '';
    xsrf = ((await (await server.get('/get/xsrf-token')).json()) as { token: string }).token;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is its own loopback port: the port visitors reach has no /metrics', async () => {
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(metricsUrl).port).not.toBe(String(server.port));
    expect((await server.get('/metrics')).status).toBe(404);
    expect((await fetch(new URL('/other', metricsUrl))).status).toBe(404);
  });

  it('counts requests by route pattern and status class, the second from the response cache', async () => {
    const before = await scrape();
    const labels = { route: '/get/product/:id', method: 'GET', status: '2xx' };
    const count = (text: string) => sampleOf(text, 'fittings_api_requests_total', labels) ?? 0;
    const hits = (text: string) =>
      sampleOf(text, 'fittings_api_response_cache_total', { result: 'hit' }) ?? 0;
    expect((await server.get('/get/product/T14059-PR')).status).toBe(200);
    expect((await server.get('/get/product/T14059-PR')).status).toBe(200);
    expect((await server.get('/get/product/NO-SUCH-MODEL')).status).toBe(404);
    const after = await scrape();
    expect(count(after) - count(before)).toBe(2);
    expect(hits(after) - hits(before)).toBe(1);
    expect(
      sampleOf(after, 'fittings_api_requests_total', { ...labels, status: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleOf(after, 'fittings_api_request_duration_seconds_count', { route: labels.route }),
    ).toBeGreaterThanOrEqual(3);
    // The pattern, never the URL a visitor sent: no model number becomes a series.
    expect(after).not.toContain('T14059');
    expect(after).not.toContain('NO-SUCH-MODEL');
  });

  it('counts an unknown endpoint under one label, whatever its URL', async () => {
    await server.get('/get/invented/a1');
    await server.get('/nothing-here/b2');
    const text = await scrape();
    expect(text).not.toContain('invented');
    expect(text).not.toContain('nothing-here');
    expect(
      sampleOf(text, 'fittings_api_requests_total', {
        route: '(unmatched)',
        method: 'GET',
        status: '4xx',
      }),
    ).toBeGreaterThanOrEqual(2);
  });

  it('times searches', async () => {
    const before = sampleOf(await scrape(), 'fittings_api_search_duration_seconds_count') ?? 0;
    expect((await server.get('/get/search/previews/shower')).status).toBe(200);
    expect((await server.get('/get/search/result/basin?limit=3')).status).toBe(200);
    const after = sampleOf(await scrape(), 'fittings_api_search_duration_seconds_count') ?? 0;
    expect(after - before).toBe(2);
  });

  it('counts stored submissions, the outbox waiting and rate-limit refusals', async () => {
    expect((await post(lead(1))).status).toBe(200);
    expect((await post(lead(2))).status).toBe(200);
    expect((await post(lead(3))).status).toBe(429);
    const text = await scrape();
    expect(sampleOf(text, 'fittings_api_submissions_stored_total', { form: 'leads' })).toBe(2);
    expect(sampleOf(text, 'fittings_api_rate_limited_total')).toBe(1);
    // No mail server is configured in tests: both notifications wait in the outbox.
    expect(sampleOf(text, 'fittings_api_outbox_unsent')).toBe(2);
    const age = sampleOf(text, 'fittings_api_outbox_oldest_unsent_age_seconds') ?? -1;
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(60);
    // Nothing a visitor wrote reaches the figures.
    expect(text).not.toContain('Meera');
  });

  it('names the catalogue served, and the process: event-loop delay and memory', async () => {
    const { body } = await server.json<{ catalogue: string }>('/health');
    const text = await scrape();
    expect(sampleOf(text, 'fittings_api_catalogue_info', { version: body.catalogue })).toBe(1);
    expect(sampleOf(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(sampleOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
  });
});
