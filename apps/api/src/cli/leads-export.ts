// pnpm --filter @fittings/api leads:export [file.csv] [--since=2026-11-01]: the leads in DATABASE_PATH as CSV, to
// the file or to standard output.
import { existsSync, writeFileSync } from 'node:fs';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { sqliteWrites } from '../db/writes';
import { exportLeads } from '../forms/export';
import { fromInvocationDir } from './args';

const args = process.argv.slice(2);
const since = args.find((arg) => arg.startsWith('--since='))?.slice('--since='.length);
const target = args.find((arg) => !arg.startsWith('--'));
if (args.some((arg) => arg === '--help' || arg === '-h')) {
  console.log('Usage: leads:export [file.csv] [--since=YYYY-MM-DD]   (reads DATABASE_PATH)');
  process.exit(0);
}
if (since !== undefined && Number.isNaN(Date.parse(since))) {
  console.error(`--since must be a date such as 2026-11-01, not "${since}"`);
  process.exit(2);
}
const { databasePath } = readConfig();
if (!existsSync(databasePath)) {
  console.error(`There is no database at ${databasePath}; start the API once first.`);
  process.exit(1);
}
const db = openDatabase(databasePath, { readonly: true });
try {
  const { csv, count } = await exportLeads(sqliteWrites(db), {
    since: since === undefined ? undefined : new Date(since).toISOString(),
  });
  if (target && target !== '-') {
    const file = fromInvocationDir(target);
    writeFileSync(file, csv);
    console.error(`Wrote ${count} lead${count === 1 ? '' : 's'} from ${databasePath} to ${file}.`);
  } else {
    process.stdout.write(csv);
  }
} finally {
  db.close();
}
