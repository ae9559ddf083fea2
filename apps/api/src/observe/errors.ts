// Error reporting (issue 29) through the Sentry SDK. With SENTRY_DSN the API's own errors go to that Sentry (or a
// self-hosted server speaking its protocol). Without one, the embedded default: a transport of our own writes each
// event into the store of writes (SQLite, or PostgreSQL with DATABASE_URL), grouped by fingerprint, and the web
// servers send theirs and the browser's to POST /errors (loopback: nginx never forwards it). `pnpm errors` lists them.
// Nothing personal is kept: messages lose e-mail addresses, phone numbers and query strings; request data, cookies,
// headers and users are dropped from every event before it leaves the process.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  NodeClient,
  Scope,
  defaultStackParser,
  linkedErrorsIntegration,
  makeNodeTransport,
  type ErrorEvent,
  type Event,
  type NodeOptions,
} from '@sentry/node';
import { scrubErrorEvent, scrubReportText, withoutQueryString } from '@fittings/catalog-core';
import type { Logger } from 'pino';
import { isoTime, type WriteStore } from '../db/writes';

/** The largest report POST /errors takes, as sent (a Sentry event's JSON); past it 413. */
export const MAX_REPORT_BYTES = 16 * 1024;
/** The most kinds of error kept; past it a new kind is refused (and counted in the log), known kinds still counted. */
export const MAX_ERROR_GROUPS = 1000;
/** The most bytes of text kept over all groups (each group at most MAX_GROUP_BYTES): 1000 × 16 KB at worst. */
export const MAX_STORED_BYTES = 8 * 1024 * 1024;
const LIMITS = { type: 200, message: 1000, stack: 8000, release: 100, route: 200, requestId: 100 };
export const MAX_GROUP_BYTES = Object.values(LIMITS).reduce((sum, n) => sum + n, 0);
/** Stack frames kept per report, innermost first. */
const MAX_FRAMES = 50;

export const SOURCES = ['api', 'web', 'browser'] as const;
export type ErrorSource = (typeof SOURCES)[number];

/** One occurrence, as stored: every text scrubbed and cut to its bound. */
export interface ErrorReport {
  source: ErrorSource;
  type: string;
  message: string;
  /** V8's `    at fn (file:line:column)` lines, innermost first, without the message line. */
  stack: string;
  release: string;
  route: string;
  requestId: string;
}

/** A text with e-mail addresses, phone numbers and URLs' query strings and fragments taken out (catalog-core). */
export const scrubText = scrubReportText;
/** Sentry's beforeSend, the same rules as the web server's (catalog-core's scrubErrorEvent). */
export const scrubEvent = scrubErrorEvent;
const withoutQuery = withoutQueryString;

const cut = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.slice(0, max) : '';

interface Frame {
  filename?: unknown;
  function?: unknown;
  lineno?: unknown;
  colno?: unknown;
}

