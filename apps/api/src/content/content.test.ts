import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_COLLECTIONS, compareByCatalogueRank } from '@fittings/catalog-core';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const get = (path: string) => server.json<Json>(path);
const resolves = async (url: string) => (await fetch(url)).status;

const SPEC_COLLECTION_SLUGS =
  'pivotal, stryke, bowery, cassidy, ara, andian, galeon, filis, delta, kami, kendari, magnachoice, magnaspin, ixa-jive, ixa-soft, brevard, zura, dorval, lilah, trinsic, trillian, magnaflow, korby, magnadrizzle, magnachoice-bud, tetra, clarifi, broderick, choice-dway, nuvola'.split(
    ', ',
  );

describe('collections', () => {
  it('/get/collections lists all 30 collections of spec 2.6 with images that resolve', async () => {
    const { status, body } = await get('/get/collections');
    expect(status).toBe(200);
    expect(body.collections.map((c: Json) => c.url).sort()).toEqual(
      [...SPEC_COLLECTION_SLUGS].sort(),
    );
    for (const collection of body.collections.slice(0, 5))
      expect(await resolves(collection.image)).toBe(200);
  });

  it('flags waterwise as the built-in list says and marks the special collections', async () => {
    const { body } = await get('/get/collections');
    const bySlug = new Map(body.collections.map((c: Json) => [c.url, c]));
    for (const builtIn of BUILT_IN_COLLECTIONS)
      expect((bySlug.get(builtIn.slug) as Json).waterwise).toBe(builtIn.waterwise);
    expect((bySlug.get('choice-dway') as Json).special).toBe(true);
    expect((bySlug.get('magnachoice-bud') as Json).special).toBe(true);
    expect((bySlug.get('magnachoice-bud') as Json).name).toBe('MagnaChoice Bud<sup>®</sup>');
    expect((bySlug.get('pivotal') as Json).special).toBe(false);
    expect((bySlug.get('nuvola') as Json).isNew).toBe(true);
  });

  it('/get/collection/{x} answers the collection and its products by catalogue rank', async () => {
    const { body } = await get('/get/collection/trinsic');
    expect(body.collection.url).toBe('trinsic');
    expect(body.collection.style).toEqual([{ code: 10, name: 'modern' }]);
    expect(body.products.length).toBe(body.collection.productCount);
    const areas = body.products.map((p: Json) => p.area);
    expect(areas.lastIndexOf('bathroom')).toBeLessThan(areas.indexOf('kitchen'));
    const bathroom = body.products.filter((p: Json) => p.area === 'bathroom');
    expect(bathroom).toEqual([...bathroom].sort(compareByCatalogueRank));
    expect((await get('/get/collection/atlantis')).status).toBe(404);
  });

  it('/get/collection-metadata-by-name/{x} finds a collection by name with markup and case ignored', async () => {
    const byName = await get(
      `/get/collection-metadata-by-name/${encodeURIComponent('choice dway')}`,
    );
    expect(byName.status).toBe(200);
    expect(byName.body.metadata.slug).toBe('choice-dway');
    expect(byName.body.metadata.seo.title).toBe('CHOICE DWAY®');
    const byMarkup = await get(
      `/get/collection-metadata-by-name/${encodeURIComponent('Trinsic<sup>®</sup>')}`,
    );
    expect(byMarkup.body.metadata.slug).toBe('trinsic');
    expect(byMarkup.body.metadata.categories.map((c: Json) => c.area)).toContain('kitchen');
    expect(await resolves(byMarkup.body.metadata.heroImage)).toBe(200);
    const line = await get(
      `/get/collection-metadata-by-name/${encodeURIComponent('MagnaFlow Bud')}`,
    );
    expect(line.body.metadata.slug).toBe('magnaflow');
    expect((await get('/get/collection-metadata-by-name/Nothing%20Here')).status).toBe(404);
  });
});

