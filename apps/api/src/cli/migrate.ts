// node dist/cli/migrate.js (pnpm --filter @fittings/api migrate): applies the migrations not yet applied to the SQLite
// file at DATABASE_PATH (creating and seeding it when missing) and, when DATABASE_URL is set, to PostgreSQL under an
// advisory lock. Safe to run twice, and while replicas run or start: each migration is applied once.
import { readConfig } from '../config';
import { migratePostgres, postgresWrites } from '../db/postgres';
import { prepareDatabase } from '../db/database';
import { exitOnStoreError, redactUrl } from './store';

const config = readConfig();
const db = prepareDatabase(config.databasePath);
db.close();
console.log(`SQLite ${config.databasePath}: migrated.`);
if (config.databaseUrl) {
  const where = redactUrl(config.databaseUrl);
  const store = postgresWrites(config.databaseUrl, { poolMax: 1 });
  try {
    const applied = await migratePostgres(store.pool);
    console.log(
      applied.length > 0
        ? `PostgreSQL ${where}: applied ${applied.join(', ')}.`
        : `PostgreSQL ${where}: up to date.`,
    );
  } catch (error) {
    exitOnStoreError(error, where);
  } finally {
    await store.close();
  }
}