/** An event (Sentry's JSON: ours, the web server's or a browser's) as the report stored, or why it cannot be. */
export function reportFromEvent(
  event: unknown,
  source: ErrorSource,
  defaults: { release?: string } = {},
): ErrorReport | { error: string } {
  if (typeof event !== 'object' || event === null || Array.isArray(event))
    return { error: 'The report must be a Sentry event: a JSON object.' };
  const { exception, message, release, tags } = event as Event;
  const values = exception?.values;
  const last = Array.isArray(values) ? values[values.length - 1] : undefined;
  if (values !== undefined && (!Array.isArray(values) || typeof last !== 'object' || !last))
    return { error: 'exception.values must be a list of exceptions.' };
  const text = last?.value ?? (typeof message === 'string' ? message : undefined);
  if (typeof text !== 'string' || text === '')
    return { error: 'The report has no exception and no message.' };
  const frames: unknown = last?.stacktrace?.frames ?? [];
  if (!Array.isArray(frames)) return { error: 'stacktrace.frames must be a list.' };
  const lines = (frames as Frame[])
    .slice(-MAX_FRAMES)
    .reverse()
    .filter((frame) => typeof frame === 'object' && frame !== null)
    .map((frame) => {
      const file = withoutQuery(typeof frame.filename === 'string' ? frame.filename : '?');
      const where = `${file}:${Number(frame.lineno) || 0}:${Number(frame.colno) || 0}`;
      const name =
        typeof frame.function === 'string' && frame.function !== '?' ? frame.function : '';
      return name ? `    at ${name} (${where})` : `    at ${where}`;
    });
  const tag = (name: string) => {
    const value = (tags as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' ? value : '';
  };
  return {
    source,
    type: cut(last?.type ?? 'Message', LIMITS.type) || 'Error',
    message: cut(scrubText(text), LIMITS.message),
    stack: cut(lines.join('\n'), LIMITS.stack),
    release: cut(defaults.release ?? release, LIMITS.release) || 'unknown',
    route: cut(tag('route'), LIMITS.route) || '(unknown)',
    requestId: cut(tag('request_id'), LIMITS.requestId),
  };
}

/**
 * What makes two reports one kind of error: where it came from, its type, its message with the numbers and ids
 * taken out, and the top frames by file and function (not line: a new release moves lines; fingerprinted asset
 * names lose their hash).
 */
export function fingerprintOf(report: ErrorReport): string {
  const message = report.message
    .replace(/\b[0-9a-f]{8,}\b/gi, 'x')
    .replace(/\d+/g, '0')
    .slice(0, 300);
  const frames = report.stack
    .split('\n')
    .slice(0, 5)
    .map((line) =>
      line
        .replace(/:\d+:\d+\)?$/, '')
        .replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js')
        .replace(/^\s*at\s+/, '')
        .replace(/^.*\(/, (prefix) => prefix.replace(/\s*\($/, ' ')),
    );
  return createHash('sha256')
    .update([report.source, report.type, message, ...frames].join('\n'))
    .digest('hex')
    .slice(0, 32);
}

export type RecordResult = 'new' | 'counted' | 'refused';

/** Counts one occurrence in its group, creating the group unless the store is at its bound of groups or bytes. */
export async function recordError(
  store: WriteStore,
  report: ErrorReport,
  now = new Date(),
): Promise<RecordResult> {
  const fingerprint = fingerprintOf(report);
  const seen = now.toISOString();
  const latest = { release: report.release, route: report.route, request_id: report.requestId };
  const updated = await store.db
    .updateTable('error_groups')
    .set((eb) => ({ count: eb('count', '+', 1), last_seen: seen, ...latest }))
    .where('fingerprint', '=', fingerprint)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return 'counted';
  const bytes = Object.values(report).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  return store.transaction('error_groups', async (tx) => {
    const totals = (await tx
      .selectFrom('error_groups')
      .select((eb) => [
        eb.fn.countAll<number>().as('groups'),
        eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('bytes'),
      ])
      .executeTakeFirstOrThrow()) as { groups: number | string; bytes: number | string };
    const existing = await tx
      .selectFrom('error_groups')
      .select('fingerprint')
      .where('fingerprint', '=', fingerprint)
      .executeTakeFirst();
    if (
      !existing &&
      (Number(totals.groups) >= MAX_ERROR_GROUPS || Number(totals.bytes) + bytes > MAX_STORED_BYTES)
    )
      return 'refused' as const;
    await tx
      .insertInto('error_groups')
      .values({
        fingerprint,
        source: report.source,
        type: report.type,
        message: report.message,
        stack: report.stack,
        ...latest,
        count: 1,
        bytes,
        first_seen: seen,
        last_seen: seen,
      })
      .onConflict((oc) =>
        oc.column('fingerprint').doUpdateSet((eb) => ({
          count: eb('error_groups.count', '+', 1),
          last_seen: seen,
          ...latest,
        })),
      )
      .execute();
    return existing ? ('counted' as const) : ('new' as const);
  });
}

export interface ErrorGroup extends ErrorReport {
  fingerprint: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
}

/** The groups, the most recently seen first. */
export async function listErrorGroups(store: WriteStore, limit = 50): Promise<ErrorGroup[]> {
  const rows = await store.db
    .selectFrom('error_groups')
    .selectAll()
    .orderBy('last_seen', 'desc')
    .orderBy('fingerprint')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    fingerprint: row.fingerprint,
    source: row.source as ErrorSource,
    type: row.type,
    message: row.message,
    stack: row.stack,
    release: row.release,
    route: row.route,
    requestId: row.request_id,
    count: Number(row.count),
    firstSeen: isoTime(row.first_seen),
    lastSeen: isoTime(row.last_seen),
  }));
}

