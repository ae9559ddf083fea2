import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@fittings/catalog-core';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { CatalogueError } from '../catalogue/errors';
import { importCatalogueWithMedia } from '../catalogue/prepare';
import { openDatabase } from '../db/database';
import { seedCatalogueDir } from '../paths';
import { startTestServer, type TestServer } from '../test/server';
import { createAssets } from './assets';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Sends a path exactly as written (fetch would normalise `..` away before it reached the server). */
function rawGet(path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** A small well-formedness check: tags balance and no element repeats an attribute. */
function wellFormedSvg(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g)) {
    const [, closing, name = '', attributes = '', selfClosing] = match;
    const names = [...attributes.matchAll(/\s([\w:-]+)=/g)].map((m) => m[1]);
    const repeated = names.filter((n, i) => names.indexOf(n) !== i);
    if (repeated.length > 0) problems.push(`<${name}> repeats ${repeated.join(', ')}`);
    if (closing) {
      if (stack.pop() !== name) problems.push(`</${name}> closes the wrong element`);
    } else if (!selfClosing) stack.push(name);
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  return problems;
}

/** Opens a PDF with pdf-lib (a full parse: header, cross-references, page tree); its title and page count. */
async function openPdf(pdf: Buffer): Promise<{ title: string; pages: number }> {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  return { title: document.getTitle() ?? '', pages: document.getPageCount() };
}

