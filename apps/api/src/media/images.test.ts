// The path a brand's photographs take: import (JPEG/PNG checked, AVIF and WebP variants made), storage under
// content-hashed names, the answers that describe the variants, and GET /media serving them immutable. Real SQLite
// file, real server on loopback.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp, { type Sharp } from 'sharp';
import type { ImageVariants, Product, ProductSummary } from '@fittings/catalog-core';
import { CatalogueError } from '../catalogue/errors';
import { importCatalogueWithMedia } from '../catalogue/prepare';
import { openDatabase } from '../db/database';
import { seedCatalogueDir } from '../paths';
import { startTestServer, type TestServer } from '../test/server';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A photo-like image: a lit gradient with a shape, as a studio shot on a plain ground would be. */
function studioShot(width: number, height: number): Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="g" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="#f4f1ec"/>
    <stop offset="1" stop-color="#8b8f96"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <ellipse cx="${width / 2}" cy="${height * 0.55}" rx="${width / 5}" ry="${height / 4}" fill="#c3c9d1"/></svg>`;
  return sharp(Buffer.from(svg));
}

/** Fetches every variant and checks what a browser relies on: status, type, caching, real size, hashed name. */
async function checkVariants(server: TestServer, variants: ImageVariants, widths: number[]) {
  expect(variants.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
  for (const source of variants.sources) {
    expect(source.srcset.map((c) => c.width)).toEqual(widths);
    for (const candidate of source.srcset) {
      expect(candidate.url).toMatch(/^\/media\//);
      const response = await server.get(candidate.url);
      expect(response.status, candidate.url).toBe(200);
      expect(response.headers.get('content-type')).toBe(source.type);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      const body = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe(source.type === 'image/avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(candidate.width);
      // The ETag is of these bytes, and asking again (made by now, or kept) gives the very same file.
      expect(response.headers.get('etag')).toBe(
        `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      );
      const again = await server.get(candidate.url);
      expect(again.headers.get('etag')).toBe(response.headers.get('etag'));
      expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);
    }
  }
}

describe('the seeded catalogue’s photographed products', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('list AVIF and WebP variants in listings and product answers, a 640 px one for a 375 px phone', async () => {
    const items: ProductSummary[] = [];
    for (let page = 1; ; page++) {
      const { body } = await server.json<{ items: ProductSummary[]; pageCount: number }>(
        `/get/products/filter/all?pageSize=100&page=${page}`,
      );
      items.push(...body.items);
      if (page >= body.pageCount) break;
    }
    // Listings page designs; every product of the catalogue is one finish of one design.
    const finishes = items.flatMap(
      (item): { image: string; imageVariants?: ImageVariants }[] => item.finishes ?? [item],
    );
    // The products the catalogue brings a photo of (the demo catalogue: one in eight), and the rest still drawings.
    const photos = readdirSync(join(seedCatalogueDir(), 'media', 'products')).filter((model) =>
      existsSync(join(seedCatalogueDir(), 'media', 'products', model, 'front.jpg')),
    );
    expect(photos.length).toBe(Math.ceil(finishes.length / 8));
    expect(finishes.filter((finish) => finish.imageVariants).length).toBe(photos.length);
    expect(finishes.filter((f) => !f.imageVariants).every((f) => /\.svg\?/.test(f.image))).toBe(
      true,
    );
    const photographed = items.filter((item) => item.imageVariants);
    expect(photographed.length).toBeGreaterThan(0);

    const first = photographed[0] as ProductSummary;
    expect(first.image).toMatch(/\/front\.1280x1280\.[0-9a-f]{12}\.webp\?v=/);
    const { body } = await server.json<{ product: Product }>(`/get/product/${first.model}`);
    expect(body.product.imageVariants).toEqual(first.imageVariants);
    const [front, ...rest] = body.product.gallery;
    expect(front?.variants).toEqual(first.imageVariants);
    expect(front?.url).toBe(first.image);
    // The other views of the demo art stay drawings, without variants.
    expect(rest.filter((g) => !g.isVideo).every((g) => g.variants === undefined)).toBe(true);
    const variants = front?.variants as ImageVariants;
    expect({ width: variants.width, height: variants.height }).toEqual({
      width: 1280,
      height: 1280,
    });
    await checkVariants(server, variants, [320, 640, 960, 1280]);
    // A 375 px phone at 1x and 2x (375 and 750 device pixels) has a width between its need and twice it.
    for (const source of variants.sources)
      expect(source.srcset.some((c) => c.width >= 375 && c.width <= 750)).toBe(true);
  }, 60_000);
});

