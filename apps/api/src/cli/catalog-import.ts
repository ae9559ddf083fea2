// pnpm --filter @fittings/api catalog:import <file or folder> [--demo-art]: validates, then replaces the catalogue
// (and its media: the folder's `media/`, or with --demo-art the demo art drawn from the records) in one transaction.
import { readConfig } from '../config';
import { CatalogueError } from '../catalogue/errors';
import { importCatalogueWithMedia } from '../catalogue/prepare';
import { migrate, openDatabase } from '../db/database';
import { fromInvocationDir } from './args';

const args = process.argv.slice(2);
const demoArt = args.includes('--demo-art');
const source = args.find((arg) => !arg.startsWith('--'));
if (!source) {
  console.error(
    'Usage: catalog:import <catalogue folder or .json file> [--demo-art]   (writes to DATABASE_PATH)',
  );
  process.exit(2);
}
const { databasePath } = readConfig();
const path = fromInvocationDir(source);
try {
  const db = openDatabase(databasePath);
  try {
    migrate(db);
    const summary = await importCatalogueWithMedia(db, path, { demoArt });
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
