// PostgreSQL for writes, against a real cluster made with initdb: migrations applied once however often they run,
// rate limits shared by two replicas, a catalogue import on one replica reaching the other, the commands reading
// PostgreSQL, and a 503 in the JSON error shape when the database is gone.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { waitFor } from '@fittings/loopback';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readCatalogue } from '../catalogue/read';
import { packageRoot, seedCatalogueDir } from '../paths';
import { postgresBinDir, startTestPostgres, type TestPostgres } from '../test/postgres';
import { startTestServer, type TestServer } from '../test/server';
import { createPool, migratePostgres } from './postgres';

const run = promisify(execFile);
// The commands start a Node process each (with tsx here); on a busy two-core machine that takes seconds.
/** Runs a command of src/cli as the package script would, with the given environment. */
const cli = (name: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', `src/cli/${name}.ts`, ...args], {
    cwd: packageRoot(),
    env: { ...process.env, ...env },
  });

let postgres: TestPostgres;
let databaseUrl: string;
let a: TestServer;
let b: TestServer;
const work = mkdtempSync(join(tmpdir(), 'fittings-pg-test-'));

beforeAll(async () => {
  postgres = await startTestPostgres();
  databaseUrl = await postgres.createDatabase();
  const options = {
    databaseUrl,
    catalogueSyncIntervalMs: 200,
    forms: { rateLimit: { max: 4, windowMs: 60_000 } },
  };
  a = await startTestServer(options);
  b = await startTestServer(options);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await postgres?.stop();
  rmSync(work, { recursive: true, force: true });
});

async function post(server: TestServer, path: string, body: unknown, client: string) {
  const { token } = (await (await server.get('/get/xsrf-token')).json()) as { token: string };
  return server.json<{ success: boolean; message: string }>(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': token,
      'x-forwarded-for': client,
    },
    body: JSON.stringify(body),
  });
}

const lead = (message: string) => ({
  name: 'Asha Rao',
  phone: '+91 98765 43210',
  city: 'Pune',
  interest: 'kitchen',
  message,
  consent: true,
  captchaToken: 'local-captcha-test-token',
});

describe('the test cluster helper', () => {
  it('finds the binaries, and says how to install them when they are missing', () => {
    expect(postgresBinDir()).toMatch(/bin$/);
    const saved = process.env.POSTGRES_BIN;
    process.env.POSTGRES_BIN = join(work, 'no-postgres-here');
    try {
      expect(() => postgresBinDir()).toThrow(/apt-get install -y postgresql/);
    } finally {
      if (saved === undefined) delete process.env.POSTGRES_BIN;
      else process.env.POSTGRES_BIN = saved;
    }
  });
});

describe('migrations', () => {
  it('apply once however often and however concurrently they run', async () => {
    const url = await postgres.createDatabase();
    const first = createPool(url);
    const second = createPool(url);
    try {
      const [one, two] = await Promise.all([migratePostgres(first), migratePostgres(second)]);
      const all = [
        '0001_writes.sql',
        '0002_outbox_delivery.sql',
        '0003_search_misses.sql',
        '0004_error_groups.sql',
        '0005_search_misses_age.sql',
      ];
      expect([...one, ...two].sort()).toEqual(all);
      expect(await migratePostgres(first)).toEqual([]);
      const { rows } = await first.query('SELECT name FROM schema_migrations ORDER BY name');
      expect(rows).toEqual(all.map((name) => ({ name })));
    } finally {
      await first.end();
      await second.end();
    }
  });

  it('run by `migrate`: applied the first time, up to date the second', async () => {
    const url = await postgres.createDatabase();
    const databasePath = join(work, 'migrate.db');
    copyFileSync(inject('seededDatabase'), databasePath);
    const env = { DATABASE_URL: url, DATABASE_PATH: databasePath };
    expect((await cli('migrate', [], env)).stdout).toMatch(/applied 0001_writes\.sql/);
    expect((await cli('migrate', [], env)).stdout).toMatch(/up to date/);
  }, 120_000);
});

