// The migration files of a folder, read the same way for SQLite (migrations/) and PostgreSQL (migrations/postgres/):
// `NNNN_name.sql`, applied in the order of their numbers; each runner records the versions it applied.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function listMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .map((file) => ({
      version: Number.parseInt(file, 10),
      name: file,
      sql: readFileSync(join(dir, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
}
