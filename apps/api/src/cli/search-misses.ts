// pnpm search:misses [--limit=50]: the searches that found nothing, most frequent first, from PostgreSQL when
// DATABASE_URL is set, else from the SQLite file at DATABASE_PATH. Each is a candidate for a synonym group.
import { readConfig } from '../config';
import { topMisses } from '../search/misses';
import { exitOnStoreError, openCliStore } from './store';

const args = process.argv.slice(2);
if (args.some((arg) => arg === '--help' || arg === '-h')) {
  console.log('Usage: search:misses [--limit=50]   (reads DATABASE_URL, else DATABASE_PATH)');
  process.exit(0);
}
const limitArg = args.find((arg) => arg.startsWith('--limit='))?.slice('--limit='.length);
const limit = limitArg === undefined ? 50 : Number(limitArg);
if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
  console.error(`--limit must be a whole number from 1 to 10000, not "${limitArg}"`);
  process.exit(2);
}
const { store, where, close } = await openCliStore(readConfig());
try {
  const misses = await topMisses(store, limit);
  if (misses.length === 0) console.log(`No search has found nothing yet (${where}).`);
  for (const { term, count } of misses) console.log(`${String(count).padStart(7)}  ${term}`);
} catch (error) {
  if (error instanceof Error && /no such table|does not exist/.test(error.message)) {
    console.error(`${where} has no search counts yet: start the API on it once, or run migrate.`);
    process.exitCode = 1;
  } else exitOnStoreError(error, where);
} finally {
  await close();
}