describe('GET /media/*', () => {
  it('serves a product illustration for every kind of product, well-formed, in each gallery view', async () => {
    const listing = await server.json<{
      facets: { types: { value: string }[]; subcategories: { value: string }[] };
    }>('/get/products/filter/all?pageSize=1');
    const kinds = [...listing.body.facets.types, ...listing.body.facets.subcategories].map(
      (k) => k.value,
    );
    expect(kinds.length).toBe(41);
    const svgs = new Set<string>();
    for (const kind of kinds) {
      const list = await server.json<{ items: { model: string }[] }>(
        `/get/products/filter/type/${encodeURIComponent(kind)}?pageSize=1`,
      );
      const model = list.body.items[0]?.model ?? '';
      const { body } = await server.json<{ product: Product }>(`/get/product/${model}`);
      // Photographed views (one product in eight has a photo as its front view) are covered by images.test.ts.
      for (const item of body.product.gallery.filter((g) => !g.isVideo && !g.variants)) {
        const response = await server.get(item.url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml');
        const svg = await response.text();
        expect(wellFormedSvg(svg)).toEqual([]);
        expect(svg).toContain(`<title>`);
        svgs.add(
          svg.replace(/<title>.*?<\/title>|aria-label="[^"]*"|<text[^>]*>[^<]*<\/text>/g, ''),
        );
      }
    }
    // Each kind draws its own shape: front views of different kinds never come out the same.
    expect(svgs.size).toBeGreaterThanOrEqual(kinds.length);
  });

  it('resolves the image of every product in the catalogue', async () => {
    const images: string[] = [];
    for (let page = 1; ; page++) {
      // The listing pages designs; every finish of each design carries its product's image.
      const { body } = await server.json<{
        items: { finishes: { image: string }[] }[];
        pageCount: number;
      }>(`/get/products/filter/all?pageSize=100&page=${page}`);
      images.push(...body.items.flatMap((i) => i.finishes.map((f) => f.image)));
      if (page >= body.pageCount) break;
    }
    expect(images.length).toBeGreaterThanOrEqual(400);
    const statuses = await Promise.all(images.map(async (url) => (await server.get(url)).status));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('tints illustrations by finish', async () => {
    const chrome = await (await server.get('/media/products/T14059/front.svg')).text();
    const black = await (await server.get('/media/products/T14059-BL/front.svg')).text();
    expect(chrome).toContain('#c3c9d1');
    expect(black).toContain('#2c2d31');
    expect(black).not.toContain('#c3c9d1');
  });

  it('serves long-lived immutable caching, an ETag and 304 on If-None-Match', async () => {
    const response = await server.get('/media/products/T14059/front.svg?v=1.abc');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const etag = response.headers.get('etag') ?? '';
    const again = await server.get('/media/products/T14059/front.svg', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it.each(['spec-sheet', 'installation-guide', 'submittal-sheet'])(
    'generates the %s as a valid PDF from the product data',
    async (document) => {
      const response = await server.get(`/media/products/T14059-PR/${document}.pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `inline; filename="T14059-PR-${document}.pdf"`,
      );
      const pdf = await openPdf(Buffer.from(await response.arrayBuffer()));
      expect(pdf.pages).toBeGreaterThanOrEqual(1);
      expect(pdf.title).toContain('T14059-PR');
    },
  );

  it('serves a catalogue as a multi-page PDF, as an attachment with download=1', async () => {
    const { body } = await server.json<{
      categories: { catalogs: { slug: string; viewLink: string; downloadLink: string }[] }[];
    }>('/get/catalog-categories');
    const catalog = body.categories[0]?.catalogs[0];
    if (!catalog) throw new Error('the seed has no catalogue');
    const view = await server.get(catalog.viewLink);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-disposition')).toBe(`inline; filename="${catalog.slug}.pdf"`);
    const pdf = await openPdf(Buffer.from(await view.arrayBuffer()));
    expect(pdf.pages).toBeGreaterThan(1);
    const download = await server.get(catalog.downloadLink);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="${catalog.slug}.pdf"`,
    );
  });

  it('answers a variant the file has with that variant, and any other with the file itself', async () => {
    const card = await (await server.get('/media/collections/pivotal.svg')).text();
    const hero = await (await server.get('/media/collections/pivotal.svg?variant=hero')).text();
    expect(hero).not.toBe(card);
    expect(await (await server.get('/media/collections/pivotal.svg?variant=huge')).text()).toBe(
      card,
    );
    const front = await (await server.get('/media/products/T14059/front.svg')).text();
    expect(await (await server.get('/media/products/T14059/front.svg?variant=hero')).text()).toBe(
      front,
    );
  });

  it('serves collection, technology, banner, menu, event, award, swatch and placeholder images', async () => {
    for (const path of [
      'collections/pivotal.svg',
      'collections/pivotal.svg?variant=hero',
      'technologies/h2okinetic.svg',
      'banners/home-nuvola.svg?variant=mobile',
      'menus/kitchen/speciality-faucets.svg',
      'events/design-week-mumbai-2026.svg',
      'finishes/45.svg',
      'placeholder/no-image.svg',
      'catalogs/pivotal-brochure/cover.svg',
    ]) {
      const response = await server.get(`/media/${path}`);
      expect(response.status, path).toBe(200);
      expect(wellFormedSvg(await response.text()), path).toEqual([]);
    }
  });

  it('answers an unknown media file with a JSON 404', async () => {
    for (const path of [
      'products/NOPE/front.svg',
      'products/T14059/back.svg',
      'collections/atlantis.svg',
      'fonts/x.woff',
      'products/T14059/spec-sheet.docx',
    ]) {
      const response = await server.get(`/media/${path}`);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { success: boolean }).success).toBe(false);
    }
  });

  it.each([
    '/media/../../etc/passwd',
    '/media/products/../../../etc/passwd',
    '/media/%2e%2e/%2e%2e/etc/passwd',
    '/media/products/..%2F..%2F..%2Fetc%2Fpasswd',
    '/media/products/T14059/..%5C..%5Cwindows%5Cwin.ini',
    '/media/products/T14059/front.svg%00.png',
    '/media/products/%00/front.svg',
    '/media/products/T14059/%E0%A4%A',
    `/media/${'a/'.repeat(50)}x.svg`,
  ])('refuses %s with a 4xx JSON answer and no file content', async (path) => {
    const response = await rawGet(path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.type).toContain('application/json');
    expect(response.body).not.toContain('root:');
    expect((JSON.parse(response.body) as { success: boolean }).success).toBe(false);
  });
});

describe('GET /media/* after a brand imports its own files', () => {
  let brand: TestServer;
  let dir: string;
  beforeAll(async () => {
    brand = await startTestServer();
    dir = mkdtempSync(join(tmpdir(), 'fittings-brand-media-'));
  });
  afterAll(async () => {
    await brand.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A copy of the seed catalogue with a media folder holding `files`. */
  function brandCatalogue(files: Record<string, string | Buffer>): string {
    const folder = mkdtempSync(join(dir, 'catalogue-'));
    for (const file of readdirSync(seedCatalogueDir()).filter((name) => name.endsWith('.json')))
      copyFileSync(join(seedCatalogueDir(), file), join(folder, file));
    for (const [path, body] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, 'media', path)), { recursive: true });
      writeFileSync(join(folder, 'media', path), body);
    }
    return folder;
  }

  it('serves exactly the files the import brought, and 404 for the demo art it replaced', async () => {
    // A real 4 x 4 PNG: the import decodes photos and refuses a damaged one (see images.test.ts).
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const folder = brandCatalogue({
      'products/T14059/front.png': png,
      'products/T14059/front.svg':
        '<svg xmlns="http://www.w3.org/2000/svg"><title>Ours</title></svg>',
      'collections/pivotal@hero.svg':
        '<svg xmlns="http://www.w3.org/2000/svg"><title>Hero</title></svg>',
    });
    const db = openDatabase(brand.databasePath);
    try {
      const summary = await importCatalogueWithMedia(db, folder);
      // The PNG narrower than the smallest width gets one AVIF and one WebP at its own width.
      expect(summary.counts['media files']).toBe(3 + 2);
    } finally {
      db.close();
    }
    const front = await brand.get('/media/products/T14059/front.svg');
    expect(front.status).toBe(200);
    expect(await front.text()).toContain('<title>Ours</title>');
    const image = await brand.get('/media/products/T14059/front.png');
    expect(image.headers.get('content-type')).toBe('image/png');
    const hero = await brand.get('/media/collections/pivotal.svg?variant=hero');
    expect(await hero.text()).toContain('<title>Hero</title>');
    for (const path of ['products/T14059/side.svg', 'collections/pivotal.svg', 'finishes/45.svg']) {
      const response = await brand.get(`/media/${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({
        success: false,
        message: `There is no media file "${path}".`,
      });
    }
  });

  it('refuses a media folder with files the site cannot serve, naming each, and changes nothing', async () => {
    const folder = brandCatalogue({
      'products/T14059/front.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      'products/T14059/setup.exe': 'MZ',
      'top-level.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    });
    const before = await (await brand.get('/media/products/T14059/front.svg')).text();
    const db = openDatabase(brand.databasePath);
    try {
      await expect(importCatalogueWithMedia(db, folder)).rejects.toThrow(CatalogueError);
      await importCatalogueWithMedia(db, folder).catch((error: CatalogueError) => {
        expect(error.problems.map((p) => p.where).sort()).toEqual([
          'media/products/T14059/setup.exe',
          'media/top-level.svg',
        ]);
      });
    } finally {
      db.close();
    }
    expect(await (await brand.get('/media/products/T14059/front.svg')).text()).toBe(before);
  });
});

describe('asset URLs', () => {
  it('are relative to whatever origin the site is reached by, whatever Host the request names', async () => {
    const { body } = await server.json<{ product: Product }>('/get/product/T14059', {
      headers: { host: 'shop.example.net:8443', 'x-forwarded-proto': 'https' },
    });
    const urls = body.product.gallery.map((item) => item.url);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^\/media\//);
  });

  it('spread over the ASSET_BASE_URL hosts by a stable hash of the path, every path on one host', () => {
    const setting = 'https://a.cdn.example.com/media,https://b.cdn.example.com/media';
    const assets = createAssets(setting, 'abcdef0123');
    const again = createAssets(setting, 'abcdef0123');
    const paths = Array.from({ length: 40 }, (_, i) => `products/M${i}/front.svg`);
    const hosts = paths.map((path) => new URL(assets.url(path)).host);
    expect(new Set(hosts)).toEqual(new Set(['a.cdn.example.com', 'b.cdn.example.com']));
    expect(paths.map((path) => again.url(path))).toEqual(paths.map((path) => assets.url(path)));
    expect(assets.url('products/M1/front.svg', 'variant=hero')).toMatch(
      /^https:\/\/[ab]\.cdn\.example\.com\/media\/products\/M1\/front\.svg\?v=1\.abcdef01&variant=hero$/,
    );
    expect(createAssets(undefined, 'abcdef0123').url('x.svg')).toBe('/media/x.svg?v=1.abcdef01');
  });
});