/** This build's release: SENTRY_RELEASE, else `api@` and a hash of the running code. */
export function apiRelease(env: NodeJS.ProcessEnv = process.env): string {
  const set = env.SENTRY_RELEASE?.trim();
  if (set) return set;
  try {
    const code = readFileSync(fileURLToPath(import.meta.url));
    return `api@${createHash('sha256').update(code).digest('hex').slice(0, 12)}`;
  } catch {
    return 'api@unknown';
  }
}

type Transport = ReturnType<NonNullable<NodeOptions['transport']>>;

/** The DSN the embedded transport is given: the SDK sends nothing without one, and this one is never dialled. */
const EMBEDDED_DSN = 'http://embedded@127.0.0.1/0';

/** A Sentry transport that writes each event into the store instead of sending it anywhere. */
export function storeTransport(
  store: WriteStore,
  source: ErrorSource,
  logger?: Logger,
): () => Transport {
  return () => ({
    async send(envelope: Parameters<Transport['send']>[0]) {
      const [, items] = envelope;
      for (const [header, payload] of items) {
        if (header.type !== 'event') continue;
        const report = reportFromEvent(payload, source);
        if ('error' in report) continue;
        const result = await recordError(store, report).catch((error: unknown) => {
          logger?.error({ err: error }, 'error report not stored');
          return 'failed';
        });
        if (result === 'refused')
          logger?.warn({ type: report.type }, 'error store full: a new kind of error not stored');
      }
      return {};
    },
    flush: () => Promise.resolve(true),
  });
}

export interface ErrorReporter {
  /** Reports an error with the route pattern and request id it happened under. */
  capture(error: unknown, where: { route?: string; requestId?: string }): void;
  flush(): Promise<boolean>;
}

/**
 * The API's reporter: a Sentry client of its own (not the process-wide one, so each app in a test has its store),
 * sending to `dsn` when given, else into `store`. Off in development (spec section 9).
 */
export function createErrorReporter(options: {
  store: WriteStore;
  dsn?: string | undefined;
  release?: string;
  environment?: string;
  logger?: Logger;
}): ErrorReporter {
  const environment = options.environment ?? process.env.NODE_ENV ?? 'production';
  if (environment === 'development') return { capture: () => undefined, flush: async () => true };
  const dsn = options.dsn?.trim();
  const client = new NodeClient({
    dsn: dsn || EMBEDDED_DSN,
    release: options.release ?? apiRelease(),
    environment,
    transport: dsn ? makeNodeTransport : storeTransport(options.store, 'api', options.logger),
    stackParser: defaultStackParser,
    integrations: [linkedErrorsIntegration()],
    beforeSend: (event: ErrorEvent) => scrubEvent(event),
  });
  client.init();
  return {
    capture(error, where) {
      const scope = new Scope();
      scope.setClient(client);
      if (where.route) scope.setTag('route', where.route);
      if (where.requestId) scope.setTag('request_id', where.requestId);
      client.captureException(error, {}, scope);
    },
    flush: () => Promise.resolve(client.flush(5000)),
  };
}