describe('two replicas on one PostgreSQL', () => {
  it('store into the one database', async () => {
    expect(a.writes.kind).toBe('postgres');
    const viaA = await post(a, '/post/leads', lead('Sent through replica A.'), '203.0.113.1');
    const viaB = await post(b, '/post/leads', lead('Sent through replica B.'), '203.0.113.2');
    expect([viaA.status, viaB.status]).toEqual([200, 200]);
    const rows = await b.writes.db.selectFrom('submissions').select('payload').execute();
    const messages = rows.map((row) => (JSON.parse(row.payload) as { message: string }).message);
    expect(messages).toEqual(
      expect.arrayContaining(['Sent through replica A.', 'Sent through replica B.']),
    );
  });

  it('count a client against one limit, not one per replica', async () => {
    const client = '203.0.113.50';
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a, b]) {
      statuses.push((await post(server, '/post/contact-us', {}, client)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    // Another client is not affected.
    expect((await post(b, '/post/contact-us', {}, '203.0.113.51')).status).toBe(400);
  });

  it('show a catalogue imported on one replica on the other, within the sync interval', async () => {
    const before = await b.json<{ product: { name: string } }>('/get/product/T35691');
    expect(before.body.product.name).toBe('Trillian Single Handle Basin Mixer');
    const raw = readCatalogue(seedCatalogueDir());
    const products = raw.products as { model: string; name: string }[];
    products[0]!.name = 'Trillian Renamed Basin Mixer';
    const file = join(work, 'renamed.json');
    writeFileSync(file, JSON.stringify(raw));

    const { stdout } = await cli('catalog-import', [file], {
      DATABASE_URL: databaseUrl,
      DATABASE_PATH: a.databasePath,
    });
    expect(stdout).toMatch(/Published as catalogue version \d+/);

    const name = await waitFor(
      async () =>
        (await b.json<{ product: { name: string } }>('/get/product/T35691')).body.product.name,
      (answer) => answer === 'Trillian Renamed Basin Mixer',
      { name: 'the other replica serving the new name', timeoutMs: 15_000 },
    );
    expect(name).toBe('Trillian Renamed Basin Mixer');
    // A replica started later loads the newest version before it answers.
    const c = await startTestServer({ databaseUrl, catalogueSyncIntervalMs: 0 });
    try {
      const fresh = await c.json<{ product: { name: string } }>('/get/product/T35691');
      expect(fresh.body.product.name).toBe('Trillian Renamed Basin Mixer');
    } finally {
      await c.close();
    }
  }, 120_000);
});

describe('the commands with DATABASE_URL', () => {
  it('leads:export and outbox read PostgreSQL', async () => {
    const sent = await post(a, '/post/leads', lead('Exported from PostgreSQL.'), '203.0.113.9');
    expect(sent.status).toBe(200);
    const file = join(work, 'leads.csv');
    // DATABASE_PATH names a file that does not exist: the commands must not need it.
    const env = { DATABASE_URL: databaseUrl, DATABASE_PATH: join(work, 'absent.db') };
    const { stderr } = await cli('leads-export', [file], env);
    expect(stderr).toMatch(/Wrote 3 leads from postgres:\/\//);
    const csv = readFileSync(file, 'utf8');
    expect(csv).toMatch(
      /\r\n\d+,\d{4}-\d\d-\d\dT[\d:.]+Z,leads,,Asha Rao,9876543210,,Pune,,kitchen,,Exported from PostgreSQL\.,yes,valid\r\n/,
    );
    const outbox = await cli('outbox', [], env);
    expect(outbox.stdout).toContain('Exported from PostgreSQL.');
    expect(outbox.stderr).toMatch(/^3 messages not sent\./m);
  }, 120_000);
});

describe('when PostgreSQL is down', () => {
  it('answers a form post 503 in the JSON error shape, quickly, and still serves the catalogue', async () => {
    await postgres.stop();
    const started = Date.now();
    const { status, body, headers } = await post(
      a,
      '/post/leads',
      lead('Sent while the database is down.'),
      '203.0.113.77',
    );
    expect(status).toBe(503);
    expect(body).toEqual({
      success: false,
      message: 'We cannot save your request just now. Please try again in a minute.',
    });
    expect(headers.get('retry-after')).toBe('30');
    // Refused at once (ECONNREFUSED), or after the 5 s connect timeout when the host does not answer; never a hang.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect((await a.json('/get/product/T35691')).status).toBe(200);
  });
});