describe('a brand’s catalogue with JPEG and PNG photos', () => {
  let brand: TestServer;
  let dir: string;
  beforeAll(async () => {
    brand = await startTestServer();
    dir = mkdtempSync(join(tmpdir(), 'fittings-brand-photos-'));
  });
  afterAll(async () => {
    await brand.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function brandCatalogue(files: Record<string, Buffer | string>): string {
    const folder = mkdtempSync(join(dir, 'catalogue-'));
    for (const file of readdirSync(seedCatalogueDir()).filter((name) => name.endsWith('.json')))
      copyFileSync(join(seedCatalogueDir(), file), join(folder, file));
    for (const [path, body] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, 'media', path)), { recursive: true });
      writeFileSync(join(folder, 'media', path), body);
    }
    return folder;
  }

  const importInto = async (folder: string) => {
    const db = openDatabase(brand.databasePath);
    try {
      return await importCatalogueWithMedia(db, folder);
    } finally {
      db.close();
    }
  };

  it('makes AVIF and WebP variants of each photo at the widths it can fill, never enlarged', async () => {
    const jpeg = await studioShot(2400, 1800).jpeg({ quality: 92 }).toBuffer();
    const png = await studioShot(800, 600).png().toBuffer();
    const summary = await importInto(
      brandCatalogue({
        'products/T14059/front.jpg': jpeg,
        'products/T14059/side.png': png,
        'products/T14059/detail.svg':
          '<svg xmlns="http://www.w3.org/2000/svg"><title>d</title></svg>',
      }),
    );
    // 3 files brought; the JPEG gets 4 widths, the 800 px PNG 2 (960 and 1280 would enlarge it), each twice.
    expect(summary.counts['media files']).toBe(3 + 8 + 4);
    const { body } = await brand.json<{ product: Product }>('/get/product/T14059');
    const [front, side, detail] = body.product.gallery;
    expect(front?.variants).toMatchObject({ width: 1280, height: 960 });
    await checkVariants(brand, front?.variants as ImageVariants, [320, 640, 960, 1280]);
    expect(side?.variants).toMatchObject({ width: 640, height: 480 });
    await checkVariants(brand, side?.variants as ImageVariants, [320, 640]);
    expect(detail?.variants).toBeUndefined();
    expect(detail?.url).toMatch(/\/media\/products\/T14059\/detail\.svg\?v=/);
    expect(body.product.imageVariants).toEqual(front?.variants);
    // The original stays served as brought.
    const original = await brand.get('/media/products/T14059/front.jpg');
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await original.arrayBuffer()).equals(jpeg)).toBe(true);
  }, 120_000);

  it('names the variants at import and makes each on its first request, once for requests at the same time, kept on disk', async () => {
    const cache = mkdtempSync(join(dir, 'variant-cache-'));
    const before = process.env.IMAGE_CACHE_DIR;
    process.env.IMAGE_CACHE_DIR = cache;
    const lazy = await startTestServer();
    try {
      // Bytes no other test makes, so nothing is kept for them yet.
      const jpeg = await studioShot(1000, 750)
        .jpeg({ quality: 80 + (Date.now() % 10) })
        .toBuffer();
      const db = openDatabase(lazy.databasePath);
      try {
        await importCatalogueWithMedia(db, brandCatalogue({ 'products/T14059/front.jpg': jpeg }));
      } finally {
        db.close();
      }
      // The import encoded nothing: a first start does not wait for the photos.
      expect(readdirSync(cache)).toEqual([]);
      const { body } = await lazy.json<{ product: Product }>('/get/product/T14059');
      const variants = body.product.gallery[0]?.variants as ImageVariants;
      expect(variants).toMatchObject({ width: 960, height: 720 });
      const url = variants.sources[0]?.srcset[1]?.url as string;
      expect(url).toMatch(/\/front\.640x480\.[0-9a-f]{12}\.avif\?v=/);
      const answers = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const response = await lazy.get(url);
          return {
            status: response.status,
            etag: response.headers.get('etag'),
            type: response.headers.get('content-type'),
            body: Buffer.from(await response.arrayBuffer()),
          };
        }),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
      expect(answers.every((a) => a.type === 'image/avif' && a.body.equals(answers[0]!.body))).toBe(
        true,
      );
      expect(await sharp(answers[0]!.body).metadata()).toMatchObject({ width: 640, height: 480 });
      // Made once, kept by its key for every later database; the other variants are still to make.
      expect(readdirSync(cache).filter((f) => f.endsWith('.avif'))).toHaveLength(1);
      expect(readdirSync(cache)).toHaveLength(1);
      // A variant name the photo does not make is no file.
      const forged = new URL(url, 'http://x').pathname.replace(
        /\.[0-9a-f]{12}\./,
        '.0123456789ab.',
      );
      expect((await lazy.get(forged)).status).toBe(404);
    } finally {
      await lazy.close();
      if (before === undefined) delete process.env.IMAGE_CACHE_DIR;
      else process.env.IMAGE_CACHE_DIR = before;
    }
  }, 120_000);

  it.each([
    ['a damaged JPEG', 'products/T14059/front.jpg', 'cut', /damaged/],
    [
      'a GIF named .png',
      'products/T14059/front.png',
      'gif',
      /holds a GIF image \(send JPEG or PNG\)/,
    ],
    ['text named .jpg', 'products/T14059/front.jpg', 'text', /not a readable JPEG or PNG/],
  ])(
    'refuses %s, naming the product and file, and changes nothing',
    async (_, path, kind, message) => {
      const before = await brand.json<{ product: Product }>('/get/product/T14059');
      const good = await studioShot(640, 480).jpeg().toBuffer();
      const body =
        kind === 'cut'
          ? good.subarray(0, Math.floor(good.length / 2))
          : kind === 'gif'
            ? await studioShot(64, 48).gif().toBuffer()
            : Buffer.from('not an image at all');
      const folder = brandCatalogue({ [path]: body, 'products/T35691/front.jpg': good });
      const error = await importInto(folder).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(CatalogueError);
      const problems = (error as CatalogueError).problems;
      expect(problems).toHaveLength(1);
      expect(problems[0]?.where).toBe(`media/${path} (product T14059)`);
      expect(problems[0]?.message).toMatch(message);
      expect((error as Error).message).toContain(`media/${path} (product T14059): `);
      const after = await brand.json<{ product: Product }>('/get/product/T14059');
      expect(after.body).toEqual(before.body);
    },
    60_000,
  );
});
