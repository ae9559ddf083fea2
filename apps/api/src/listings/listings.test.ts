import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareByCatalogueRank } from '@fittings/catalog-core';
import { startTestServer, type TestServer } from '../test/server';
import type { ProductListItem } from '../products/schema';
import type { DesignFinish } from '@fittings/catalog-core';
import { ListingSchema } from './routes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Facet {
  value: string;
  label: string;
  count: number;
}
interface Listing {
  success: boolean;
  message: string;
  items: (ProductListItem & { finishes: DesignFinish[] })[];
  total: number;
  finishCount: number;
  page: number;
  pageSize: number;
  pageCount: number;
  sort: string;
  facets: Record<
    | 'areas'
    | 'categories'
    | 'types'
    | 'subcategories'
    | 'collections'
    | 'finishes'
    | 'styles'
    | 'waterwise',
    Facet[]
  >;
}
const list = (path: string) => server.json<Listing>(path);

describe('GET /get/products/filter/{x}: the listing behind filter/bathroom?category=..&type=..', () => {
  it('lists a category and type with pages, total and facets in the documented shape', async () => {
    const { status, body } = await list(
      '/get/products/filter/bathroom?category=lav-faucets&type=tall&pageSize=5',
    );
    expect(status).toBe(200);
    expect(ListingSchema.parse(body)).toBeTruthy();
    expect(body.items).toHaveLength(5);
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.pageCount).toBe(Math.ceil(body.total / 5));
    for (const item of body.items) {
      expect(item.area).toBe('bathroom');
      expect(item.category).toBe('lav-faucets');
      expect(item.type).toBe('tall');
    }
  });

  it('orders by catalogue rank by default and pages without overlap', async () => {
    const first = await list('/get/products/filter/kitchen?pageSize=10&page=1');
    const second = await list('/get/products/filter/kitchen?pageSize=10&page=2');
    const items = [...first.body.items, ...second.body.items];
    expect(new Set(items.map((i) => i.model)).size).toBe(20);
    expect(items).toEqual([...items].sort(compareByCatalogueRank));
    expect(second.body.page).toBe(2);
  });

  it('sorts by name and by model, both directions, and new launches first', async () => {
    const byName = (
      await list('/get/products/filter/all?sort=name-asc&pageSize=50')
    ).body.items.map((i) => i.name.toLowerCase());
    expect(byName.length).toBe(50);
    const desc = (
      await list('/get/products/filter/all?sort=model-desc&pageSize=30')
    ).body.items.map((i) => i.model);
    expect(desc).toEqual([...desc].sort().reverse());
    const newest = (await list('/get/products/filter/all?sort=newest&pageSize=5')).body.items;
    expect(newest.every((i) => i.newLaunch)).toBe(true);
  });

  it('filters by finish, style, waterwise and collection, all at once', async () => {
    const { body } = await list(
      '/get/products/filter/bathroom?finish=50,40&style=modern&waterwise=true&pageSize=100',
    );
    expect(body.total).toBeGreaterThan(0);
    for (const item of body.items) {
      expect([50, 40]).toContain(item.finish.code);
      expect(item.waterwise).toBe(true);
    }
    const { body: pivotal } = await list(
      '/get/products/filter/all?collection=pivotal&finish=15&pageSize=100',
    );
    expect(pivotal.items.every((i) => i.collectionPage === 'pivotal' && i.finish.code === 15)).toBe(
      true,
    );
    expect(pivotal.items.map((i) => i.model)).toContain('T14059-PR');
  });

  it('counts facets with only their own filter lifted, labelled for display', async () => {
    const { body } = await list(
      '/get/products/filter/bathroom?category=showering&type=showerheads',
    );
    const types = body.facets.types;
    expect(types.find((t) => t.value === 'showerheads')?.count).toBe(body.total);
    expect(types.find((t) => t.value === 'handshowers')?.count).toBeGreaterThan(0);
    expect(types.find((t) => t.value === 'handshowers')?.label).toBe('Handshowers');
    const finishTotal = body.facets.finishes.reduce((sum, f) => sum + f.count, 0);
    // Each design counts once in each finish it comes in, so the finish counts add up to the products.
    expect(finishTotal).toBe(body.finishCount);
    expect(body.facets.finishes.find((f) => f.value === '10')?.label).toBe('Polished Chrome');
    expect(body.facets.styles.map((s) => s.label)).toContain('modern');
    expect(body.facets.waterwise.map((w) => w.value).sort()).toEqual(['false', 'true']);
  });

  it('gives each listed product what a card needs: image, finish swatches, collection and marketplace link', async () => {
    const { body } = await list(
      '/get/products/filter/kitchen?category=kitchen-faucets&type=pull-down&pageSize=3',
    );
    const [item] = body.items;
    expect(item?.image).toMatch(/\/media\/products\/.+\/front\.svg/);
    expect(item?.associatedFinishes.length).toBeGreaterThan(0);
    expect(typeof item?.amazonLink).toBe('string');
    expect((await server.get(item?.image ?? '')).status).toBe(200);
  });

  it('lists one card per design, in the finish filtered by, with every finish of the design', async () => {
    const all: Listing['items'] = [];
    const first = await list('/get/products/filter/bathroom?category=lav-faucets&pageSize=100');
    all.push(...first.body.items);
    for (let page = 2; page <= first.body.pageCount; page += 1) {
      all.push(
        ...(
          await list(`/get/products/filter/bathroom?category=lav-faucets&pageSize=100&page=${page}`)
        ).body.items,
      );
    }
    expect(all).toHaveLength(first.body.total);
    expect(first.body.finishCount).toBeGreaterThan(first.body.total);
    // No model shows up in two cards, and every card's finishes include its own.
    const models = all.flatMap((item) => item.finishes.map((f) => f.model));
    expect(new Set(models).size).toBe(models.length);
    expect(models).toHaveLength(first.body.finishCount);
    for (const item of all) {
      expect(item.finishes.map((f) => f.code)).toContain(item.finish.code);
      expect(item.finishes.map((f) => f.code)).toEqual(
        [...item.finishes.map((f) => f.code)].sort((a, b) => a - b),
      );
    }

    const black = await list(
      '/get/products/filter/bathroom?category=lav-faucets&finish=50&pageSize=100',
    );
    expect(black.body.items.length).toBeGreaterThan(0);
    expect(black.body.total).toBe(black.body.finishCount);
    for (const item of black.body.items) {
      expect(item.finish.code).toBe(50);
      const design = all.find((card) => card.finishes.some((f) => f.model === item.model));
      expect(item.finishes).toEqual(design?.finishes);
    }
  });

  it('answers an empty page with a message rather than an error', async () => {
    const { status, body } = await list('/get/products/filter/bathroom?category=no-such-thing');
    expect(status).toBe(200);
    expect(body.total).toBe(0);
    expect(body.items).toEqual([]);
    expect(body.message).toMatch(/No products/);
  });

  it.each([
    ['an unknown listing', '/get/products/filter/garden', 404],
    ['an unknown sort', '/get/products/filter/all?sort=price', 400],
    ['a page size over 100', '/get/products/filter/all?pageSize=500', 400],
    ['page 0', '/get/products/filter/all?page=0', 400],
    ['a finish that is not a code', '/get/products/filter/all?finish=chrome', 400],
    ['an unknown style', '/get/products/filter/all?style=baroque', 400],
    [
      'a malformed slug',
      `/get/products/filter/all?category=${encodeURIComponent("x' OR 1=1")}`,
      400,
    ],
    ['waterwise that is not true or false', '/get/products/filter/all?waterwise=yes', 400],
  ])('refuses %s with a clear JSON error', async (_label, path, status) => {
    const response = await server.get(path);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message.length).toBeGreaterThan(10);
  });
});

