// Seeds one database for the whole run; each test file starts its server over its own copy of it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../catalogue/prepare';
import { pendingVariants } from '../media/pending';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'fittings-api-seed-'));
  const path = join(dir, 'seeded.db');
  const db = await prepareDatabase(path);
  // A first start makes photo variants on request; the tests' copies get them all made (and kept on disk) once here,
  // so a test that fetches every product's image does not encode them against its timeout.
  await pendingVariants(db).makeAll();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  project.provide('seededDatabase', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
