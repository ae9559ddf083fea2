// Seeds one database for the whole run; each test file starts its server over its own copy of it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../catalogue/prepare';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'fittings-api-seed-'));
  const path = join(dir, 'seeded.db');
  const db = await prepareDatabase(path);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  project.provide('seededDatabase', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