describe('the fixed filters', () => {
  it('/area/{x} lists one area', async () => {
    const { body } = await list('/get/products/filter/area/kitchen?pageSize=100');
    expect(body.items.every((i) => i.area === 'kitchen')).toBe(true);
    expect(body.facets.areas.find((a) => a.value === 'kitchen')).toEqual({
      value: 'kitchen',
      label: 'Kitchen',
      count: body.total,
    });
    expect((await server.get('/get/products/filter/area/garden')).status).toBe(404);
  });

  it('/type/{x} lists a type or a subcategory', async () => {
    const { body } = await list('/get/products/filter/type/glass-rinser');
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.items.every((i) => i.type === 'glass-rinser')).toBe(true);
    const { body: drains } = await list('/get/products/filter/type/grid-drain');
    expect(drains.items.every((i) => i.subcategory === 'grid-drain')).toBe(true);
    expect((await server.get('/get/products/filter/type/teapots')).status).toBe(404);
  });

  it('/collection/{x} lists a collection, 404 for an unknown one', async () => {
    const { body } = await list('/get/products/filter/collection/nuvola?pageSize=100');
    expect(body.total).toBeGreaterThan(5);
    expect(body.items.every((i) => i.collectionPage === 'nuvola' && i.newLaunch)).toBe(true);
    expect((await server.get('/get/products/filter/collection/atlantis')).status).toBe(404);
  });

  it('/innovation/{x} lists an innovation group in its area, or the products of one technology', async () => {
    const { body } = await list('/get/products/filter/innovation/kitchen?pageSize=100');
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.every((i) => i.area === 'kitchen')).toBe(true);
    const { body: touch } = await list('/get/products/filter/innovation/touch2o?pageSize=100');
    expect(touch.total).toBeGreaterThan(0);
    const product = await server.json<{
      product: { extras: { technologies: { name: string }[] } };
    }>(`/get/product/${touch.items[0]?.model}`);
    expect(product.body.product.extras.technologies.map((t) => t.name).join(' ')).toMatch(/Touch/);
    expect((await server.get('/get/products/filter/innovation/teleportation')).status).toBe(404);
  });

  it('/get/boa-product lists only products with a marketplace link, with the same filters', async () => {
    const { body } = await list('/get/boa-product?area=kitchen&pageSize=100');
    expect(body.total).toBeGreaterThan(0);
    expect(
      body.items.every((i) => i.amazonLink.startsWith('https://') && i.area === 'kitchen'),
    ).toBe(true);
  });
});
