// The store the commands read and write: PostgreSQL when DATABASE_URL is set (as the API replicas do), else the
// SQLite file at DATABASE_PATH.
import { existsSync } from 'node:fs';
import type { ApiConfig } from '../config';
import { openDatabase } from '../db/database';
import { postgresWrites } from '../db/postgres';
import { isStoreUnavailable, sqliteWrites, type WriteStore } from '../db/writes';

export interface CliStore {
  store: WriteStore;
  /** Where the data is read from, for messages (the URL without its password). */
  where: string;
  close(): Promise<void>;
}

/** A database URL fit to print: the password replaced. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return 'DATABASE_URL';
  }
}

/** Opens the configured store for reading, or exits with a message saying what is missing. */
export function openCliStore(config: ApiConfig): CliStore {
  if (config.databaseUrl) {
    const store = postgresWrites(config.databaseUrl, { poolMax: 2 });
    return { store, where: redactUrl(config.databaseUrl), close: () => store.close() };
  }
  if (!existsSync(config.databasePath)) {
    console.error(`There is no database at ${config.databasePath}; start the API once first.`);
    process.exit(1);
  }
  const db = openDatabase(config.databasePath, { readonly: true });
  return {
    store: sqliteWrites(db),
    where: config.databasePath,
    close: async () => {
      db.close();
    },
  };
}

/** Prints a failure of the store as a message instead of a stack trace, and exits. */
export function exitOnStoreError(error: unknown, where: string): never {
  const code = (error as { code?: unknown } | null)?.code;
  if (isStoreUnavailable(error)) {
    console.error(`Cannot reach the database at ${where}: ${(error as Error).message}`);
  } else if (code === '42P01') {
    console.error(
      `The database at ${where} has no tables yet: run the migrations first (node dist/cli/migrate.js).`,
    );
  } else {
    throw error;
  }
  process.exit(1);
}
