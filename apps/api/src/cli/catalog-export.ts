// pnpm --filter @fittings/api catalog:export <folder or .json file>: writes the current catalogue in the import format
// (into a folder, with its media files under media/).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from '../config';
import { exportCatalogue, writeCatalogue } from '../catalogue/exporter';
import { openDatabase } from '../db/database';
import { readStoredMedia, writeMediaFolder } from '../media/store';
import { fromInvocationDir } from './args';

const target = process.argv[2];
if (!target) {
  console.error('Usage: catalog:export <folder or .json file>   (reads DATABASE_PATH)');
  process.exit(2);
}
const { databasePath } = readConfig();
if (!existsSync(databasePath)) {
  console.error(
    `There is no database at ${databasePath}; start the API once or run catalog:import first.`,
  );
  process.exit(1);
}
const db = openDatabase(databasePath, { readonly: true });
try {
  const path = fromInvocationDir(target);
  const files = writeCatalogue(exportCatalogue(db), path);
  const media = path.endsWith('.json') ? [] : readStoredMedia(db);
  writeMediaFolder(media, join(path, 'media'));
  console.log(
    `Exported the catalogue of ${databasePath} to ${files.length === 1 ? files[0] : `${files.length} files in ${path}`}${media.length > 0 ? ` and ${media.length} media files` : ''}.`,
  );
} finally {
  db.close();
}
