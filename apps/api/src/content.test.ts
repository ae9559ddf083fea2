import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { startTestServer, type TestServer } from './test/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const get = (path: string) => server.json<Json>(path);
const resolves = async (url: string) => (await server.get(url)).status;

describe('videos, catalogues, events, banners', () => {
  it('/get/video-categories lists categories with videos whose posters and embeds resolve', async () => {
    const { body } = await get('/get/video-categories');
    expect(body.categories.map((c: Json) => c.slug)).toEqual([
      'technologies',
      'installation',
      'collections',
      'care-and-cleaning',
    ]);
    const video = body.categories[0].videos[0];
    expect(video.products.length).toBeGreaterThan(0);
    expect(await resolves(video.thumbnail)).toBe(200);
    const embed = await server.get(video.embedUrl);
    expect(embed.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await embed.text()).toContain(video.title.replace(/&/g, '&amp;'));
  });

  it('/get/catalog-categories lists catalogue documents that are real PDF files', async () => {
    const { body } = await get('/get/catalog-categories');
    const catalogs = body.categories.flatMap((c: Json) => c.catalogs);
    expect(catalogs.length).toBeGreaterThanOrEqual(8);
    const [first] = catalogs;
    expect(first.productCount).toBeGreaterThan(50);
    const pdf = Buffer.from(await (await server.get(first.viewLink)).arrayBuffer());
    expect(pdf.subarray(0, 8).toString('latin1')).toMatch(/^%PDF-1\.\d/);
    expect(pdf.subarray(-7).toString('latin1').trimEnd()).toMatch(/%%EOF$/);
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(document.getTitle()).toBe(first.title);
    expect(document.getPageCount()).toBeGreaterThan(1);
    expect(await resolves(first.coverImage)).toBe(200);
  });

  it('/get/event/{x} answers an event, 404 for an unknown one; /get/events lists them', async () => {
    const { body } = await get('/get/event/design-week-mumbai-2026');
    expect(body.event.city).toBe('Mumbai');
    expect(body.event.leadFormPath).toBe('/events-lead-form?event=design-week-mumbai-2026');
    expect(body.event.collections[0].slug).toBe('nuvola');
    expect(await resolves(body.event.image)).toBe(200);
    expect((await get('/get/event/no-such-event')).status).toBe(404);
    const events = await get('/get/events');
    expect(events.body.events.length).toBeGreaterThanOrEqual(3);
  });

  it('/get/boa-page/image-banner and /video-banner answer the marketplace page banners', async () => {
    const images = await get('/get/boa-page/image-banner');
    expect(images.body.banners.length).toBeGreaterThan(0);
    expect(images.body.banners.every((b: Json) => b.kind === 'image' && b.video === null)).toBe(
      true,
    );
    expect(await resolves(images.body.banners[0].image)).toBe(200);
    expect(await resolves(images.body.banners[0].mobileImage)).toBe(200);
    const videos = await get('/get/boa-page/video-banner');
    expect(videos.body.banners.every((b: Json) => b.kind === 'video' && b.video.embedUrl)).toBe(
      true,
    );
    const home = await get('/get/banners/home');
    expect(home.body.banners.length).toBeGreaterThan(0);
    expect((await get('/get/banners/attic')).status).toBe(400);
  });
});

