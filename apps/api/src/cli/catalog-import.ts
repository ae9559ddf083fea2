// pnpm --filter @fittings/api catalog:import <file or folder>: validates, then replaces the catalogue in one transaction.
// With DATABASE_URL the catalogue is also published as a new version in PostgreSQL, which every API replica loads
// into its own SQLite copy within CATALOGUE_SYNC_INTERVAL_MS (see catalogue/sync.ts).
import { readConfig } from '../config';
import { CatalogueError } from '../catalogue/errors';
import { importCatalogue } from '../catalogue/importer';
import { readCatalogue } from '../catalogue/read';
import { publishCatalogue } from '../catalogue/sync';
import { migrate, openDatabase } from '../db/database';
import { migratePostgres, postgresWrites } from '../db/postgres';
import { fromInvocationDir } from './args';
import { exitOnStoreError, redactUrl } from './store';

const source = process.argv[2];
if (!source) {
  console.error(
    'Usage: catalog:import <catalogue folder or .json file>   (writes to DATABASE_PATH, and publishes to DATABASE_URL when set)',
  );
  process.exit(2);
}
const { databasePath, databaseUrl } = readConfig();
const path = fromInvocationDir(source);
let raw;
let summary;
try {
  raw = readCatalogue(path);
  const db = openDatabase(databasePath);
  try {
    migrate(db);
    summary = importCatalogue(db, raw);
    const counts = Object.entries(summary.counts)
      .map(([section, count]) => `${count} ${section}`)
      .join(', ');
    console.log(`Imported ${path} into ${databasePath}: ${counts} (catalogue ${summary.hash}).`);
  } finally {
    db.close();
  }
} catch (error) {
  if (error instanceof CatalogueError) {
    console.error(`${error.message}\nNothing was imported; ${databasePath} is unchanged.`);
    process.exit(1);
  }
  throw error;
}
if (databaseUrl) {
  const where = redactUrl(databaseUrl);
  const store = postgresWrites(databaseUrl, { poolMax: 1 });
  try {
    await migratePostgres(store.pool);
    const version = await publishCatalogue(store, raw, summary.hash);
    console.log(
      `Published as catalogue version ${version} in ${where}: every API replica loads it within its sync interval.`,
    );
  } catch (error) {
    exitOnStoreError(error, where);
  } finally {
    await store.close();
  }
}
