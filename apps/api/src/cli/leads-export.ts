// pnpm --filter @fittings/api leads:export [file.csv] [--since=2026-11-01]: the leads as CSV, to the file or to
// standard output, from PostgreSQL when DATABASE_URL is set, else from the SQLite file at DATABASE_PATH.
import { writeFileSync } from 'node:fs';
import { readConfig } from '../config';
import { exportLeads } from '../forms/export';
import { fromInvocationDir } from './args';
import { exitOnStoreError, openCliStore } from './store';

const args = process.argv.slice(2);
const since = args.find((arg) => arg.startsWith('--since='))?.slice('--since='.length);
const target = args.find((arg) => !arg.startsWith('--'));
if (args.some((arg) => arg === '--help' || arg === '-h')) {
  console.log(
    'Usage: leads:export [file.csv] [--since=YYYY-MM-DD]   (reads DATABASE_URL, else DATABASE_PATH)',
  );
  process.exit(0);
}
if (since !== undefined && Number.isNaN(Date.parse(since))) {
  console.error(`--since must be a date such as 2026-11-01, not "${since}"`);
  process.exit(2);
}
const { store, where, close } = openCliStore(readConfig());
try {
  const { csv, count } = await exportLeads(store, {
    since: since === undefined ? undefined : new Date(since).toISOString(),
  });
  if (target && target !== '-') {
    const file = fromInvocationDir(target);
    writeFileSync(file, csv);
    console.error(`Wrote ${count} lead${count === 1 ? '' : 's'} from ${where} to ${file}.`);
  } else {
    process.stdout.write(csv);
  }
} catch (error) {
  exitOnStoreError(error, where);
} finally {
  await close();
}
