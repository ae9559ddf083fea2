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
const resolves = async (url: string) => (await server.get(url)).status;

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

  it('lists for every collection only finishes its products come in, with how many come in each', async () => {
    const { body } = await get('/get/collections');
    for (const collection of body.collections as Json[]) {
      const { body: detail } = await get(`/get/collection/${collection.url}`);
      const { body: meta } = await get(`/get/collection-metadata-by-name/${collection.url}`);
      const counted = new Map<number, number>();
      for (const product of detail.products as Json[])
        if (product.finish.code !== 9999)
          counted.set(product.finish.code, (counted.get(product.finish.code) ?? 0) + 1);
      const expected = [...counted].sort(([a], [b]) => a - b);
      expect(
        meta.metadata.finishes.map((f: Json) => [f.code, f.productCount]),
        collection.url,
      ).toEqual(expected);
      const listed = [collection.collectionFinish, ...collection.associatedFinishes]
        .map((f: Json) => f.code)
        .sort((a: number, b: number) => a - b);
      expect(listed, collection.url).toEqual(expected.map(([code]) => code));
    }
  });
});
