import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';
import { PartLookupSchema } from './schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Lookup = ReturnType<typeof PartLookupSchema.parse>;

describe('GET /get/part/{code}', () => {
  it('finds a product however its model was typed from the box', async () => {
    for (const typed of ['T35691', 't 35691', 't-35691']) {
      const { status, body } = await server.json<Lookup>(`/get/part/${encodeURIComponent(typed)}`);
      expect(status).toBe(200);
      expect(PartLookupSchema.parse(body)).toEqual(body);
      expect(body.matched).toBe('product');
      expect(body.product.model).toBe('T35691');
    }
  });

  it('prefers the model with the finish typed, and falls back to the model without its suffix', async () => {
    const polished = await server.json<Lookup>('/get/part/T35691-PN');
    expect(polished.body.product.model).toBe('T35691-PN');
    const unknownFinish = await server.json<Lookup>('/get/part/T35691-XX');
    expect(unknownFinish.body.product.model).toBe('T35691');
  });

  it('lists the spare parts with codes, numbered as the exploded view labels them', async () => {
    const { body } = await server.json<Lookup>('/get/part/T35691');
    expect(body.spares.map((s) => s.kind)).toEqual([
      'cartridge',
      'aerator',
      'o-ring-kit',
      'handle',
    ]);
    expect(body.spares.map((s) => s.number)).toEqual([1, 2, 3, 4]);
    for (const spare of body.spares) expect(spare.code).toMatch(/^RP7\d{4}$/);
    expect(body.explodedView).not.toBeNull();
    expect(body.explodedView!.altText).toContain(`1 Ceramic disc cartridge`);
    const drawing = await fetch(`${server.url}${body.explodedView!.url}`);
    expect(drawing.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await drawing.text();
    // The drawing has no text (issue 26): a ring per part, where the answer puts its number for the page's label.
    expect(svg).not.toMatch(/<text\b|font-family/);
    for (const spare of body.spares) expect(svg).not.toContain(spare.code);
    const [width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)!.slice(1).map(Number);
    expect(body.explodedView!.callouts.map((c) => c.number)).toEqual([1, 2, 3, 4]);
    const rings = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="18" fill="#fff"/g)];
    expect(rings).toHaveLength(4);
    body.explodedView!.callouts.forEach((callout, index) => {
      expect((callout.x / 100) * width!).toBeCloseTo(Number(rings[index]![1]), 0);
      expect((callout.y / 100) * height!).toBeCloseTo(Number(rings[index]![2]), 0);
    });
    expect(body.product.support.technicals.length).toBeGreaterThan(0);
  });

  it('places the numbers where the drawing has its rings, as the answer always gave them (en and hi)', async () => {
    // Pinned from the answers before the API read the rings from the stored drawing (it used to compute them).
    for (const lang of ['en', 'hi']) {
      const { body } = await server.json<Lookup>(`/get/part/T35691?lang=${lang}`);
      expect(body.explodedView!.url).toMatch(/^\/media\/parts\/T35691\/exploded\.svg\b/);
      expect(body.explodedView!.callouts).toEqual([
        { number: 1, x: 75, y: 12.5 },
        { number: 2, x: 75, y: 30 },
        { number: 3, x: 75, y: 47.5 },
        { number: 4, x: 75, y: 65 },
      ]);
    }
  });

  it('names the parts, the drawing and the documents in Hindi with lang=hi, codes and names as written', async () => {
    const [en, hi] = await Promise.all([
      server.json<Lookup>('/get/part/T35691'),
      server.json<Lookup>('/get/part/T35691?lang=hi'),
    ]);
    expect(hi.body.spares.map((s) => s.code)).toEqual(en.body.spares.map((s) => s.code));
    expect(hi.body.spares.map((s) => s.name)).toEqual([
      'सिरेमिक डिस्क कार्ट्रिज (Trillian)',
      'एरेटर',
      'ओ-रिंग और सील किट (Trillian)',
      'हैंडल किट',
    ]);
    expect(hi.body.explodedView!.altText).toMatch(
      /^Trillian Single Handle Basin Mixer का एक्सप्लोडेड व्यू: 1 सिरेमिक डिस्क कार्ट्रिज \(Trillian\) \(RP7\d{4}\)/,
    );
    expect(hi.body.product.support.technicals.map((d) => d.name)).toEqual([
      'स्पेसिफ़िकेशन शीट',
      'इंस्टॉलेशन गाइड',
    ]);
    expect(hi.body.product.support.professional.map((d) => d.title)).toEqual(['सबमिटल शीट']);
    expect(en.body.product.support.technicals.map((d) => d.name)).toEqual([
      'Specification Sheet',
      'Installation Guide',
    ]);
  });

  it('reads a part code as the part, with the product it fits and the others', async () => {
    const first = await server.json<Lookup>('/get/part/T35691');
    const cartridge = first.body.spares[0]!;
    const { status, body } = await server.json<Lookup>(
      `/get/part/${encodeURIComponent(cartridge.code.toLowerCase().replace('rp', 'rp '))}`,
    );
    expect(status).toBe(200);
    expect(body.matched).toBe('part');
    expect(body.code).toBe(cartridge.code);
    expect(body.partCode).toBe(cartridge.code);
    expect(body.spares).toContainEqual(cartridge);
    expect(body.product.model).toBe('T35691');
    expect(body.alsoFits.map((p) => p.model)).toContain('T35691-PN');
  });

  it('answers a product without drawings or parts with empty lists rather than an error', async () => {
    const { body } = await server.json<Lookup>('/get/part/RP50587');
    expect(body.product.model).toBe('RP50587');
    expect(body.explodedView).toBeNull();
  });

  it('says clearly when nothing has the code, or the code cannot be one', async () => {
    const missing = await server.json<{ success: boolean; message: string }>('/get/part/ZZ99999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      success: false,
      message: 'No product or part has the code "ZZ99999".',
    });
    const long = await server.json<{ success: boolean }>(`/get/part/${'A'.repeat(41)}`);
    expect(long.status).toBe(400);
  });
});

describe('search recognises part codes', () => {
  it('answers the products a typed part code fits, in catalogue order', async () => {
    const first = await server.json<Lookup>('/get/part/T35691');
    const code = first.body.spares[0]!.code;
    const typed = encodeURIComponent(code.replace('RP', 'rp-'));
    const { body } = await server.json<{ products: { model: string }[] }>(
      `/get/search/previews/${typed}`,
    );
    expect(body.products[0]!.model).toBe('T35691');
    // The screens show one card per design; the full answer lists every finish the part fits.
    const full = await server.json<{ collection: { model: string }[] }>(
      `/get/search/result/${typed}`,
    );
    expect(full.body.collection.map((p) => p.model)).toContain('T35691-PN');
  });

  it('keeps the exact model first for a model code (spec section 5)', async () => {
    const { body } = await server.json<{ products: { model: string }[] }>(
      '/get/search/previews/t35691-pn',
    );
    expect(body.products[0]!.model).toBe('T35691-PN');
  });
});
