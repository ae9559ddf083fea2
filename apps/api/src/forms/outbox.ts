// The outbox of notification e-mails, in whichever store holds the submissions: the notifier and the `outbox`
// command go through these queries only, so a change to how mail is retried lands in SQLite and PostgreSQL alike.
import { isoTime, type WriteStore } from '../db/writes';

export interface OutboxEntry {
  id: number;
  status: 'queued' | 'sent' | 'failed';
  recipient: string;
  replyTo: string | null;
  subject: string;
  body: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxStore {
  /** The mail of one row, when it is not sent yet. */
  unsent(id: number): Promise<OutboxEntry | undefined>;
  markSent(id: number): Promise<void>;
  markFailed(id: number, error: string): Promise<void>;
  /** Ids of the rows still queued or failed with fewer than `maxAttempts` tries, oldest first. */
  pending(maxAttempts: number): Promise<number[]>;
  /** Every row (or only those not sent), oldest first: what the `outbox` command prints. */
  list(options: { all: boolean }): Promise<OutboxEntry[]>;
}

export function createOutboxStore(store: WriteStore): OutboxStore {
  const { db } = store;
  const entries = () =>
    db
      .selectFrom('outbox')
      .select([
        'id',
        'status',
        'recipient',
        'reply_to',
        'subject',
        'body',
        'attempts',
        'last_error',
        'created_at',
        'sent_at',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof entries>['executeTakeFirstOrThrow']>>;
  const toEntry = (row: Row): OutboxEntry => ({
    id: row.id,
    status: row.status,
    recipient: row.recipient,
    replyTo: row.reply_to,
    subject: row.subject,
    body: row.body,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    createdAt: isoTime(row.created_at),
    sentAt: row.sent_at === null ? null : isoTime(row.sent_at),
  });

  return {
    async unsent(id) {
      const row = await entries()
        .where('id', '=', id)
        .where('status', '!=', 'sent')
        .executeTakeFirst();
      return row && toEntry(row);
    },
    async markSent(id) {
      await db
        .updateTable('outbox')
        .set((eb) => ({
          status: 'sent',
          attempts: eb('attempts', '+', 1),
          last_error: null,
          sent_at: new Date().toISOString(),
        }))
        .where('id', '=', id)
        .execute();
    },
    async markFailed(id, error) {
      await db
        .updateTable('outbox')
        .set((eb) => ({ status: 'failed', attempts: eb('attempts', '+', 1), last_error: error }))
        .where('id', '=', id)
        .execute();
    },
    async pending(maxAttempts) {
      const rows = await db
        .selectFrom('outbox')
        .select('id')
        .where('status', 'in', ['queued', 'failed'])
        .where('attempts', '<', maxAttempts)
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },
    async list({ all }) {
      let query = entries();
      if (!all) query = query.where('status', '!=', 'sent');
      return (await query.orderBy('id').execute()).map(toEntry);
    },
  };
}
