// Issue 17's home-fit facts over a real server: what a product answer carries, and the two listing facets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOW_PRESSURE_BAR, type HomeFit } from '@fittings/catalog-core';
import { startTestServer, type TestServer } from '../test/server';
import { ListingSchema } from './routes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Facet {
  value: string;
  count: number;
  label: string;
}
interface Listing {
  items: { model: string }[];
  total: number;
  facets: { lowPressure: Facet[]; hardWater: Facet[] };
  message?: string;
}
const list = (path: string) => server.json<Listing>(path);
const fitOf = async (model: string) =>
  (await server.json<{ product: { fit: HomeFit } }>(`/get/product/${model}`)).body.product.fit;
const firstOf = async (query: string) => {
  const { body } = await list(`/get/products/filter/all?${query}&pageSize=1`);
  const model = body.items[0]?.model;
  if (!model) throw new Error(`nothing listed for ${query}`);
  return fitOf(model);
};

describe('the home-fit facts of a product', () => {
  it('gives a thermostatic shower trim a higher working pressure than a gravity-fed bib tap', async () => {
    const trim = await firstOf('category=bathing&subcategory=trims');
    const bibTap = await firstOf('category=fittings-and-allied&subcategory=bib-taps');
    expect(trim.cartridge).toBe('Thermostatic cartridge');
    expect(trim.minPressureBar).toBeGreaterThan(bibTap.minPressureBar ?? Infinity);
    expect(bibTap.minPressureBar).toBeLessThanOrEqual(LOW_PRESSURE_BAR);
  });

  it('gives a shower a flow at 1 bar below its flow at 3 bar, with inlet, size and warranty', async () => {
    const shower = await firstOf('category=showering&type=showerheads');
    expect(shower.flowAt3BarLpm).toBe(7.6);
    expect(shower.flowAt1BarLpm).toBeGreaterThan(0);
    expect(shower.flowAt1BarLpm).toBeLessThan(7.6);
    expect(shower.inletSize).toBe('1/2" BSP');
    expect(shower.warrantyYears).toBe(5);
    expect(shower.dimensions.widthMm).toBeGreaterThan(0);
  });

  it('says an accessory has no flow, pressure or hard-water rating rather than inventing one', async () => {
    const ring = await firstOf('area=bathroom&category=accessories&type=towel-rings');
    expect(ring).toMatchObject({
      minPressureBar: null,
      flowAt1BarLpm: null,
      flowAt3BarLpm: null,
      inletSize: null,
      hardWater: null,
      cartridge: null,
    });
    expect(ring.materials.length).toBeGreaterThan(0);
  });
});

describe('the low-pressure and hard-water facets of a listing', () => {
  it('lists only products that work on 0.5 bar or less, and counts them in the facet', async () => {
    const all = await list('/get/products/filter/bathroom?category=showering&pageSize=100');
    const low = await list(
      '/get/products/filter/bathroom?category=showering&lowPressure=true&pageSize=100',
    );
    expect(low.status).toBe(200);
    expect(ListingSchema.parse(low.body)).toBeTruthy();
    expect(low.body.total).toBeGreaterThan(0);
    expect(low.body.total).toBeLessThan(all.body.total);
    const facet = all.body.facets.lowPressure.find((f) => f.value === 'true');
    expect(facet).toMatchObject({
      label: 'Works on low pressure (0.5 bar or less)',
      count: low.body.total,
    });
    for (const item of low.body.items.slice(0, 8)) {
      const fit = await fitOf(item.model);
      expect(fit.minPressureBar).not.toBeNull();
      expect(fit.minPressureBar).toBeLessThanOrEqual(LOW_PRESSURE_BAR);
    }
  });

  it('keeps accessories out of both facets: the facts do not apply to them', async () => {
    const low = await list('/get/products/filter/bathroom?category=accessories&lowPressure=true');
    const hard = await list('/get/products/filter/bathroom?category=accessories&hardWater=true');
    expect(low.body.total).toBe(0);
    expect(hard.body.total).toBe(0);
  });

  it('lists only products made for hard water, and combines with low pressure', async () => {
    const hard = await list('/get/products/filter/kitchen?hardWater=true&pageSize=100');
    expect(hard.body.total).toBeGreaterThan(0);
    for (const item of hard.body.items.slice(0, 6))
      expect((await fitOf(item.model)).hardWater).toBe(true);
    const both = await list('/get/products/filter/kitchen?hardWater=true&lowPressure=true');
    expect(both.body.total).toBeLessThanOrEqual(hard.body.total);
    expect(both.body.facets.hardWater.find((f) => f.value === 'true')?.count).toBe(both.body.total);
  });

  it('answers 400 with a message for a facet value that is not true or false', async () => {
    const { status, body } = await list('/get/products/filter/bathroom?lowPressure=yes');
    expect(status).toBe(400);
    expect(body.message).toMatch(/lowPressure/);
  });
});
