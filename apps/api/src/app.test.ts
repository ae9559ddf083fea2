import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from './index';
import { openDatabase } from './db/database';
import { readCatalogue } from './catalogue/read';
import { seedCatalogueDir } from './paths';
import type { CatalogueDocument } from './catalogue/format';
import { startTestServer, type TestServer } from './test/server';

describe('the public entry', () => {
  it('exports exactly the documented API', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'CatalogueError',
        'OPENAPI_INFO',
        'createApp',
        'exportCatalogue',
        'importCatalogue',
        'migrate',
        'openDatabase',
        'prepareDatabase',
        'readCatalogue',
        'readConfig',
        'startServer',
        'writeCatalogue',
      ].sort(),
    );
  });
});

describe('readConfig', () => {
  it('defaults to port 8088 on 127.0.0.1 with the database in the package and assets on the API origin', () => {
    const config = api.readConfig({});
    expect(config.port).toBe(8088);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databasePath).toMatch(/apps\/api\/\.data\/catalogue\.db$/);
    expect(config.assetBaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.xsrf).toBe(true);
  });

  it('reads API_PORT, API_HOST, DATABASE_PATH, ASSET_BASE_URL and LOG_LEVEL', () => {
    const config = api.readConfig({
      API_PORT: '9000',
      API_HOST: '0.0.0.0',
      DATABASE_PATH: '/tmp/x.db',
      ASSET_BASE_URL: 'https://cdn.example.com/media/',
      LOG_LEVEL: 'WARN',
      API_XSRF: 'off',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databasePath: '/tmp/x.db',
      assetBaseUrl: 'https://cdn.example.com/media',
      logLevel: 'warn',
    });
  });

  it.each([
    [{ API_PORT: 'eighty' }, /API_PORT/],
    [{ API_PORT: '70000' }, /API_PORT/],
    [{ ASSET_BASE_URL: 'cdn.example.com' }, /ASSET_BASE_URL/],
    [{ ASSET_BASE_URL: 'ftp://cdn.example.com' }, /ASSET_BASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => api.readConfig(env)).toThrow(message);
  });
});

describe('a running server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ assetBaseUrl: 'https://cdn.example.com/media' });
  });
  afterAll(() => server.close());

  it('builds asset URLs from ASSET_BASE_URL when it is set', async () => {
    const { body } = await server.json<{ product: { image: string } }>('/get/product/T14059');
    expect(body.product.image).toMatch(
      /^https:\/\/cdn\.example\.com\/media\/products\/T14059\/front\.svg\?v=/,
    );
  });

  it('notices within about a second that another process imported a new catalogue', async () => {
    const before = await server.json<{ product: { name: string } }>('/get/product/T14059');
    const catalogue = structuredClone(readCatalogue(seedCatalogueDir())) as CatalogueDocument;
    const record = catalogue.products.find((p) => p.model === 'T14059');
    if (!record) throw new Error('T14059 is missing from the seed');
    record.name = 'Pivotal Shower Mixer Trim, Renamed';
    const other = openDatabase(server.databasePath);
    try {
      api.importCatalogue(other, catalogue as unknown as Record<string, unknown>);
    } finally {
      other.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await server.json<{ product: { name: string; image: string } }>(
      '/get/product/T14059',
    );
    expect(before.body.product.name).not.toBe(after.body.product.name);
    expect(after.body.product.name).toBe('Pivotal Shower Mixer Trim, Renamed');
  });
});