describe('technologies, innovations, awards, menus', () => {
  it('/get/technologies lists the technologies the spec names, each with a description and an image', async () => {
    const { body } = await get('/get/technologies?kind=technology');
    const slugs = body.technologies.map((t: Json) => t.slug);
    for (const slug of [
      'lumicoat',
      'touch2o',
      'touch2o-xt',
      'diamond-seal',
      'magnatite-docking',
      'h2okinetic',
      'tempassure',
      'touch-clean',
      'multichoice',
      'in2ition',
      'hydrachoice',
      'shieldspray',
      'brilliance-finishes',
      'pro-clean',
      'glass-rinser',
      'led-pendant',
      'custom-showering',
      'waterplus',
      'water-sense',
    ]) {
      expect(slugs).toContain(slug);
    }
    expect(await resolves(body.technologies[0].image)).toBe(200);
    expect(body.technologies.find((t: Json) => t.slug === 'touch2o').productCount).toBeGreaterThan(
      0,
    );
    const kitchen = await get('/get/technologies?area=kitchen');
    expect(kitchen.body.technologies.every((t: Json) => t.areas.includes('kitchen'))).toBe(true);
  });

  it('/get/innovations lists the groups of the innovations routes', async () => {
    const { body } = await get('/get/innovations');
    expect(body.innovations.map((i: Json) => i.slug)).toEqual([
      'featured',
      'bath',
      'shower',
      'kitchen',
    ]);
  });

  it('/get/awards groups awards by year, latest first, and filters by year', async () => {
    const { body } = await get('/get/awards');
    const years = body.years.map((y: Json) => y.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(years).toContain(2021);
    const only = await get('/get/awards?year=2021');
    expect(only.body.years.map((y: Json) => y.year)).toEqual([2021]);
    expect(await resolves(only.body.years[0].awards[0].image)).toBe(200);
  });

  it('/get/menus gives the bathroom and kitchen menus of spec 2.5 with counts, and the collections menu', async () => {
    const { body } = await get('/get/menus');
    expect(body.bathroom.map((c: Json) => c.route)).toEqual([
      'lav-faucets',
      'showering',
      'bathing',
      'accessories',
      'fittings-and-allied',
    ]);
    expect(body.kitchen.map((c: Json) => c.route)).toEqual([
      'kitchen-faucets',
      'speciality-faucets',
      'accessories',
    ]);
    const items = [...body.bathroom, ...body.kitchen].flatMap((c: Json) => c.items);
    expect(items).toHaveLength(5 + 9 + 4 + 6 + 8 + 4 + 4 + 1);
    for (const item of items) expect(item.count).toBeGreaterThanOrEqual(3);
    const filters = body.bathroom[1].items.find((i: Json) => i.queryValue === 'shower-filters');
    expect(filters).toMatchObject({
      isNew: true,
      queryKind: 'type',
      href: '/filter/bathroom?category=showering&type=shower-filters',
    });
    expect(body.bathroom[2].items[0].queryKind).toBe('subcategory');
    expect(await resolves(body.bathroom[0].topImage)).toBe(200);
    expect(
      body.collections
        .filter((c: Json) => c.isNew)
        .map((c: Json) => c.url)
        .sort(),
    ).toEqual(['choice-dway', 'nuvola']);
  });
});

describe('service endpoints', () => {
  it('/health is up, names the catalogue and is never cached', async () => {
    const { status, body, headers } = await get('/health');
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.products).toBeGreaterThanOrEqual(400);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('/openapi.json documents every endpoint of spec section 7', async () => {
    const { body, headers } = await get('/openapi.json');
    expect(body.openapi).toBe('3.1.0');
    expect(headers.get('etag')).toBeTruthy();
    const paths = Object.keys(body.paths);
    for (const path of [
      '/get/product/{id}',
      '/get/search/result/{term}',
      '/get/product-preview/{id}',
      '/get/collection/{x}',
      '/get/products/filter/innovation/{x}',
      '/get/products/filter/type/{x}',
      '/get/products/filter/area/{x}',
      '/get/products/filter/collection/{x}',
      '/get/products/filter/{x}',
      '/get/product-previews/{ids}',
      '/get/dealers/{x}',
      '/get/catalog-categories',
      '/get/video-categories',
      '/get/dealer2s',
      '/get/event/{x}',
      '/get/boa-product',
      '/get/boa-page/image-banner',
      '/get/boa-page/video-banner',
      '/get/collection-metadata-by-name/{x}',
    ]) {
      expect(paths).toContain(path);
    }
    expect(body.components.schemas.Product.properties.associatedFinishes).toBeTruthy();
  });

  it('answers an unknown path with a JSON 404', async () => {
    const { status, body } = await get('/get/nothing-here');
    expect(status).toBe(404);
    expect(body.success).toBe(false);
  });
});
