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
        'isStoreUnavailable',
        'migrate',
        'migratePostgres',
        'postgresWrites',
        'publishCatalogue',
        'sqliteWrites',
        'openDatabase',
        'pendingVariants',
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
  it('defaults to port 8088 on 127.0.0.1 with the database in the package and assets relative to the site', () => {
    const config = api.readConfig({});
    expect(config.port).toBe(8088);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databasePath).toMatch(/apps\/api\/\.data\/catalogue\.db$/);
    expect(config.assetBaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.xsrf).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgPoolMax).toBe(10);
    expect(config.catalogueSyncIntervalMs).toBe(10_000);
  });

  it('reads DATABASE_URL, PG_POOL_MAX and CATALOGUE_SYNC_INTERVAL_MS', () => {
    expect(
      api.readConfig({
        DATABASE_URL: ' postgres://fittings:secret@db.example.com:5432/fittings ',
        PG_POOL_MAX: '4',
        CATALOGUE_SYNC_INTERVAL_MS: '5000',
      }),
    ).toMatchObject({
      databaseUrl: 'postgres://fittings:secret@db.example.com:5432/fittings',
      pgPoolMax: 4,
      catalogueSyncIntervalMs: 5000,
    });
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

  it('reads several comma-separated ASSET_BASE_URL hosts, each checked', () => {
    expect(
      api.readConfig({
        ASSET_BASE_URL: ' https://a.example.com/media/ , https://b.example.com/media',
      }).assetBaseUrl,
    ).toBe('https://a.example.com/media,https://b.example.com/media');
    expect(() =>
      api.readConfig({ ASSET_BASE_URL: 'https://a.example.com/media,b.example.com' }),
    ).toThrow(/ASSET_BASE_URL.*"b\.example\.com"/);
  });

  it.each([
    [{ API_PORT: 'eighty' }, /API_PORT/],
    [{ API_PORT: '70000' }, /API_PORT/],
    [{ ASSET_BASE_URL: 'cdn.example.com' }, /ASSET_BASE_URL/],
    [{ ASSET_BASE_URL: 'ftp://cdn.example.com' }, /ASSET_BASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ API_RATE_LIMIT_MAX: '-1' }, /API_RATE_LIMIT_MAX/],
    [{ API_RATE_LIMIT_WINDOW_SECONDS: '0' }, /API_RATE_LIMIT_WINDOW_SECONDS/],
    [{ API_TRUST_PROXY: 'my-proxy' }, /API_TRUST_PROXY/],
    [{ CAPTCHA_PROVIDER: 'hcaptcha' }, /CAPTCHA_PROVIDER/],
    [{ CAPTCHA_PROVIDER: 'turnstile' }, /CAPTCHA_SECRET/],
    [{ SMTP_URL: 'mail.example.com' }, /SMTP_URL/],
    [{ SMTP_URL: 'http://mail.example.com' }, /SMTP_URL/],
    [{ DATABASE_URL: 'mysql://db.example.com/fittings' }, /DATABASE_URL/],
    [{ PG_POOL_MAX: '0' }, /PG_POOL_MAX/],
    [{ CATALOGUE_SYNC_INTERVAL_MS: '10' }, /CATALOGUE_SYNC_INTERVAL_MS/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => api.readConfig(env)).toThrow(message);
  });

  it('defaults the forms to 10 POSTs a minute per client, the local captcha and the outbox only', () => {
    const { forms } = api.readConfig({});
    expect(forms).toMatchObject({
      rateLimitMax: 10,
      rateLimitWindowMs: 60_000,
      trustProxySetting: 'loopback',
      duplicateWindowMs: 600_000,
      captcha: { provider: 'local', testToken: 'local-captcha-test-token' },
      smtpUrl: undefined,
    });
    expect(forms.trustProxy('127.0.0.1')).toBe(true);
    expect(forms.trustProxy('203.0.113.1')).toBe(false);
  });

  it('reads the rate limit, trusted proxies, captcha and SMTP settings', () => {
    const { forms } = api.readConfig({
      API_RATE_LIMIT_MAX: '0',
      API_RATE_LIMIT_WINDOW_SECONDS: '300',
      API_TRUST_PROXY: '10.0.0.0/8',
      FORMS_DUPLICATE_WINDOW_SECONDS: '60',
      CAPTCHA_PROVIDER: 'Turnstile',
      CAPTCHA_SECRET: 'secret',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Site <forms@example.in>',
      NOTIFY_EMAIL_TO: 'sales@example.in',
    });
    expect(forms).toMatchObject({
      rateLimitMax: 0,
      rateLimitWindowMs: 300_000,
      duplicateWindowMs: 60_000,
      captcha: { provider: 'turnstile', secret: 'secret', verifyUrl: undefined, minScore: 0.5 },
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Site <forms@example.in>',
      notifyTo: 'sales@example.in',
    });
    expect(forms.trustProxy('10.2.3.4')).toBe(true);
    expect(forms.trustProxy('127.0.0.1')).toBe(false);
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
    const nameNow = async () =>
      (await server.json<{ product: { name: string } }>('/get/product/T14059')).body.product.name;
    // The state looks for a new catalogue at most once a second: asked until it has, for a little longer than that.
    await expect
      .poll(nameNow, { interval: 100, timeout: 2_000 })
      .toBe('Pivotal Shower Mixer Trim, Renamed');
    expect(before.body.product.name).not.toBe('Pivotal Shower Mixer Trim, Renamed');
  });
});
