// The store of what visitors write (form submissions, the e-mail outbox, rate-limit counters), behind one typed query
// layer (Kysely) so the same code runs on the embedded SQLite file or on a PostgreSQL shared by every replica.
import {
  Kysely,
  sql,
  SqliteDialect,
  type ColumnType,
  type Generated,
  type Transaction,
} from 'kysely';
import type { Db } from './database';

export interface SubmissionsTable {
  id: Generated<number>;
  form: string;
  /** The normalised submission as JSON text. */
  payload: string;
  request_id: string;
  idempotency_key: string | null;
  content_hash: string;
  captcha: string;
  /** ISO text in SQLite, timestamptz (a Date) in PostgreSQL; see {@link isoTime}. */
  created_at: ColumnType<string | Date, string | undefined, never>;
}

export interface OutboxTable {
  id: Generated<number>;
  submission_id: number;
  recipient: string;
  reply_to: string | null;
  subject: string;
  body: string;
  status: ColumnType<
    'queued' | 'sent' | 'failed',
    'queued' | undefined,
    'queued' | 'sent' | 'failed'
  >;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: ColumnType<string | Date, string | undefined, never>;
  sent_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  /** Set when a sender took the row (before SMTP); cleared on a definite failure. Set and not sent: in doubt. */
  claimed_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  /** Not retried before this time (backoff after a failure). */
  next_attempt_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  /** What the mail server answered when it accepted the message (e.g. `250 OK queued as …`). */
  provider_response: string | null;
}

/** One fixed window per client (PostgreSQL only: with SQLite the counters stay in the process's memory). */
export interface RateLimitsTable {
  client: string;
  /** Epoch milliseconds when the window ends. */
  reset_at: number;
  count: number;
}

/** Catalogue versions imported on any replica (PostgreSQL only; see catalogue/sync.ts). */
export interface CatalogueSnapshotsTable {
  version: Generated<number>;
  hash: string;
  /** The validated catalogue document as JSON text. */
  document: string;
  created_at: ColumnType<Date, never, never>;
}

/** Searches that found nothing, by their normalised words (see search/misses.ts). */
export interface SearchMissesTable {
  term: string;
  count: number;
  /** The day (YYYY-MM-DD) it was last searched; '' for rows from before the age limit. */
  last_seen: ColumnType<string, string | undefined, string>;
}

/** Error reports grouped by fingerprint (see observe/errors.ts). */
export interface ErrorGroupsTable {
  fingerprint: string;
  source: string;
  type: string;
  message: string;
  stack: string;
  release: string;
  route: string;
  request_id: string;
  count: number;
  bytes: number;
  first_seen: ColumnType<string | Date, string, string>;
  last_seen: ColumnType<string | Date, string, string>;
}

export interface WriteSchema {
  error_groups: ErrorGroupsTable;
  search_misses: SearchMissesTable;
  submissions: SubmissionsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  catalogue_snapshots: CatalogueSnapshotsTable;
}

export type WriteDb = Kysely<WriteSchema>;
export type WriteTx = Transaction<WriteSchema> | Kysely<WriteSchema>;

/** Where writes go, and how a transaction that must not interleave with another is run there. */
export interface WriteStore {
  readonly kind: 'sqlite' | 'postgres';
  readonly db: WriteDb;
  /**
   * Runs `work` in one transaction. `lock` names what must not be written concurrently (e.g. one form's content
   * hash): SQLite takes the write lock at once (BEGIN IMMEDIATE), PostgreSQL a transaction-scoped advisory lock.
   */
  transaction<T>(lock: string, work: (tx: WriteTx) => Promise<T>): Promise<T>;
  /** Closes what this store opened (not the SQLite handle it was given). */
  close(): Promise<void>;
}

/** A time column as ISO text, whichever store it came from. */
export const isoTime = (value: string | Date): string =>
  typeof value === 'string' ? value : value.toISOString();

/** The writes in the API's own SQLite file, over the handle the catalogue uses (today's default). */
export function sqliteWrites(handle: Db): WriteStore {
  const db = new Kysely<WriteSchema>({ dialect: new SqliteDialect({ database: handle }) });
  return {
    kind: 'sqlite',
    db,
    // Kysely's SQLite driver holds its one connection for the whole callback, so transactions of this process run
    // one after the other; BEGIN IMMEDIATE makes another process (a CLI) wait for the write lock, not fail midway.
    transaction: (_lock, work) =>
      db.connection().execute(async (connection) => {
        await sql`BEGIN IMMEDIATE`.execute(connection);
        try {
          const result = await work(connection);
          await sql`COMMIT`.execute(connection);
          return result;
        } catch (error) {
          if (handle.inTransaction) await sql`ROLLBACK`.execute(connection);
          throw error;
        }
      }),
    // The handle belongs to the caller (the catalogue reads it too): destroying Kysely would close it.
    close: async () => undefined,
  };
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/**
 * Whether an error means the store cannot be reached or is shutting down (answered 503, try again later), as
 * opposed to a bug (500): PostgreSQL down, restarting or refusing connections, the pool timing out, SQLite locked.
 */
export function isStoreUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNREACHABLE.has(code)) return true;
    // PostgreSQL: class 08 connection exceptions, 57P01-57P03 shutdown / cannot connect now, 53300 too many clients.
    if (/^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return true;
  }
  if (error instanceof AggregateError) return error.errors.some(isStoreUnavailable);
  return /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connect ECONNREFUSED/i.test(
    error.message,
  );
}
