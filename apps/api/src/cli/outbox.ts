// pnpm --filter @fittings/api outbox [--all]: prints the notification e-mails not sent yet (no SMTP configured, or
// sending failed), so a person can read the submissions without a mail server. --all includes the sent ones.
// Reads PostgreSQL when DATABASE_URL is set, else the SQLite file at DATABASE_PATH.
import { readConfig } from '../config';
import { createOutboxStore } from '../forms/outbox';
import { exitOnStoreError, openCliStore } from './store';

const all = process.argv.includes('--all');
const { store, where, close } = openCliStore(readConfig());
try {
  const rows = await createOutboxStore(store).list({ all });
  for (const row of rows) {
    console.log(`#${row.id} ${row.status.toUpperCase()} ${row.createdAt}`);
    console.log(`To: ${row.recipient}${row.replyTo ? `\nReply-To: ${row.replyTo}` : ''}`);
    console.log(`Subject: ${row.subject}`);
    if (row.lastError) console.log(`Last error: ${row.lastError}`);
    console.log(`\n${row.body}\n${'-'.repeat(72)}`);
  }
  console.error(`${rows.length} message${rows.length === 1 ? '' : 's'}${all ? '' : ' not sent'}.`);
} catch (error) {
  exitOnStoreError(error, where);
} finally {
  await close();
}
