// The published contract against the real server: /openapi.json is the committed apps/api/openapi.json, and every
// GET endpoint it lists answers, on the seeded catalogue, a body that validates against the schema it publishes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { packageRoot } from './paths';
import { startTestServer, type TestServer } from './test/server';

interface Operation {
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<string, Operation>>>;
}

const committed = JSON.parse(
  readFileSync(join(packageRoot(), 'openapi.json'), 'utf8'),
) as OpenApiDocument;

let server: TestServer;
let seeded: Database.Database;
beforeAll(async () => {
  server = await startTestServer();
  seeded = new Database(server.databasePath, { readonly: true, fileMustExist: true });
});
afterAll(async () => {
  seeded.close();
  await server.close();
});

/** One value of the seeded catalogue. */
const one = (sql: string): string => {
  const value = seeded.prepare(sql).pluck().get();
  if (value === undefined || value === null) throw new Error(`The seeded catalogue has no ${sql}`);
  return String(value);
};

/** The path parameters (and query) of a real request to each documented GET path, read from the seeded catalogue. */
const REQUESTS: Record<string, () => { params: Record<string, string>; query?: string }> = {
  '/get/product/{id}': () => ({ params: { id: linkedProduct() } }),
  '/get/product-preview/{id}': () => ({ params: { id: linkedProduct() } }),
  // Three real models and one that matches none, so `missing` is exercised too.
  '/get/product-previews/{ids}': () => ({
    params: {
      ids: [
        ...seeded.prepare('SELECT model FROM products ORDER BY seq LIMIT 3').pluck().all(),
        'NOPE1',
      ].join(','),
    },
  }),
  // A printed list: two products (one with linked products) and a model that matches none.
  '/get/product-sheets/{ids}': () => ({
    params: {
      ids: [linkedProduct(), one('SELECT model FROM products ORDER BY seq'), 'NOPE1'].join(','),
    },
  }),
  // A spare part's code, typed with a space: the answer then has its part, drawing and other products it fits.
  '/get/part/{code}': () => ({
    params: { code: one('SELECT code FROM parts ORDER BY seq').replace(/^RP/, 'rp ') },
  }),
  '/get/search/result/{term}': () => ({
    params: { term: one("SELECT json_extract(record, '$.name') FROM products ORDER BY seq") },
  }),
  '/get/search/previews/{term}': () => ({
    params: { term: one("SELECT json_extract(record, '$.name') FROM products ORDER BY seq") },
  }),
  '/get/products/filter/{x}': () => ({ params: { x: one('SELECT area FROM products') } }),
  '/get/products/filter/area/{x}': () => ({ params: { x: one('SELECT area FROM products') } }),
  '/get/products/filter/type/{x}': () => ({
    params: { x: one('SELECT type FROM products WHERE type IS NOT NULL ORDER BY seq') },
  }),
  '/get/products/filter/collection/{x}': () => ({
    params: { x: one('SELECT slug FROM collections ORDER BY seq') },
  }),
  '/get/products/filter/innovation/{x}': () => ({
    params: { x: one('SELECT slug FROM innovations ORDER BY seq') },
  }),
  '/get/collection/{x}': () => ({
    params: { x: one('SELECT slug FROM collections ORDER BY seq') },
  }),
  '/get/collection-metadata-by-name/{x}': () => ({
    params: {
      x: one("SELECT json_extract(record, '$.viewableName') FROM collections ORDER BY seq"),
    },
  }),
  // A city, asked about from a dealer's own position, so every dealer has a distance.
  '/get/dealers/{x}': () => {
    const dealer = seeded
      .prepare<[], { city: string; lat: number; lng: number }>(
        "SELECT json_extract(record, '$.address.city') AS city, lat, lng FROM dealers ORDER BY seq",
      )
      .get();
    if (!dealer) throw new Error('The seeded catalogue has no dealer');
    return { params: { x: dealer.city }, query: `lat=${dealer.lat}&lng=${dealer.lng}` };
  },
  '/get/event/{x}': () => ({ params: { x: one('SELECT slug FROM events ORDER BY seq') } }),
  '/get/banners/{page}': () => ({ params: { page: one('SELECT page FROM banners ORDER BY seq') } }),
};

