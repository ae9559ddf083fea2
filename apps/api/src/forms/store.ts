// The write path: the one module that stores what visitors send, so moving writes to PostgreSQL stays a local change.
// A submission and its notification e-mail are written in one transaction (an outbox): either both are kept or
// neither, and the mail is sent only afterwards.
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';

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
  findByKey(form: string, key: string): { id: number; contentHash: string } | undefined;
  save(input: SaveInput): SaveOutcome;
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

export function sqliteSubmissionStore(db: Db): SubmissionStore {
  const byKey = db.prepare<[string, string], { id: number; contentHash: string }>(
    'SELECT id, content_hash AS contentHash FROM submissions WHERE form = ? AND idempotency_key = ?',
  );
  const byContent = db
    .prepare<[string, string, string], number>(
      'SELECT id FROM submissions WHERE form = ? AND content_hash = ? AND created_at >= ? ORDER BY id DESC LIMIT 1',
    )
    .pluck();
  const insert = db.prepare(
    `INSERT INTO submissions (form, payload, request_id, idempotency_key, content_hash, captcha)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const queue = db.prepare(
    'INSERT INTO outbox (submission_id, recipient, reply_to, subject, body) VALUES (?, ?, ?, ?, ?)',
  );

  const save = db.transaction((input: SaveInput): SaveOutcome => {
    if (input.idempotencyKey) {
      const existing = byKey.get(input.form, input.idempotencyKey);
      if (existing) {
        return existing.contentHash === input.contentHash
          ? { kind: 'duplicate', id: existing.id }
          : { kind: 'conflict', id: existing.id };
      }
    }
    const same = byContent.get(input.form, input.contentHash, isoBefore(input.duplicateWindowMs));
    if (same !== undefined) return { kind: 'duplicate', id: same };
    const id = Number(
      insert.run(
        input.form,
        JSON.stringify(input.payload),
        input.requestId,
        input.idempotencyKey ?? null,
        input.contentHash,
        input.captcha,
      ).lastInsertRowid,
    );
    const mail = input.notification(id);
    const outboxId = Number(
      queue.run(id, mail.recipient, mail.replyTo ?? null, mail.subject, mail.text).lastInsertRowid,
    );
    return { kind: 'stored', id, outboxId };
  });

  return {
    findByKey: (form, key) => byKey.get(form, key),
    save: (input) => save.immediate(input),
  };
}
