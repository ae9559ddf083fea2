// PostgreSQL for writes (DATABASE_URL): a connection pool every request shares, the Kysely store over it, and the
// numbered migrations in migrations/postgres applied under an advisory lock, so replicas starting together (or the
// `migrate` command run twice) apply each migration once.
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { packageRoot } from '../paths';
import { listMigrations } from './migrations';
import type { WriteSchema, WriteStore } from './writes';

export interface PostgresOptions {
  /** Connections this process opens at most (PG_POOL_MAX). Default 10. */
  poolMax?: number;
  /** How long a request waits for a connection before failing with 503. Default 5 s. */
  connectTimeoutMs?: number;
  /** Called with errors of idle connections (the server restarted); they are dropped and replaced. */
  onIdleError?: (error: Error) => void;
}

/** Migrations for PostgreSQL, beside the SQLite ones. */
export const postgresMigrationsDir = (): string => join(packageRoot(), 'migrations', 'postgres');

/** Whether a setting names a PostgreSQL database. */
export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//i.test(url);

// bigint columns (epoch milliseconds, counts) as numbers: every value stored fits a double exactly.
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export function createPool(url: string, options: PostgresOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    idleTimeoutMillis: 30_000,
    // A query the server does not answer (network gone) fails instead of holding the visitor's request forever.
    query_timeout: 15_000,
    types,
  });
  // Without a listener an idle connection's error (the server restarting) would crash the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  // Nor may the error of a connection in use (the pool listens only to idle ones): its query fails on its own.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onIdleError?.(error));
  });
  return pool;
}

/** The writes in PostgreSQL, over a new pool of this process. */
export function postgresWrites(
  url: string,
  options: PostgresOptions = {},
): WriteStore & { pool: pg.Pool } {
  const pool = createPool(url, options);
  const db = new Kysely<WriteSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    pool,
    transaction: (lock, work) =>
      db.transaction().execute(async (tx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtext(${lock}))`.execute(tx);
        return work(tx);
      }),
    // Kysely ends the pool only when it used it; migrations use the pool directly, so end it here too (an idle
    // connection left open would keep a command running for idleTimeoutMillis).
    close: async () => {
      await db.destroy();
      if (!pool.ended) await pool.end();
    },
  };
}

/** The key of the advisory lock held while migrating (any constant shared by every replica). */
const MIGRATION_LOCK = 7_310_014;

/**
 * Applies the migrations not yet applied, each in its own transaction, while holding an advisory lock so two
 * processes never migrate at once; returns the names applied (none the second time).
 */
export async function migratePostgres(
  pool: pg.Pool,
  dir: string = postgresMigrationsDir(),
): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
      const { rows } = await client.query<{ version: number }>(
        'SELECT version FROM schema_migrations',
      );
      const applied = new Set(rows.map((row) => Number(row.version)));
      const done: string[] = [];
      for (const migration of listMigrations(dir)) {
        if (applied.has(migration.version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(migration.sql);
          await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
            migration.version,
            migration.name,
          ]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
        done.push(migration.name);
      }
      return done;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
