// Other routes (spec 2.1, 2.6, 2.7) and what the production server adds: 404s, legacy 301s,
// security and cache headers, compression, and the API under the site's own origin.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baseUrl, fetchHtml, open, useContext, viewports } from './helpers';

describe.each(viewports)('other routes at $width px', (viewport) => {
  const t = useContext(viewport);

  it('shows the not-found page for an unknown route', async () => {
    const { page } = t;
    const response = await open(page, '/no/such/page');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(
      /404\s+Whoops, page not found\./,
    );
  });

  it('opens a declared page from the footer without a crash', async () => {
    const { page } = t;
    await open(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Warranty' }).click();
    await page.waitForURL(/\/warranty$/);
    await page.getByRole('heading', { level: 1, name: 'Warranty' }).waitFor();
  });
});

describe('server', () => {
  it('answers 301 for the legacy URLs', async () => {
    const cases: [string, string][] = [
      ['/Bathroom/Detail/T14059', '/product/T14059'],
      ['/Video/Detail/some-video', '/videos-catalogs/videos'],
      ['/Company/Awards', '/about/awards/2021'],
      ['/ModuleFiles/Product/TechnicalSpecFilePath/a.pdf', '/'],
      ['/ModuleFiles/Product/DiagramFilePath/a.pdf', '/'],
      ['/ModuleFiles/Product/InstallationFilePath/a.pdf', '/'],
      ['/ModuleFiles/ProductCatalogFile/Images/a.jpg', '/'],
    ];
    for (const [from, to] of cases) {
      const { status, headers } = await fetchHtml(from);
      expect(status, from).toBe(301);
      expect(headers.get('location'), from).toBe(to);
    }
  });

  it('sends security headers, a CSP naming the hash of every inline script (no nonce) and page cache headers', async () => {
    const { status, headers, html } = await fetchHtml('/');
    expect(status).toBe(200);
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain("'nonce-");
    expect(html).not.toMatch(/\snonce="/);
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes ?? ''),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline) {
      const hash = createHash('sha256')
        .update(body ?? '')
        .digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    const again = await fetchHtml('/');
    expect(again.headers.get('content-security-policy')).toBe(csp);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cache-control')).toContain('s-maxage=');
  });

  it('serves fingerprinted assets for a year, compressed', async () => {
    const { html } = await fetchHtml('/');
    // The page's largest script: files under 1 KB are sent as they are (see scripts/precompress.mjs). Every script
    // the page names, wherever it names it: the preloads are made by an inline script after the stylesheet
    // (edge/render.ts), the entry and route modules by React Router's module script.
    const assets = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
    expect(assets.length).toBeGreaterThan(0);
    const sizes = await Promise.all(
      assets.map(async (asset) => {
        const plain = await fetch(baseUrl + asset, { headers: { 'accept-encoding': 'identity' } });
        return (await plain.arrayBuffer()).byteLength;
      }),
    );
    const asset = assets[sizes.indexOf(Math.max(...sizes))];
    const response = await fetch(baseUrl + asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('has the service worker revalidated on every check, so no cache holds an old release', async () => {
    const response = await fetch(`${baseUrl}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // Other files of public/ are kept an hour.
    const icon = await fetch(`${baseUrl}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('sends pages brotli- or gzip-compressed as the client accepts, the same page either way', async () => {
    const { request } = await import('node:http');
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const get = (acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string; body: Buffer }>(
        (resolve, reject) => {
          request(
            `${baseUrl}/product/T14059`,
            { headers: { 'accept-encoding': acceptEncoding } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () =>
                resolve({
                  encoding: res.headers['content-encoding'],
                  vary: String(res.headers.vary ?? ''),
                  body: Buffer.concat(chunks),
                }),
              );
              res.on('error', reject);
            },
          )
            .on('error', reject)
            .end();
        },
      );
    const [br, gzip, plain, refused] = await Promise.all([
      get('gzip, deflate, br'),
      get('gzip'),
      get('identity'),
      get('br;q=0, gzip;q=0'),
    ]);
    expect(br.encoding).toBe('br');
    expect(gzip.encoding).toBe('gzip');
    expect(plain.encoding).toBeUndefined();
    expect(refused.encoding).toBeUndefined();
    for (const answer of [br, gzip, plain]) expect(answer.vary).toMatch(/accept-encoding/i);
    const text = plain.body.toString('utf8');
    expect(text).toContain('<title>Pivotal™ Shower Mixer Trim | T14059</title>');
    // Pages hold nothing per request, so the three renders decode to the same markup.
    expect(brotliDecompressSync(br.body).toString('utf8') === text).toBe(true);
    expect(gunzipSync(gzip.body).toString('utf8') === text).toBe(true);
  });

  it('forwards /get and /media to the API under the same origin', async () => {
    const product = await fetch(`${baseUrl}/get/product/T14059`);
    expect(product.status).toBe(200);
    expect((await product.json()).product.model).toBe('T14059');
    const media = await fetch(`${baseUrl}/media/products/T14059/front.svg`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('works by any host name: relative media URLs, canonical URLs from PUBLIC_ORIGIN, never the Host header', async () => {
    const other = baseUrl.replace('127.0.0.1', 'localhost');
    const response = await fetch(`${other}/product/T14059`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const images = [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(images.length).toBeGreaterThan(0);
    for (const src of images) expect(src).not.toMatch(/^https?:/);
    const media = images.find((src) => src.startsWith('/media/')) ?? '';
    expect((await fetch(new URL(media.replace(/&amp;/g, '&'), other))).status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/product/T14059"`);
    expect(html).not.toContain('localhost');
    const spoofed = await fetch(`${baseUrl}/sitemap.xml`, { headers: { host: 'evil.example' } });
    expect(await spoofed.text()).not.toContain('evil.example');
  });

  it('answers /healthz without rendering a page, saying what it checked, and gives every answer a request id', async () => {
    const health = await fetch(`${baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('content-type')).toContain('application/json');
    expect(health.headers.get('cache-control')).toBe('no-store');
    // What it checked, as the API's /healthz says it (observe/healthz.ts).
    expect(await health.json()).toMatchObject({
      status: 'ok',
      checks: {
        draining: { ok: true, detail: 'taking requests' },
        api: { ok: true, detail: expect.stringMatching(/^the API answers \(200 ok\)$/) },
        catalogue: { ok: true, detail: expect.stringMatching(/^version \S+, \d+ products$/) },
      },
    });
    expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const mine = await fetch(`${baseUrl}/`, { headers: { 'x-request-id': 'e2e-trace-1' } });
    expect(mine.headers.get('x-request-id')).toBe('e2e-trace-1');
  });
});
