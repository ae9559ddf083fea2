// The catalogue in Hindi (issue 18): ?lang=hi over the real server and the seeded SQLite catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductCardSummary } from '@fittings/catalog-core';
import { readCatalogue } from '../catalogue/read';
import { validateCatalogue } from '../catalogue/validate';
import { CatalogueError } from '../catalogue/errors';
import { TRANSLATABLE_FIELDS } from '../catalogue/format';
import { seedCatalogueDir } from '../paths';
import { startTestServer, type TestServer } from '../test/server';

const DEVANAGARI = /[\u0900-\u097F]/;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type ProductAnswer = { success: boolean; product: Product };

describe('?lang=hi', () => {
  it('answers a product with Hindi description, paragraph and features, and its name and model as they are', async () => {
    const en = await server.json<ProductAnswer>('/get/product/T14059-PR');
    const hi = await server.json<ProductAnswer>('/get/product/T14059-PR?lang=hi');
    expect(hi.status).toBe(200);
    expect(hi.body.product.description).toMatch(DEVANAGARI);
    expect(hi.body.product.paragraph).toMatch(DEVANAGARI);
    expect(hi.body.product.features).toHaveLength(en.body.product.features.length);
    for (const { feature } of hi.body.product.features) expect(feature).toMatch(DEVANAGARI);
    expect(hi.body.product.name).toBe(en.body.product.name);
    expect(hi.body.product.model).toBe('T14059-PR');
    expect(hi.body.product.collection).toBe(en.body.product.collection);
    // The same pictures and films; a film's alt text is its title, which is in Hindi.
    expect(hi.body.product.gallery.map((g) => g.url)).toEqual(
      en.body.product.gallery.map((g) => g.url),
    );
    const film = hi.body.product.gallery.find((g) => g.isVideo);
    expect(film?.altText).toMatch(DEVANAGARI);
    // Pictures' text alternatives: the name as it is, the view in Hindi.
    const picture = hi.body.product.gallery.find((g) => !g.isVideo);
    expect(picture?.altText).toMatch(/, सामने से$/);
    // What it is made of and what controls it, said in Hindi; its figures are the same.
    expect(hi.body.product.fit?.materials.length).toBe(en.body.product.fit?.materials.length);
    for (const material of hi.body.product.fit?.materials ?? [])
      expect(material).toMatch(DEVANAGARI);
    expect(hi.body.product.fit?.cartridge).toMatch(DEVANAGARI);
    expect(hi.body.product.fit?.minPressureBar).toBe(en.body.product.fit?.minPressureBar);
    expect(hi.body.product.collectionSuffix).toBe('कलेक्शन');
    expect(en.body.product.description).not.toMatch(DEVANAGARI);
  });

  it('keeps the English answer byte for byte with lang=en or no lang', async () => {
    for (const path of [
      '/get/product/T14059-PR',
      '/get/menus',
      '/get/technologies',
      '/get/events',
      '/get/video-categories',
      '/get/banners/home',
      '/get/awards',
      '/get/catalog-categories',
      '/get/collection-metadata-by-name/pivotal',
    ]) {
      const plain = await (await server.get(path)).text();
      const en = await (await server.get(`${path}?lang=en`)).text();
      expect(en).toBe(plain);
      expect(plain).not.toMatch(DEVANAGARI);
    }
  });

  it('refuses another language with a 400 in the JSON error shape naming the languages, every time', async () => {
    for (let i = 0; i < 2; i++) {
      const { status, body, headers } = await server.json<{ success: boolean; message: string }>(
        '/get/product/T14059-PR?lang=fr',
      );
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toBe(
        'Invalid query field "lang": "fr" is not a language of the catalogue; use "en" or "hi".',
      );
      expect(headers.get('cache-control')).toBe('no-store');
    }
    const empty = await server.get('/get/menus?lang=');
    expect(empty.status).toBe(400);
  });

  it('keeps the languages apart in the response cache and its ETags', async () => {
    const path = '/get/search/previews/basin%20mixer?limit=3';
    // Each asked twice: the second answer comes from the cache (the fast path).
    const answers = [];
    for (const query of ['&lang=hi', '', '&lang=hi', '']) {
      const response = await server.get(`${path}${query}`);
      answers.push({ etag: response.headers.get('etag'), body: await response.text() });
    }
    const [hi, en, hiAgain, enAgain] = answers as [
      (typeof answers)[0],
      (typeof answers)[0],
      (typeof answers)[0],
      (typeof answers)[0],
    ];
    expect(hi.body).toMatch(DEVANAGARI);
    expect(en.body).not.toMatch(DEVANAGARI);
    expect(hiAgain.body).toBe(hi.body);
    expect(enAgain.body).toBe(en.body);
    expect(hi.etag).not.toBe(en.etag);
    // An English validator never makes a Hindi answer a 304.
    const revalidated = await server.get(`${path}&lang=hi`, {
      headers: { 'if-none-match': en.etag ?? '' },
    });
    expect(revalidated.status).toBe(200);
    const products = (JSON.parse(hi.body) as { products: ProductCardSummary[] }).products;
    const english = (JSON.parse(en.body) as { products: ProductCardSummary[] }).products;
    // Search finds the same products in the same order; only their texts change.
    expect(products.map((p) => p.model)).toEqual(english.map((p) => p.model));
    for (const product of products) expect(product.description).toMatch(DEVANAGARI);
  });

  it('answers menus, listings, collections, technologies, innovations and parts with Hindi texts', async () => {
    const menus = await server.json<{ bathroom: { title: string; items: { title: string }[] }[] }>(
      '/get/menus?lang=hi',
    );
    expect(menus.body.bathroom[0]?.title).toBe('बेसिन नल');
    expect(menus.body.bathroom[0]?.items[1]?.title).toBe('ऊँचे');

    const listing = await server.json<{
      items: { description: string; model: string }[];
      facets: { types: { label: string }[] };
    }>('/get/products/filter/bathroom?category=lav-faucets&lang=hi');
    expect(listing.status).toBe(200);
    expect(listing.body.items[0]?.description).toMatch(DEVANAGARI);
    expect(listing.body.facets.types.map((t) => t.label)).toContain('ऊँचे');

    const collection = await server.json<{ products: { description: string }[] }>(
      '/get/collection/pivotal?lang=hi',
    );
    expect(collection.body.products[0]?.description).toMatch(DEVANAGARI);

    const technologies = await server.json<{
      technologies: { slug: string; name: string; summary: string; description: string }[];
    }>('/get/technologies?lang=hi');
    const diamond = technologies.body.technologies.find((t) => t.slug === 'diamond-seal');
    expect(diamond?.name).toBe('DIAMOND<sup>™</sup> Seal Technology');
    expect(diamond?.summary).toMatch(DEVANAGARI);

    const innovations = await server.json<{ innovations: { title: string }[] }>(
      '/get/innovations?lang=hi',
    );
    expect(innovations.body.innovations[0]?.title).toMatch(DEVANAGARI);

    expect(diamond?.description).toMatch(DEVANAGARI);

    const pivotal = await server.json<{
      metadata: { name: string; description: string; tagline: string };
    }>('/get/collection-metadata-by-name/pivotal?lang=hi');
    expect(pivotal.body.metadata.description).toMatch(DEVANAGARI);
    expect(pivotal.body.metadata.tagline).toMatch(DEVANAGARI);
    expect(pivotal.body.metadata.name).toBe('Pivotal<sup>™</sup>');
    // A collection piece's paragraph opens with its collection's description, in either language.
    const enPivotal = await server.json<{ metadata: { description: string } }>(
      '/get/collection-metadata-by-name/pivotal',
    );
    const enProduct = await server.json<ProductAnswer>('/get/product/T14059-PR');
    const hiProduct = await server.json<ProductAnswer>('/get/product/T14059-PR?lang=hi');
    expect(enProduct.body.product.paragraph.startsWith(enPivotal.body.metadata.description)).toBe(
      true,
    );
    expect(hiProduct.body.product.paragraph.startsWith(pivotal.body.metadata.description)).toBe(
      true,
    );

    const events = await server.json<{
      events: { title: string; description: string; highlights: string[]; city: string }[];
    }>('/get/events?lang=hi');
    const mumbai = events.body.events.find((e) => e.title.includes('मुंबई'));
    expect(mumbai?.city).toBe('मुंबई');
    expect(mumbai?.description).toMatch(DEVANAGARI);
    for (const highlight of mumbai?.highlights ?? []) expect(highlight).toMatch(DEVANAGARI);

    const videos = await server.json<{
      categories: { name: string; videos: { title: string; description: string }[] }[];
    }>('/get/video-categories?lang=hi');
    expect(videos.body.categories[0]?.name).toMatch(DEVANAGARI);
    expect(videos.body.categories[0]?.videos[0]?.description).toMatch(DEVANAGARI);

    const banners = await server.json<{ banners: { subtitle: string }[] }>(
      '/get/banners/home?lang=hi',
    );
    expect(banners.body.banners.length).toBeGreaterThan(0);
    for (const banner of banners.body.banners) expect(banner.subtitle).toMatch(DEVANAGARI);

    const awards = await server.json<{
      years: { awards: { title: string; organisation: string; description: string }[] }[];
    }>('/get/awards?lang=hi');
    expect(awards.body.years[0]?.awards[0]?.description).toMatch(DEVANAGARI);
    // What an award is said in Hindi; who gave it keeps its name.
    for (const award of awards.body.years.flatMap((year) => year.awards)) {
      expect(award.title).toMatch(/^[^A-Za-z]+$/);
      expect(award.organisation).toMatch(/^[A-Za-z &]+$/);
    }

    const catalogs = await server.json<{
      categories: { name: string; catalogs: { title: string }[] }[];
    }>('/get/catalog-categories?lang=hi');
    expect(catalogs.body.categories[0]?.name).toMatch(DEVANAGARI);
    expect(catalogs.body.categories[0]?.catalogs[0]?.title).toMatch(DEVANAGARI);

    const part = await server.json<{ product: Product }>('/get/part/T35691?lang=hi');
    expect(part.status).toBe(200);
    expect(part.body.product.description).toMatch(DEVANAGARI);
  });

  it('declares lang on the routes that answer in a language in the OpenAPI document', async () => {
    const { body } = await server.json<{
      paths: Record<
        string,
        { get?: { parameters?: { name: string; schema: { enum?: string[] } }[] } }
      >;
    }>('/openapi.json');
    for (const path of [
      '/get/product/{id}',
      '/get/search/previews/{term}',
      '/get/products/filter/{x}',
      '/get/menus',
      '/get/collection/{x}',
      '/get/technologies',
      '/get/events',
      '/get/video-categories',
      '/get/banners/{page}',
      '/get/awards',
      '/get/catalog-categories',
    ]) {
      const lang = body.paths[path]?.get?.parameters?.find((p) => p.name === 'lang');
      expect(lang?.schema.enum, path).toEqual(['en', 'hi']);
    }
  });
});

