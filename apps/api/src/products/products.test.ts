import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishSwatches, type Product, type ProductSummary } from '@fittings/catalog-core';
import { startTestServer, type TestServer } from '../test/server';
import { ProductSchema, ProductSummarySchema } from './schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A GET with exactly these headers (fetch would add and undo its own content encoding). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

type ProductAnswer = { success: boolean; message: string; product: Product };

describe('GET /get/product/{id}', () => {
  it('answers success, message and a product of the catalog-core shape for a model', async () => {
    const { status, body, headers } = await server.json<ProductAnswer>('/get/product/T14059-PR');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe('string');
    expect(ProductSchema.strict().parse(body.product)).toEqual(body.product);
    expect(body.product.model).toBe('T14059-PR');
    expect(body.product.collection).toContain('Pivotal');
    expect(body.product.collectionPage).toBe('pivotal');
    expect(body.product.selected).toBe(false);
    expect(headers.get('content-type')).toContain('application/json');
  });

  it('opens the same product by url slug and by model in any case, with spaces ignored', async () => {
    const bySlug = await server.json<ProductAnswer>(
      '/get/product/pivotal-shower-mixer-trim-t14059-pr',
    );
    const byLowerModel = await server.json<ProductAnswer>('/get/product/t14059-pr');
    const bySpacedModel = await server.json<ProductAnswer>(
      `/get/product/${encodeURIComponent('T14059 -PR')}`,
    );
    expect(bySlug.body.product.model).toBe('T14059-PR');
    expect(byLowerModel.body.product.model).toBe('T14059-PR');
    expect(bySpacedModel.body.product.model).toBe('T14059-PR');
  });

  it('links associated finishes to sibling models that open, with its own finish added by the swatches', async () => {
    const { body } = await server.json<ProductAnswer>('/get/product/T14059');
    const codes = body.product.associatedFinishes.map((finish) => finish.code);
    expect(codes).toEqual([15, 50]);
    for (const sibling of body.product.associatedFinishes) {
      const { status, body: siblingBody } = await server.json<ProductAnswer>(
        `/get/product/${sibling.url}`,
      );
      expect(status).toBe(200);
      expect(siblingBody.product.finish.code).toBe(sibling.code);
      expect(siblingBody.product.associatedFinishes.map((f) => f.code)).toContain(10);
    }
    expect(finishSwatches(body.product).map((swatch) => swatch.code)).toEqual([10, 15, 50]);
  });

  it('names real models as accents, installation parts, related and recommended products', async () => {
    const { body } = await server.json<ProductAnswer>('/get/product/T14059-PR');
    const linked = [
      ...body.product.accents,
      ...body.product.installations,
      ...body.product.relatedProducts,
      ...body.product.recommendedProducts,
    ];
    expect(body.product.installations.length).toBeGreaterThan(0);
    expect(body.product.relatedProducts.length).toBeGreaterThan(0);
    for (const summary of linked.slice(0, 8)) {
      expect(ProductSummarySchema.strict().parse(summary)).toEqual(summary);
      expect((await server.get(`/get/product/${summary.model}`)).status).toBe(200);
    }
  });

  it('gives features, technologies and special features with descriptions and images, and real support documents', async () => {
    const { body } = await server.json<ProductAnswer>('/get/product/T14059-PR');
    const { product } = body;
    expect(product.features.length).toBeGreaterThan(2);
    expect(product.extras.technologies.map((t) => t.name).join(' ')).toContain('Lumicoat');
    for (const item of [...product.extras.technologies, ...product.extras.specialFeatures]) {
      expect(item.description.length).toBeGreaterThan(20);
      expect((await server.get(item.image)).status).toBe(200);
    }
    const spec = await server.get(product.support.technicals[0]?.viewLink ?? '');
    expect(spec.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await spec.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const download = await server.get(product.support.technicals[0]?.downloadLink ?? '');
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="T14059-PR-spec-sheet.pdf"$/,
    );
    expect((await server.get(product.support.professional[0]?.url ?? '')).status).toBe(200);
  });

  it('builds the seo block and a gallery of images and videos whose URLs resolve', async () => {
    const { body } = await server.json<ProductAnswer>('/get/product/T14059-PR');
    const { product } = body;
    expect(product.seo.title).toContain('T14059-PR');
    expect(product.seo.metaDescription.length).toBeLessThanOrEqual(155);
    expect(product.seo.heroImage).toBe(product.image);
    expect(product.gallery.some((item) => item.isVideo)).toBe(true);
    for (const item of product.gallery) {
      const response = await server.get(item.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(
        item.isVideo ? /^text\/html/ : /^image\/svg\+xml/,
      );
      expect(item.altText.length).toBeGreaterThan(0);
    }
  });

  it('answers 404 with success false and a message for an unknown id', async () => {
    const { status, body } = await server.json<{ success: boolean; message: string }>(
      '/get/product/NOPE12345',
    );
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: 'No product has the id "NOPE12345".' });
  });

  it.each([
    ['10,000 characters', 'A'.repeat(10_000), 400, /too long/],
    ['a NUL byte', 'T14059%00', 400, /control characters/],
    ['quotes and SQL', encodeURIComponent(`T1' OR '1'='1`), 404, /No product/],
    [
      'SQL comment and semicolon',
      encodeURIComponent('x; DROP TABLE products; --'),
      404,
      /No product/,
    ],
    ['emoji', encodeURIComponent('🚿🚿🚿'), 404, /No product/],
    ['right-to-left text', encodeURIComponent('حنفية'), 404, /No product/],
    ['dot segments', encodeURIComponent('../../etc/passwd'), 404, /No product/],
    ['bad percent encoding', '%E0%A4%A', 404, /No product/],
  ])(
    'answers %s in an id with a clear JSON error, never a 5xx',
    async (_label, id, status, message) => {
      const response = await server.get(`/get/product/${id}`);
      expect(response.status).toBe(status);
      const body = (await response.json()) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expect(body.message).toMatch(message);
    },
  );

  it('still serves the catalogue after odd ids (the table is intact)', async () => {
    await server.get(`/get/product/${encodeURIComponent("'); DELETE FROM products; --")}`);
    expect(
      (await server.json<{ products: number }>('/health')).body.products,
    ).toBeGreaterThanOrEqual(400);
  });
});

