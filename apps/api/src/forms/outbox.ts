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
  /** Claimed by a sender and not sent: a stop mid-send; never retried on its own (it may have left). */
  claimedAt: string | null;
  providerResponse: string | null;
}

export interface OutboxStore {
  /** The mail of one row, when it is not sent yet. */
  unsent(id: number): Promise<OutboxEntry | undefined>;
  /**
   * Takes one row for sending, before it goes to SMTP: only a row queued or failed, not claimed, is taken, in one
   * UPDATE, so two senders (two replicas, the timer and a request) never both send it. Counts the attempt.
   */
  claim(id: number): Promise<OutboxEntry | undefined>;
  /** Sent: records the mail server's answer. */
  markSent(id: number, providerResponse: string | null): Promise<void>;
  /** A definite failure: releases the claim, and the row waits until `retryAt` for its next try. */
  markFailed(id: number, error: string, retryAt: Date): Promise<void>;
  /** Ids of the rows queued or failed, unclaimed, with fewer than `maxAttempts` tries and due by `now`, oldest first. */
  pending(maxAttempts: number, now?: Date): Promise<number[]>;
  /** Every row (or only those not sent), oldest first: what the `outbox` command prints. */
  list(options: { all: boolean }): Promise<OutboxEntry[]>;
  /** How many rows are not sent (queued or failed), and when the oldest of them was queued: what metrics show. */
  stats(): Promise<{ unsent: number; oldestCreatedAt: string | undefined }>;
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
        'claimed_at',
        'provider_response',
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
    claimedAt: row.claimed_at === null ? null : isoTime(row.claimed_at),
    providerResponse: row.provider_response,
  });

  return {
    async unsent(id) {
      const row = await entries()
        .where('id', '=', id)
        .where('status', '!=', 'sent')
        .executeTakeFirst();
      return row && toEntry(row);
    },
    async claim(id) {
      const claimed = await db
        .updateTable('outbox')
        .set((eb) => ({ claimed_at: new Date().toISOString(), attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'failed'])
        .where('claimed_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return undefined;
      const row = await entries().where('id', '=', id).executeTakeFirst();
      return row && toEntry(row);
    },
    async markSent(id, providerResponse) {
      await db
        .updateTable('outbox')
        .set({
          status: 'sent',
          last_error: null,
          sent_at: new Date().toISOString(),
          provider_response: providerResponse?.slice(0, 500) ?? null,
        })
        .where('id', '=', id)
        .execute();
    },
    async markFailed(id, error, retryAt) {
      await db
        .updateTable('outbox')
        .set({
          status: 'failed',
          last_error: error,
          claimed_at: null,
          next_attempt_at: retryAt.toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },
    async pending(maxAttempts, now = new Date()) {
      const rows = await db
        .selectFrom('outbox')
        .select('id')
        .where('status', 'in', ['queued', 'failed'])
        .where('claimed_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .where((eb) =>
          eb.or([
            eb('next_attempt_at', 'is', null),
            eb('next_attempt_at', '<=', now.toISOString()),
          ]),
        )
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },
    async list({ all }) {
      let query = entries();
      if (!all) query = query.where('status', '!=', 'sent');
      return (await query.orderBy('id').execute()).map(toEntry);
    },
    async stats() {
      const row = await db
        .selectFrom('outbox')
        .select((eb) => [eb.fn.countAll().as('unsent'), eb.fn.min('created_at').as('oldest')])
        .where('status', '!=', 'sent')
        .executeTakeFirst();
      return {
        unsent: Number(row?.unsent ?? 0),
        oldestCreatedAt: row?.oldest ? isoTime(row.oldest) : undefined,
      };
    },
  };
}
