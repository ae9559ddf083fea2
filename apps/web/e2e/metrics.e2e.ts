// The web server's metrics address (WEB_METRICS_PORT), scraped after real requests: one process, and WEB_WORKERS
// where the primary answers for every worker. Started as production starts it (node build/server.mjs), against the run's
// API, on free loopback ports; stopped whatever happens.
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { freePort, spawnWebServer, waitForServer } from '../scripts/webServer.mjs';

const apiUrl = inject('apiUrl');
const children: ChildProcess[] = [];

async function startWeb(env: Record<string, string> = {}) {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const child = spawnWebServer({
    port,
    apiOrigin: apiUrl,
    env: { WEB_METRICS_PORT: String(metricsPort), ...env },
  });
  children.push(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  await waitForServer(`${baseUrl}/healthz`, { child, name: 'web' });
  await waitForServer(metricsUrl, { child, name: 'web metrics' });
  return { baseUrl, metricsUrl };
}

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 5000)),
    ]);
    if (!stopped) child.kill('SIGKILL');
  }
});

/** GET on a new connection each time (no keep-alive), so the workers' round robin spreads them. */
function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The value of a sample whose labels include all of `labels`, or 0. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

const scrape = async (url: string) => {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.text();
};

describe('web metrics', () => {
  it('count pages by route pattern in both languages, time their render, and never show a URL', async () => {
    const web = await startWeb();
    expect(await get(`${web.baseUrl}/product/T14059-PR`)).toBe(200);
    expect(await get(`${web.baseUrl}/product/T14059`)).toBe(200);
    expect(await get(`${web.baseUrl}/hi/product/T14059-PR`)).toBe(200);
    expect(await get(`${web.baseUrl}/hi/no-such-page-42`)).toBe(404);
    expect(await get(`${web.baseUrl}/search-results?term=shower`)).toBe(200);
    const text = await scrape(web.metricsUrl);
    const page = { route: '/product/:id', method: 'GET', status: '2xx' };
    expect(sample(text, 'fittings_web_requests_total', page)).toBe(2);
    expect(sample(text, 'fittings_web_requests_total', { ...page, route: '/hi/product/:id' })).toBe(
      1,
    );
    expect(
      sample(text, 'fittings_web_requests_total', { route: '/hi/*', method: 'GET', status: '4xx' }),
    ).toBe(1);
    expect(
      sample(text, 'fittings_web_render_duration_seconds_count', { route: '/product/:id' }),
    ).toBe(2);
    expect(
      sample(text, 'fittings_web_request_duration_seconds_count', { route: '/search-results' }),
    ).toBe(1);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    for (const typed of ['T14059', 'no-such-page', 'shower']) expect(text).not.toContain(typed);
  });

  it('are not served on the port visitors reach', async () => {
    const web = await startWeb();
    const response = await fetch(`${web.baseUrl}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('fittings_web_requests_total');
  });

  it('count every worker with WEB_WORKERS: the primary sums them', async () => {
    const web = await startWeb({ WEB_WORKERS: '2' });
    const before = sample(await scrape(web.metricsUrl), 'fittings_web_requests_total', {
      route: '/',
      status: '2xx',
    });
    for (let i = 0; i < 6; i++) expect(await get(`${web.baseUrl}/`)).toBe(200);
    const text = await scrape(web.metricsUrl);
    expect(
      sample(text, 'fittings_web_requests_total', { route: '/', status: '2xx' }) - before,
    ).toBe(6);
    expect(sample(text, 'fittings_web_render_duration_seconds_count', { route: '/' })).toBe(6);
  });
});
