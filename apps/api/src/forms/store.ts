// The write path: the one module that stores what visitors send, in SQLite or PostgreSQL through the same queries.
// A submission and its notification e-mail are written in one transaction (an outbox): either both are kept or
// neither, and the mail is sent only afterwards.
import { createHash } from 'node:crypto';
import type { WriteStore, WriteTx } from '../db/writes';

export type CaptchaStatus = 'valid' | 'unavailable' | 'not-checked';

export interface OutboxMail {
  recipient: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
}

export interface SaveInput {
  form: string;
  payload: Record<string, unknown>;
  requestId: string;
  /** The client's Idempotency-Key, when it sent one. */
  idempotencyKey: string | undefined;
  /** {@link contentHash} of the normalised payload. */
  contentHash: string;
  captcha: CaptchaStatus;
  /** A submission with the same content within this many milliseconds is the same submission. */
  duplicateWindowMs: number;
  /** The notification to queue for the new submission's id. */
  notification: (submissionId: number) => OutboxMail;
}

export type SaveOutcome =
  | { kind: 'stored'; id: number; outboxId: number }
  /** The same submission was stored before (same key, or same content within the window): nothing new is kept. */
  | { kind: 'duplicate'; id: number }
  /** The key was used before for different content. */
  | { kind: 'conflict'; id: number };

export interface SubmissionStore {
  /** The submission stored under a client's idempotency key. */
  findByKey(form: string, key: string): Promise<{ id: number; contentHash: string } | undefined>;
  save(input: SaveInput): Promise<SaveOutcome>;
}

/** A stable fingerprint of a normalised submission: same fields and values, same hash, whatever the key order. */
export function contentHash(form: string, payload: Record<string, unknown>): string {
  const sorted = Object.keys(payload)
    .sort()
    .map((key) => [key, payload[key]]);
  return createHash('sha256')
    .update(JSON.stringify([form, sorted]))
    .digest('hex');
}

const isoBefore = (ms: number) => new Date(Date.now() - ms).toISOString();

/** A unique index refused the row: another request stored the same idempotency key first. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The submissions and their notifications in the configured store (SQLite file or PostgreSQL). */
export function createSubmissionStore(store: WriteStore): SubmissionStore {
  const findByKey = (tx: WriteTx, form: string, key: string) =>
    tx
      .selectFrom('submissions')
      .select(['id', 'content_hash as contentHash'])
      .where('form', '=', form)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();

  const save = (input: SaveInput) =>
    // Two requests with the same content (a double click, a retry through another replica) take the same lock, so
    // the second one sees the first one's row.
    store.transaction(`${input.form}:${input.contentHash}`, async (tx): Promise<SaveOutcome> => {
      if (input.idempotencyKey) {
        const existing = await findByKey(tx, input.form, input.idempotencyKey);
        if (existing) {
          return existing.contentHash === input.contentHash
            ? { kind: 'duplicate', id: existing.id }
            : { kind: 'conflict', id: existing.id };
        }
      }
      const same = await tx
        .selectFrom('submissions')
        .select('id')
        .where('form', '=', input.form)
        .where('content_hash', '=', input.contentHash)
        .where('created_at', '>=', isoBefore(input.duplicateWindowMs))
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (same !== undefined) return { kind: 'duplicate', id: same.id };
      const { id } = await tx
        .insertInto('submissions')
        .values({
          form: input.form,
          payload: JSON.stringify(input.payload),
          request_id: input.requestId,
          idempotency_key: input.idempotencyKey ?? null,
          content_hash: input.contentHash,
          captcha: input.captcha,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const mail = input.notification(id);
      const queued = await tx
        .insertInto('outbox')
        .values({
          submission_id: id,
          recipient: mail.recipient,
          reply_to: mail.replyTo ?? null,
          subject: mail.subject,
          body: mail.text,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { kind: 'stored', id, outboxId: queued.id };
    });

  return {
    findByKey: (form, key) => findByKey(store.db, form, key),
    async save(input) {
      try {
        return await save(input);
      } catch (error) {
        // The same key with other content, stored by another replica between our check and our insert.
        if (!input.idempotencyKey || !isUniqueViolation(error)) throw error;
        const existing = await findByKey(store.db, input.form, input.idempotencyKey);
        if (!existing) throw error;
        return existing.contentHash === input.contentHash
          ? { kind: 'duplicate', id: existing.id }
          : { kind: 'conflict', id: existing.id };
      }
    },
  };
}
