// Opens and migrates the database and, on first start, seeds the catalogue shipped with the package together with
// its media: the files of the folder's `media/` (the demo catalogue's are written there by tools/demo-catalogue).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, openDatabase, type Db } from '../db/database';
import { variantCacheDir, withImageVariants } from '../media/images';
import { readMediaFolder } from '../media/store';
import { seedCatalogueDir } from '../paths';
import { importCatalogue, type ImportSummary } from './importer';
import { readCatalogue } from './read';
import { validateCatalogue } from './validate';

export { variantCacheDir };

/** Whether the catalogue tables hold an imported catalogue. */
export function isSeeded(db: Db): boolean {
  return db.prepare("SELECT 1 FROM meta WHERE key = 'catalogue_hash'").get() !== undefined;
}

/** Says how a first start's seeding goes (`pnpm start` prints it); silent by default. */
export type Progress = (step: string) => void;

/**
 * Imports the catalogue folder (or file) at `path` with its media: the files of `media/` beside the section files
 * when present (a brand's own images and documents, or the demo catalogue's), else the media already stored are kept.
 */
export async function importCatalogueWithMedia(
  db: Db,
  path: string,
  options: { progress?: Progress } = {},
): Promise<ImportSummary> {
  const progress = options.progress ?? (() => undefined);
  const started = performance.now();
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const raw = readCatalogue(path);
  const mediaDir = join(path, 'media');
  if (!existsSync(mediaDir)) return importCatalogue(db, raw);
  // Validate before reading the media: a broken catalogue should fail at once.
  const catalogue = validateCatalogue(raw);
  progress(`reading the pictures and documents of ${catalogue.products.length} products…`);
  const files = readMediaFolder(mediaDir);
  progress(
    `read ${files.length} files (${seconds()}); checking the photos (their sizes are made on first request, kept in ${variantCacheDir()})…`,
  );
  // Photos are encoded before the import's transaction (sharp is asynchronous); a damaged one stops the import here.
  const media = await withImageVariants(files, { cacheDir: variantCacheDir() });
  progress(`photos ready (${seconds()}); importing the catalogue…`);
  const summary = importCatalogue(db, catalogue, { media });
  progress(`catalogue imported (${seconds()})`);
  return summary;
}

/** Opens, migrates and, when the catalogue is empty, seeds it (and its media) from the package's catalogue. */
export async function prepareDatabase(
  path: string,
  options: { seedDir?: string; progress?: Progress } = {},
): Promise<Db> {
  const db = openDatabase(path);
  try {
    migrate(db);
    if (!isSeeded(db)) {
      options.progress?.(`seeding a new catalogue in ${path}`);
      await importCatalogueWithMedia(
        db,
        options.seedDir ?? seedCatalogueDir(),
        options.progress ? { progress: options.progress } : {},
      );
    }
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
