// Opens the SQLite file and applies the numbered migrations. Seeding the catalogue is src/catalogue/prepare.ts's job,
// so this module needs nothing of the catalogue (and the importer can use its Db type without a cycle).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrationsDir } from '../paths';
import { listMigrations } from './migrations';

export type Db = Database.Database;

/** Opens (creating when absent) a database file with the pragmas the API relies on. */
export function openDatabase(path: string, options: { readonly?: boolean } = {}): Db {
  if (path !== ':memory:' && !options.readonly) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, {
    readonly: options.readonly ?? false,
    fileMustExist: options.readonly ?? false,
  });
  if (!options.readonly) db.pragma('journal_mode = WAL');
  // FULL: a submission answered 200 is on disk before the answer, even through a power failure (NORMAL in WAL mode
  // may lose the last commits then). Writes are a few a minute; the cost of the extra fsync does not show.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Applies the migrations not yet applied, each in its own transaction; returns the names applied. */
export function migrate(db: Db, dir: string = migrationsDir()): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) STRICT`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((version) => Number(version)),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');
  const done: string[] = [];
  for (const migration of listMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name);
    })();
    done.push(migration.name);
  }
  return done;
}
