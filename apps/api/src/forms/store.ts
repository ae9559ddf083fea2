// The write path: the one module that stores what visitors send, so moving writes to PostgreSQL stays a local change.
import type { Db } from '../db/database';

export interface SubmissionStore {
  save(form: string, payload: unknown, requestId: string): number;
}

export function sqliteSubmissionStore(db: Db): SubmissionStore {
  const insert = db.prepare('INSERT INTO submissions (form, payload, request_id) VALUES (?, ?, ?)');
  return {
    save: (form, payload, requestId) =>
      Number(insert.run(form, JSON.stringify(payload), requestId).lastInsertRowid),
  };
}
