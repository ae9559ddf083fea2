import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../client/createApiClient';
import { sendJson, startServer, type LoopbackServer } from '../testing/loopbackServer';
import { createMemoryStorage } from '../token/storage';
import { createTokenStore } from '../token/tokenStore';

let server: LoopbackServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer((request, response) =>
    sendJson(response, 200, { success: true, echo: request.url }),
  );
  api = createApiClient({
    baseUrl: `${server.origin}/`,
    tokenStore: createTokenStore({ storage: createMemoryStorage() }),
  });
});

afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
});

const wire = () => server.requests.map(({ method, url }) => `${method} ${url}`);

describe('endpoints of spec section 7, as the API receives them', () => {
  it('sends each declared GET to its path', async () => {
    await api.getProduct('T14059');
    await api.search('pivotal');
    await api.getProductPreview('T14059');
    await api.getCollection('pivotal');
    await api.filterProductsByInnovation('touch2o');
    await api.filterProductsByType('showerheads');
    await api.filterProductsByArea('kitchen');
    await api.filterProductsByCollection('stryke');
    await api.filterProducts('bathroom');
    await api.getProductPreviews('T14059,RP50587');
    await api.getDealers('pune');
    await api.getCatalogCategories();
    await api.getVideoCategories();
    await api.getDealer2s();
    await api.getEvent('launch-2026');
    await api.getBoaProduct();
    await api.getBoaImageBanner();
    await api.getBoaVideoBanner();
    await api.getCollectionMetadataByName('Choice Dway');

    expect(wire()).toEqual([
      'GET /get/product/T14059',
      'GET /get/search/result/pivotal',
      'GET /get/product-preview/T14059',
      'GET /get/collection/pivotal',
      'GET /get/products/filter/innovation/touch2o',
      'GET /get/products/filter/type/showerheads',
      'GET /get/products/filter/area/kitchen',
      'GET /get/products/filter/collection/stryke',
      'GET /get/products/filter/bathroom',
      'GET /get/product-previews/T14059%2CRP50587',
      'GET /get/dealers/pune',
      'GET /get/catalog-categories',
      'GET /get/video-categories',
      'GET /get/dealer2s',
      'GET /get/event/launch-2026',
      'GET /get/boa-product',
      'GET /get/boa-page/image-banner',
      'GET /get/boa-page/video-banner',
      'GET /get/collection-metadata-by-name/Choice%20Dway',
    ]);
  });

  it('sends the filters, sort and page of a listing as query parameters, lists comma-separated', async () => {
    await api.filterProductsByType('showerheads', {
      page: 2,
      pageSize: 24,
      sort: 'name-asc',
      finish: [10, 50],
      waterwise: true,
    });
    await api.filterProducts('bathroom', {
      category: 'lav-faucets',
      type: ['tall', 'widespread'],
      collection: [],
      newLaunch: false,
    });
    await api.filterProductsByArea('kitchen');
    await api.getBoaProduct({ style: ['modern', 30] });

    expect(wire()).toEqual([
      'GET /get/products/filter/type/showerheads?page=2&pageSize=24&sort=name-asc&finish=10%2C50&waterwise=true',
      'GET /get/products/filter/bathroom?category=lav-faucets&type=tall%2Cwidespread&newLaunch=false',
      'GET /get/products/filter/area/kitchen',
      'GET /get/boa-product?style=modern%2C30',
    ]);
  });

  it('sends the search limit, dealer and experience-centre params as query parameters', async () => {
    await api.search('tap', { limit: 3 });
    await api.searchPreviews('tap', { limit: 3 });
    await api.searchPreviews('50% off/tap');
    await api.getDealers('near', { lat: 19.07, lng: 72.87, radiusKm: 25 });
    await api.getDealer2s({ city: 'Pune' });

    expect(wire()).toEqual([
      'GET /get/search/result/tap?limit=3',
      'GET /get/search/previews/tap?limit=3',
      'GET /get/search/previews/50%25%20off%2Ftap',
      'GET /get/dealers/near?lat=19.07&lng=72.87&radiusKm=25',
      'GET /get/dealer2s?city=Pune',
    ]);
  });

  it('sends the wishlist models of product previews as one comma-separated segment', async () => {
    await api.getProductPreviews(['T14059', 'RP50587']);
    await api.getProductPreviews('T14059,T14059-PR');
    await api.getProductSheets(['T14059', 'RP50587']);

    expect(wire()).toEqual([
      'GET /get/product-previews/T14059%2CRP50587',
      'GET /get/product-previews/T14059%2CT14059-PR',
      'GET /get/product-sheets/T14059%2CRP50587',
    ]);
  });

  it('asks for the client language on every GET, the lang of a call winning, and never on a POST', async () => {
    const hindi = createApiClient({
      baseUrl: `${server.origin}/`,
      tokenStore: createTokenStore({ storage: createMemoryStorage() }),
      language: 'hi',
    });
    await hindi.getProduct('T14059');
    await hindi.searchPreviews('tap', { limit: 3 });
    await hindi.filterProducts('bathroom', { category: ['lav-faucets'] });
    await hindi.getMenus({ lang: 'en' });
    await api.getProduct('T14059', { lang: 'hi' });
    await hindi.post('/post/contact-us', { name: 'A' }, { headers: { 'x-xsrf-token': 't' } });

    expect(wire()).toEqual([
      'GET /get/product/T14059?lang=hi',
      'GET /get/search/previews/tap?limit=3&lang=hi',
      'GET /get/products/filter/bathroom?category=lav-faucets&lang=hi',
      'GET /get/menus?lang=en',
      'GET /get/product/T14059?lang=hi',
      'POST /post/contact-us',
    ]);
  });

  it('sends a typed part code as one path segment, spaces and all', async () => {
    await api.getPart('t 35691-pn');
    expect(wire()).toEqual(['GET /get/part/t%2035691-pn']);
  });

  it('keeps an odd search term one path segment that decodes back to what was typed', async () => {
    const terms = ['50% off/tap', 'T14059?x=1#y', 'a b&c', 'माउंट', '...', '%2e%2e'];
    for (const term of terms) await api.search(term);

    const received = server.requests.map((request) =>
      decodeURIComponent(request.url.slice('/get/search/result/'.length)),
    );
    expect(received).toEqual(terms);
    expect(server.requests.every((request) => request.url.startsWith('/get/search/result/'))).toBe(
      true,
    );
  });

  it('refuses path segments that URL parsing would drop or climb, without sending anything', async () => {
    for (const term of ['', '.', '..']) {
      await expect(api.search(term)).rejects.toMatchObject({ kind: 'invalid-request' });
    }
    expect(server.requests).toHaveLength(0);
  });

  it('returns the answer of the API as it came', async () => {
    await expect(api.getDealer2s()).resolves.toEqual({ success: true, echo: '/get/dealer2s' });
  });

  it('keeps a path the base URL has', async () => {
    const prefixed = createApiClient({ baseUrl: `${server.origin}/api/`, retry: { limit: 0 } });
    await prefixed.getProduct('T14059');
    await prefixed.post('/leads', {});
    expect(wire()).toEqual(['GET /api/get/product/T14059', 'POST /api/leads']);
  });
});
