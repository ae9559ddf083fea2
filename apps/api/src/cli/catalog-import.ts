// pnpm --filter @fittings/api catalog:import <file or folder>: validates, then replaces the catalogue (and its media:
// the files of the folder's `media/`, when it has one) in one transaction.
// With DATABASE_URL the catalogue is also published as a new version in PostgreSQL, which every API replica loads
// into its own SQLite copy within CATALOGUE_SYNC_INTERVAL_MS (see catalogue/sync.ts). The snapshot carries the
// records, not the media files: replicas keep the media they have (serve brand media from a shared ASSET_BASE_URL).
import { readConfig } from '../config';
import { CatalogueError } from '../catalogue/errors';
import { importCatalogueWithMedia } from '../catalogue/prepare';
import { readCatalogue } from '../catalogue/read';
import { publishCatalogue } from '../catalogue/sync';
import { migrate, openDatabase } from '../db/database';
import { migratePostgres, postgresWrites } from '../db/postgres';
import { fromInvocationDir } from './args';
import { exitOnStoreError, redactUrl } from './store';

const args = process.argv.slice(2);
const source = args.find((arg) => !arg.startsWith('--'));
if (args.includes('--demo-art')) {
  console.error(
    'catalog:import no longer draws demo art: the demo catalogue brings its pictures and documents as files in its media/ folder (pnpm catalog:generate writes them). Import the folder without --demo-art.',
  );
  process.exit(2);
}
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
    summary = await importCatalogueWithMedia(db, path);
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
