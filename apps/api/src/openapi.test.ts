import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { startTestServer, type TestServer } from './test/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A real request for every documented GET route. */
const EXAMPLES: Record<string, string> = {
  '/health': '/health',
  '/get/product/{id}': '/get/product/T14059-PR',
  '/get/product-preview/{id}': '/get/product-preview/T14059',
  '/get/product-previews/{ids}': '/get/product-previews/T14059,NOPE1',
  '/get/search/result/{term}': '/get/search/result/pull%20down?limit=5',
  '/get/products/filter/{x}': '/get/products/filter/bathroom?category=showering&pageSize=5',
  '/get/products/filter/area/{x}': '/get/products/filter/area/kitchen?pageSize=5',
  '/get/products/filter/type/{x}': '/get/products/filter/type/tall?pageSize=5',
  '/get/products/filter/collection/{x}': '/get/products/filter/collection/zura?pageSize=5',
  '/get/products/filter/innovation/{x}': '/get/products/filter/innovation/shower?pageSize=5',
  '/get/boa-product': '/get/boa-product?pageSize=5',
  '/get/collections': '/get/collections',
  '/get/collection/{x}': '/get/collection/stryke',
  '/get/collection-metadata-by-name/{x}': '/get/collection-metadata-by-name/Stryke',
  '/get/dealers/{x}': '/get/dealers/Kochi?lat=9.93&lng=76.26',
  '/get/dealer2s': '/get/dealer2s',
  '/get/video-categories': '/get/video-categories',
  '/get/catalog-categories': '/get/catalog-categories',
  '/get/event/{x}': '/get/event/design-week-mumbai-2026',
  '/get/events': '/get/events',
  '/get/boa-page/image-banner': '/get/boa-page/image-banner',
  '/get/boa-page/video-banner': '/get/boa-page/video-banner',
  '/get/banners/{page}': '/get/banners/home',
  '/get/technologies': '/get/technologies',
  '/get/innovations': '/get/innovations',
  '/get/awards': '/get/awards',
  '/get/menus': '/get/menus',
  '/get/xsrf-token': '/get/xsrf-token',
};

interface RouteDefinition {
  type: string;
  route?: {
    method: string;
    path: string;
    responses: Record<string, { content?: Record<string, { schema: ZodType }> }>;
  };
}

describe('the OpenAPI document', () => {
  it('describes exactly what every GET endpoint answers: nothing missing, nothing extra', async () => {
    const definitions = (server.app.openAPIRegistry.definitions as RouteDefinition[]).flatMap(
      (d) => (d.type === 'route' && d.route?.method === 'get' ? [d.route] : []),
    );
    expect(definitions.map((route) => route.path).sort()).toEqual(Object.keys(EXAMPLES).sort());
    for (const route of definitions) {
      const response = await server.get(EXAMPLES[route.path] ?? '');
      expect(response.status, route.path).toBe(200);
      const schema = route.responses['200']?.content?.['application/json']?.schema;
      if (!schema) throw new Error(`${route.path} documents no JSON answer`);
      const body: unknown = await response.json();
      // zod objects drop keys they do not know, so equality after parsing means the schema names every field.
      expect(schema.parse(body), route.path).toEqual(body);
    }
  });
});