/** A product with related, accent or other linked products, so the nested cards are validated too. */
const linkedProduct = () =>
  one(
    'SELECT p.model FROM products p WHERE EXISTS (SELECT 1 FROM product_links l WHERE l.model = p.model) ORDER BY p.seq',
  );

/** The real request of a documented GET path: path parameters filled, encoded. */
function requestOf(path: string, operation: Operation): string {
  const names = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const fill = REQUESTS[path];
  if (names.length === 0) return path;
  if (!fill) throw new Error(`${path} has path parameters; add a seeded request to REQUESTS`);
  const { params, query } = fill();
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No seeded value for {${name}} of ${path}`);
    return encodeURIComponent(value);
  });
  return query ? `${url}?${query}` : url;
}

/** Validates against the published document itself, the way another brand's tooling would read it. */
function documentValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  // The OpenAPI keywords around the schemas, and OpenAPI's `example` annotation inside them.
  ajv.addVocabulary(['openapi', 'info', 'paths', 'components', 'webhooks', 'tags', 'example']);
  ajv.addSchema(document, 'openapi.json');
  const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
  return (path: string) =>
    ajv.compile({
      $ref: `openapi.json#/paths/${pointer(path)}/get/responses/200/content/${pointer('application/json')}/schema`,
    });
}

const validatorOf = documentValidator(committed);

const getPaths = Object.entries(committed.paths).flatMap(([path, item]) =>
  item.get ? [{ path, operation: item.get }] : [],
);

describe('the OpenAPI document', () => {
  it('is served at /openapi.json exactly as committed in apps/api/openapi.json', async () => {
    const { status, body } = await server.json('/openapi.json');
    expect(status).toBe(200);
    expect(body).toEqual(committed);
  });

  it('lists a seeded request for every GET endpoint the app registers', () => {
    const registered = (
      server.app.openAPIRegistry.definitions as {
        type: string;
        route?: { method: string; path: string };
      }[]
    ).flatMap((d) => (d.type === 'route' && d.route?.method === 'get' ? [d.route.path] : []));
    expect(getPaths.map((g) => g.path).sort()).toEqual(registered.sort());
    for (const { path, operation } of getPaths)
      expect(() => requestOf(path, operation)).not.toThrow();
  });

  it.each(getPaths)(
    'GET $path answers, on the seeded catalogue, what its published schema says',
    async ({ path, operation }) => {
      const validate = validatorOf(path);
      const request = requestOf(path, operation);
      const response = await server.get(request);
      expect(response.status, request).toBe(200);
      expect(response.headers.get('content-type'), request).toMatch(/^application\/json/);
      const body: unknown = await response.json();
      const valid = validate(body);
      expect(validate.errors ?? [], `${request} against ${path}`).toEqual([]);
      expect(valid).toBe(true);
    },
  );

  it('names every field each GET endpoint answers: nothing missing, nothing extra', async () => {
    const routes = (
      server.app.openAPIRegistry.definitions as {
        type: string;
        route?: {
          method: string;
          path: string;
          responses: Record<string, { content?: Record<string, { schema: ZodType }> }>;
        };
      }[]
    ).flatMap((d) => (d.type === 'route' && d.route?.method === 'get' ? [d.route] : []));
    for (const route of routes) {
      const operation = committed.paths[route.path]?.get;
      if (!operation) throw new Error(`${route.path} is not in openapi.json`);
      const response = await server.get(requestOf(route.path, operation));
      const schema = route.responses['200']?.content?.['application/json']?.schema;
      if (!schema) throw new Error(`${route.path} documents no JSON answer`);
      const body: unknown = await response.json();
      // zod objects drop keys they do not know, so equality after parsing means the schema names every field.
      expect(schema.parse(body), route.path).toEqual(body);
    }
  });
});
