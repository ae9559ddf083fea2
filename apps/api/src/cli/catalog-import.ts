// pnpm --filter @fittings/api catalog:import <file or folder>: validates, then replaces the catalogue in one transaction.
import { readConfig } from '../config';
import { CatalogueError } from '../catalogue/errors';
import { importCatalogue } from '../catalogue/importer';
import { readCatalogue } from '../catalogue/read';
import { migrate, openDatabase } from '../db/database';
import { fromInvocationDir } from './args';

const source = process.argv[2];
if (!source) {
  console.error(
    'Usage: catalog:import <catalogue folder or .json file>   (writes to DATABASE_PATH)',
  );
  process.exit(2);
}
const { databasePath } = readConfig();
const path = fromInvocationDir(source);
try {
  const raw = readCatalogue(path);
  const db = openDatabase(databasePath);
  try {
    migrate(db);
    const summary = importCatalogue(db, raw);
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
