// pnpm --filter @fittings/api outbox [--all]: prints the notification e-mails not sent yet (no SMTP configured, or
// sending failed), so a person can read the submissions without a mail server. --all includes the sent ones.
import { existsSync } from 'node:fs';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { sqliteWrites } from '../db/writes';
import { createOutboxStore } from '../forms/outbox';

const all = process.argv.includes('--all');
const { databasePath } = readConfig();
if (!existsSync(databasePath)) {
  console.error(`There is no database at ${databasePath}; start the API once first.`);
  process.exit(1);
}
const db = openDatabase(databasePath, { readonly: true });
try {
  const rows = await createOutboxStore(sqliteWrites(db)).list({ all });
  for (const row of rows) {
    console.log(`#${row.id} ${row.status.toUpperCase()} ${row.createdAt}`);
    console.log(`To: ${row.recipient}${row.replyTo ? `\nReply-To: ${row.replyTo}` : ''}`);
    console.log(`Subject: ${row.subject}`);
    if (row.lastError) console.log(`Last error: ${row.lastError}`);
    console.log(`\n${row.body}\n${'-'.repeat(72)}`);
  }
  console.error(`${rows.length} message${rows.length === 1 ? '' : 's'}${all ? '' : ' not sent'}.`);
} finally {
  db.close();
}