describe('caching headers', () => {
  it('sends Cache-Control with s-maxage and stale-while-revalidate and an ETag, and 304 on If-None-Match', async () => {
    const first = await server.get('/get/product/T14059');
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    expect(first.headers.get('cache-control')).toMatch(/stale-while-revalidate=\d+/);
    expect(etag).toMatch(/^".+"$/);
    const again = await server.get('/get/product/T14059', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await server.get('/get/product/T14059', {
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe(etag);
  });

  it('gives every answer a request id, echoing a well-formed one it was sent', async () => {
    const sent = await server.get('/get/product/T14059', {
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(sent.headers.get('x-request-id')).toBe('trace-123');
    const made = await server.get('/get/product/T14059', {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends cached answers compressed when asked, each encoding with its own ETag, decoding to the same JSON', async () => {
    const plain = await rawGet('/get/product/T14059-PR', {});
    await rawGet('/get/product/T14059-PR', {});
    const br = await rawGet('/get/product/T14059-PR', { 'accept-encoding': 'br' });
    const gzip = await rawGet('/get/product/T14059-PR', { 'accept-encoding': 'gzip, deflate' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const again = await rawGet('/get/product/T14059-PR', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('sends a cached answer in no encoding the client refused with q=0', async () => {
    await rawGet('/get/product/T14059', {});
    await rawGet('/get/product/T14059', {});
    const noBrotli = await rawGet('/get/product/T14059', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const none = await rawGet('/get/product/T14059', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.body.toString())).toMatchObject({ success: true });
    const preferred = await rawGet('/get/product/T14059', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(preferred.headers['content-encoding']).toBe('br');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await server.get('/get/product/T14059', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^"/);
  });
});

describe('GET /get/product-preview/{id} and /get/product-previews/{ids}', () => {
  it('answers the summary card of one product', async () => {
    const { status, body } = await server.json<{ success: boolean; product: ProductSummary }>(
      '/get/product-preview/RP50587',
    );
    expect(status).toBe(200);
    expect(ProductSummarySchema.strict().parse(body.product)).toEqual(body.product);
    expect(body.product.model).toBe('RP50587');
  });

  it('answers 404 for an unknown preview', async () => {
    const { status, body } = await server.json<{ success: boolean }>('/get/product-preview/ZZZ999');
    expect(status).toBe(404);
    expect(body.success).toBe(false);
  });

  it('answers the cards of a wishlist string in its order, de-duplicated, listing the models not found', async () => {
    const { status, body } = await server.json<{
      products: ProductSummary[];
      missing: string[];
      message: string;
    }>('/get/product-previews/T14059-PR,RP50587,NOPE1,t14059-pr,T14059');
    expect(status).toBe(200);
    expect(body.products.map((p) => p.model)).toEqual(['T14059-PR', 'RP50587', 'T14059']);
    expect(body.missing).toEqual(['NOPE1']);
    expect(body.message).toMatch(/not found/);
  });

  it('refuses an empty list and more than 100 models', async () => {
    expect((await server.get('/get/product-previews/,,,')).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `M${i}00`).join(',');
    expect((await server.get(`/get/product-previews/${many}`)).status).toBe(400);
  });
});

describe('GET /get/product-sheets/{ids}: a printed list or its PDF in one request', () => {
  type Sheets = {
    products: (ProductSummary & { fit: Product['fit'] })[];
    missing: string[];
  };

  it('answers the cards of the list in its order, each with the fit of its full product', async () => {
    const { status, body } = await server.json<Sheets>(
      '/get/product-sheets/T14059-PR,RP50587,NOPE1,t14059-pr',
    );
    expect(status).toBe(200);
    expect(body.products.map((p) => p.model)).toEqual(['T14059-PR', 'RP50587']);
    expect(body.missing).toEqual(['NOPE1']);
    const full = await server.json<ProductAnswer>('/get/product/T14059-PR');
    expect(body.products[0]!.fit).toEqual(full.body.product.fit);
    const { fit: _, ...card } = body.products[0]!;
    expect(ProductSummarySchema.strict().parse(card)).toEqual(card);
  });

  it('takes the longest list the site prints (60) and refuses 61 in the JSON error shape', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `M${i}00`).join(',');
    expect((await server.get(`/get/product-sheets/${ids(60)}`)).status).toBe(200);
    const refused = await server.json<{ success: boolean; message: string }>(
      `/get/product-sheets/${ids(61)}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: 'Give at most 60 models at a time.' });
  });

  it('is limited per client, cached answers included, with Retry-After; another client is not', async () => {
    const limited = await startTestServer({
      forms: { sheetRateLimit: { max: 2, windowMs: 60_000 } },
    });
    try {
      const as = (client: string) => ({ headers: { 'x-forwarded-for': client } });
      const path = '/get/product-sheets/T14059-PR,RP50587';
      expect((await limited.get(path, as('203.0.113.7'))).status).toBe(200);
      // The same URL again is in the response cache: still counted.
      expect((await limited.get(path, as('203.0.113.7'))).status).toBe(200);
      const third = await limited.json<{ success: boolean; message: string }>(
        path,
        as('203.0.113.7'),
      );
      expect(third.status).toBe(429);
      expect(third.body.success).toBe(false);
      expect(third.body.message).toMatch(/Too many requests/);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await limited.get(path, as('203.0.113.8'))).status).toBe(200);
      // The catalogue's other answers are not limited.
      expect((await limited.get('/get/product/T14059-PR', as('203.0.113.7'))).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
