// pnpm --filter @fittings/api outbox [--all]: prints the notification e-mails not sent yet (no SMTP configured, or
// sending failed), so a person can read the submissions without a mail server. --all includes the sent ones.
import { existsSync } from 'node:fs';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';

const all = process.argv.includes('--all');
const { databasePath } = readConfig();
if (!existsSync(databasePath)) {
  console.error(`There is no database at ${databasePath}; start the API once first.`);
  process.exit(1);
}
const db = openDatabase(databasePath, { readonly: true });
try {
  const rows = db
    .prepare<
      [],
      {
        id: number;
        status: string;
        recipient: string;
        reply_to: string | null;
        subject: string;
        body: string;
        created_at: string;
        last_error: string | null;
      }
    >(
      `SELECT id, status, recipient, reply_to, subject, body, created_at, last_error FROM outbox
       ${all ? '' : "WHERE status != 'sent'"} ORDER BY id`,
    )
    .all();
  for (const row of rows) {
    console.log(`#${row.id} ${row.status.toUpperCase()} ${row.created_at}`);
    console.log(`To: ${row.recipient}${row.reply_to ? `\nReply-To: ${row.reply_to}` : ''}`);
    console.log(`Subject: ${row.subject}`);
    if (row.last_error) console.log(`Last error: ${row.last_error}`);
    console.log(`\n${row.body}\n${'-'.repeat(72)}`);
  }
  console.error(`${rows.length} message${rows.length === 1 ? '' : 's'}${all ? '' : ' not sent'}.`);
} finally {
  db.close();
}