describe('translations in the catalogue format', () => {
  const seed = () => readCatalogue(seedCatalogueDir());

  it('gives every seeded product a Hindi description and features', () => {
    const catalogue = validateCatalogue(seed());
    const hindi = new Set(
      catalogue.translations
        .filter((t) => t.language === 'hi' && t.entity === 'product')
        .map((t) => t.key),
    );
    expect(catalogue.products.filter((p) => !hindi.has(p.model))).toEqual([]);
  });

  it('gives every seeded collection and technology Hindi for each text a visitor reads', () => {
    const catalogue = validateCatalogue(seed());
    const hindi = new Map(
      catalogue.translations
        .filter((t) => t.language === 'hi')
        .map((t) => [`${t.entity} ${t.key}`, t.fields]),
    );
    const missing = (entity: string, key: string, fields: readonly string[]) =>
      fields
        .filter((field) => !DEVANAGARI.test(String(hindi.get(`${entity} ${key}`)?.[field] ?? '')))
        .map((field) => `${entity} ${key} ${field}`);
    expect(catalogue.collections).toHaveLength(30);
    expect(hindi.get('collection pivotal')?.suffix).toBe('कलेक्शन');
    expect(
      // A collection without a suffix (the special ones: "Choice Dway", not "Choice Dway Collection") has none to say.
      catalogue.collections.flatMap((c) =>
        missing(
          'collection',
          c.slug,
          TRANSLATABLE_FIELDS.collection.filter((field) => field !== 'suffix' || c.suffix),
        ),
      ),
    ).toEqual([]);
    // A technology's name is mostly a trademark, the same in Hindi; its summary and description are not.
    expect(
      catalogue.technologies.flatMap((t) =>
        missing('technology', t.slug, ['summary', 'description']),
      ),
    ).toEqual([]);
  });

  it('gives every seeded video, catalogue, award, event and banner its Hindi, each text in Devanagari or a name', () => {
    const catalogue = validateCatalogue(seed());
    const hindi = new Map(
      catalogue.translations
        .filter((t) => t.language === 'hi')
        .map((t) => [`${t.entity} ${t.key}`, t.fields]),
    );
    const keys = {
      videoCategory: catalogue.videoCategories.map((c) => c.slug),
      video: catalogue.videoCategories.flatMap((c) => c.videos.map((v) => v.id)),
      catalogCategory: catalogue.catalogCategories.map((c) => c.slug),
      catalog: catalogue.catalogCategories.flatMap((c) =>
        c.catalogs.map((d) => `${c.slug}/${d.slug}`),
      ),
      award: catalogue.awards.map((a) => a.id),
      event: catalogue.events.map((e) => e.slug),
      banner: catalogue.banners.map((b) => b.id),
    } as const;
    const missing: string[] = [];
    let devanagari = 0;
    for (const [entity, list] of Object.entries(keys) as [keyof typeof keys, readonly string[]][])
      for (const key of list) {
        const fields = hindi.get(`${entity} ${key}`);
        for (const field of TRANSLATABLE_FIELDS[entity]) {
          const value = fields?.[field];
          if (value === undefined) missing.push(`${entity} ${key} ${field}`);
          else if (DEVANAGARI.test(String(value))) devanagari++;
        }
      }
    expect(missing).toEqual([]);
    // A banner titled with a collection's name (CHOICE DWAY) keeps it; every other text is in Hindi.
    const texts = Object.entries(keys).reduce(
      (sum, [entity, list]) =>
        sum + list.length * TRANSLATABLE_FIELDS[entity as keyof typeof keys].length,
      0,
    );
    expect(texts - devanagari).toBeLessThanOrEqual(5);
  });

  it('refuses a translation of an unknown record, of a field not translated, or with features miscounted', () => {
    const raw = seed();
    raw.translations = [
      { language: 'hi', entity: 'product', key: 'NOPE-1', fields: { description: 'नहीं' } },
      { language: 'hi', entity: 'product', key: 'T14059-PR', fields: { name: 'नाम' } },
      { language: 'hi', entity: 'product', key: 'T35691', fields: { features: ['एक'] } },
      { language: 'fr', entity: 'product', key: 'T35691', fields: { description: 'Un' } },
    ];
    let error: unknown;
    try {
      validateCatalogue(raw);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CatalogueError);
    const message = (error as Error).message;
    expect(message).toContain('translations[3]');
    raw.translations = (raw.translations as unknown[]).slice(0, 3);
    try {
      validateCatalogue(raw);
    } catch (caught) {
      error = caught;
    }
    const problems = (error as CatalogueError).problems.map((p) => `${p.where}: ${p.message}`);
    expect(problems).toEqual([
      'translations[0] (hi product NOPE-1): references unknown product "NOPE-1"',
      'translations[1] (hi product T14059-PR).fields.name: is not a text a translation may replace (product: description, paragraph, features, materials, cartridge)',
      expect.stringMatching(
        /^translations\[2\] \(hi product T35691\)\.fields\.features: has 1 features where the product has \d+$/,
      ),
    ]);
  });
});