describe('dealers', () => {
  it('finds dealers by city, by state and by pincode', async () => {
    const city = await get('/get/dealers/Bengaluru');
    expect(city.body.match).toBe('city');
    expect(city.body.dealers.length).toBeGreaterThanOrEqual(3);
    for (const dealer of city.body.dealers) {
      expect(dealer.address.city).toBe('Bengaluru');
      expect(dealer.phone).toMatch(/^\+91 \d{5} \d{5}$/);
      expect(dealer.address.pincode).toMatch(/^56\d{4}$/);
    }
    const state = await get('/get/dealers/tamil-nadu');
    expect(state.body.match).toBe('state');
    expect(new Set(state.body.dealers.map((d: Json) => d.address.city))).toEqual(
      new Set(['Chennai', 'Coimbatore']),
    );
    const pincode = city.body.dealers[0].address.pincode;
    const byPincode = await get(`/get/dealers/${pincode}`);
    expect(byPincode.body.match).toBe('pincode');
    expect(byPincode.body.dealers.every((d: Json) => d.address.pincode === pincode)).toBe(true);
    const byArea = await get('/get/dealers/560099');
    expect(byArea.body.match).toBe('pincode-area');
    expect(byArea.body.dealers.every((d: Json) => d.address.pincode.startsWith('560'))).toBe(true);
  });

  it('sorts by distance from lat and lng, within a radius', async () => {
    const { body } = await get('/get/dealers/near?lat=19.07&lng=72.88&radiusKm=50');
    expect(body.match).toBe('near');
    expect(body.dealers.length).toBeGreaterThan(0);
    const distances = body.dealers.map((d: Json) => d.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d: number) => d <= 50)).toBe(true);
    expect(body.dealers[0].address.city).toBe('Mumbai');
  });

  it('has at least 120 dealers in at least 25 cities across many states', async () => {
    const { body } = await get('/get/dealers/all?limit=200');
    expect(body.total).toBeGreaterThanOrEqual(120);
    expect(new Set(body.dealers.map((d: Json) => d.address.city)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(body.dealers.map((d: Json) => d.address.state)).size).toBeGreaterThanOrEqual(15);
  });

  it('answers an unknown place with an empty list and refuses bad input', async () => {
    const none = await get('/get/dealers/Atlantis');
    expect(none.status).toBe(200);
    expect(none.body.dealers).toEqual([]);
    expect(none.body.match).toBe('none');
    expect((await get('/get/dealers/12345')).status).toBe(400);
    expect((await get('/get/dealers/near')).status).toBe(400);
    expect((await get('/get/dealers/Pune?lat=18.5')).status).toBe(400);
    expect((await get('/get/dealers/Pune?lat=north&lng=1')).status).toBe(400);
    expect((await get(`/get/dealers/${'x'.repeat(10_000)}`)).status).toBe(400);
  });

  it('/get/dealer2s lists the experience centres, nearest first when given a point', async () => {
    const { body } = await get('/get/dealer2s?lat=28.61&lng=77.2');
    expect(body.dealers.length).toBeGreaterThanOrEqual(10);
    expect(body.dealers.every((d: Json) => d.tier === 'experience-centre')).toBe(true);
    expect(body.dealers[0].address.city).toBe('New Delhi');
    const pune = await get('/get/dealer2s?city=pune');
    expect(pune.body.dealers.map((d: Json) => d.address.city)).toEqual(['Pune']);
  });
});

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
    const embed = await fetch(video.embedUrl);
    expect(embed.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await embed.text()).toContain(video.title.replace(/&/g, '&amp;'));
  });

  it('/get/catalog-categories lists catalogue documents that are real PDF files', async () => {
    const { body } = await get('/get/catalog-categories');
    const catalogs = body.categories.flatMap((c: Json) => c.catalogs);
    expect(catalogs.length).toBeGreaterThanOrEqual(8);
    const [first] = catalogs;
    expect(first.productCount).toBeGreaterThan(50);
    const pdf = Buffer.from(await (await fetch(first.viewLink)).arrayBuffer());
    expect(pdf.subarray(0, 8).toString('latin1')).toMatch(/^%PDF-1\.4/);
    expect(pdf.subarray(-6).toString('latin1')).toBe('%%EOF\n');
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
