// tsx src/bench/sqlite-drivers.ts: the catalogue's own queries over the real seeded catalogue file, run by
// better-sqlite3 and by Node's built-in node:sqlite on the same file, to decide whether the built-in can replace the
// native module (no compile at install). Prints each query's microseconds per call for both; changes nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import Database from 'better-sqlite3';
import { prepareDatabase } from '../catalogue/prepare';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const dir = mkdtempSync(join(tmpdir(), 'fittings-sqlite-bench-'));
const file = join(dir, 'catalogue.db');
(await prepareDatabase(file)).close();

const facet = (column: string) =>
  `SELECT ${column} AS value, count(DISTINCT family) AS count FROM products WHERE area = ? AND ${column} IS NOT NULL
   GROUP BY ${column} ORDER BY min(area), min(category_rank), min(subcategory_rank), ${column}`;
const probe = new Database(file, { readonly: true });
const model = probe
  .prepare('SELECT model_key FROM products ORDER BY seq LIMIT 1 OFFSET 40')
  .pluck()
  .get() as string;
const pincode = probe
  .prepare('SELECT pincode FROM dealers ORDER BY seq LIMIT 1')
  .pluck()
  .get() as string;
const photo = probe
  .prepare('SELECT path FROM media ORDER BY path LIMIT 1 OFFSET 10')
  .pluck()
  .get() as string;
probe.close();

const queries: { name: string; sql: string; params: (string | number)[]; calls: number }[] = [
  {
    name: 'product by model',
    sql: 'SELECT model FROM products WHERE model_key = ? OR slug = ? LIMIT 1',
    params: [model, model],
    calls: 20_000,
  },
  {
    name: 'listing, all, by rank',
    sql: 'SELECT model FROM products ORDER BY area, category_rank, subcategory_rank, rank, seq',
    params: [],
    calls: 500,
  },
  {
    name: 'listing, bathroom, by name',
    sql: 'SELECT model FROM products WHERE (area = ?) ORDER BY name_key, model',
    params: ['bathroom'],
    calls: 500,
  },
  {
    name: 'facet counts, bathroom (category)',
    sql: facet('category'),
    params: ['bathroom'],
    calls: 500,
  },
  {
    name: 'dealers by pincode',
    sql: 'SELECT record FROM dealers WHERE pincode = ? ORDER BY tier DESC, seq',
    params: [pincode],
    calls: 20_000,
  },
  {
    name: 'photo body by path',
    sql: 'SELECT content_type, etag, body FROM media WHERE path = ?',
    params: [photo],
    calls: 5_000,
  },
];

type Run = (sql: string, params: (string | number)[], calls: number) => number;
const time =
  (prepare: (sql: string) => { all: (...p: (string | number)[]) => unknown[] }): Run =>
  (sql, params, calls) => {
    const statement = prepare(sql);
    for (let i = 0; i < Math.min(calls, 200); i += 1) statement.all(...params);
    const start = process.hrtime.bigint();
    for (let i = 0; i < calls; i += 1) statement.all(...params);
    return Number(process.hrtime.bigint() - start) / 1000 / calls;
  };

const native = new Database(file, { readonly: true });
const builtin = new DatabaseSync(file, { readOnly: true });
const drivers: [string, Run][] = [
  ['better-sqlite3', time((sql) => native.prepare<(string | number)[]>(sql))],
  [
    'node:sqlite',
    time(
      (sql) => builtin.prepare(sql) as unknown as { all: (...p: (string | number)[]) => unknown[] },
    ),
  ],
];
console.log(
  `median µs per call over ${ROUNDS} rounds (Node ${process.version}, better-sqlite3 SQLite ${native.prepare('SELECT sqlite_version()').pluck().get()}, node:sqlite SQLite ${(builtin.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v})`,
);
console.log(['query', ...drivers.map(([name]) => name), 'built-in / native'].join(' | '));
for (const query of queries) {
  const medians = drivers.map(([, run]) => {
    const rounds = Array.from({ length: ROUNDS }, () =>
      run(query.sql, query.params, query.calls),
    ).sort((a, b) => a - b);
    return rounds[Math.floor(rounds.length / 2)]!;
  });
  console.log(
    [query.name, ...medians.map((m) => m.toFixed(1)), (medians[1]! / medians[0]!).toFixed(2)].join(
      ' | ',
    ),
  );
}
native.close();
builtin.close();
rmSync(dir, { recursive: true, force: true });
