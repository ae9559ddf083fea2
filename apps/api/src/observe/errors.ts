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
  type NodeOptions,
} from '@sentry/node';
import {
  scrubErrorEvent,
  scrubReportField,
  scrubReportText,
  withoutQueryString,
} from '@fittings/catalog-core';
import type { Logger } from 'pino';
import { isoTime, type WriteStore } from '../db/writes';
import { REQUEST_ID } from '../http/fast-path';

/** The largest report POST /errors takes, as sent (a Sentry event's JSON); past it 413. */
export const MAX_REPORT_BYTES = 16 * 1024;
/**
 * The most kinds of error kept, half for the browsers' reports and half for the servers' (the API's and the web
 * servers'): a flood of forged browser reports can only push out other browser groups, never a server's. At its bound
 * a new kind pushes out the least seen group of its half (the oldest seen first among equals), so the newest error
 * (a regression after a release) is always kept, and a kind seen again and again outlives a flood of one-offs.
 */
export const MAX_ERROR_GROUPS = 1000;
export const MAX_GROUPS_PER_QUOTA = MAX_ERROR_GROUPS / 2;
/** The most bytes of text kept over all groups, half per quota (each group at most MAX_GROUP_BYTES). */
export const MAX_STORED_BYTES = 8 * 1024 * 1024;
const LIMITS = { type: 200, message: 1000, stack: 8000, release: 100, route: 200, requestId: 100 };
export const MAX_GROUP_BYTES = Object.values(LIMITS).reduce((sum, n) => sum + n, 0);
/** Stack frames kept per report, innermost first. */
const MAX_FRAMES = 50;
/** How long a frame's function name and file name may be, each. */
const MAX_FRAME_TEXT = 300;

export const SOURCES = ['api', 'web', 'browser'] as const;
export type ErrorSource = (typeof SOURCES)[number];
/** The two quotas of the store: the browsers' reports and the servers'. */
const quotaOf = (source: string): readonly ErrorSource[] =>
  source === 'browser' ? ['browser'] : ['api', 'web'];

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
/**
 * One line of a report as it is stored and printed: control characters (ESC and OSC sequences, newlines that would
 * forge a log line or a stack frame, bidi overrides) made spaces, then e-mail addresses and phone numbers out.
 */
export const scrubField = scrubReportField;
/** Sentry's beforeSend, the same rules as the web server's (catalog-core's scrubErrorEvent). */
export const scrubEvent = scrubErrorEvent;
const withoutQuery = withoutQueryString;

const requestIdOf = (value: unknown): string =>
  typeof value === 'string' && value.length <= LIMITS.requestId && REQUEST_ID.test(value)
    ? value
    : '';

const cut = (value: unknown, max: number): string =>
  typeof value === 'string' ? scrubField(value).slice(0, max) : '';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An event (Sentry's JSON: ours, the web server's or a browser's) as the report stored, or why it cannot be. */
export function reportFromEvent(
  event: unknown,
  source: ErrorSource,
  defaults: { release?: string } = {},
): ErrorReport | { error: string } {
  if (!isObject(event)) return { error: 'The report must be a Sentry event: a JSON object.' };
  const { exception, message, release, tags } = event;
  if (exception !== undefined && !isObject(exception))
    return { error: 'exception must be an object holding values.' };
  const values = exception?.values;
  if (values !== undefined && (!Array.isArray(values) || !values.every(isObject)))
    return { error: 'exception.values must be a list of exceptions (objects).' };
  const last = values?.at(-1);
  if (last?.stacktrace !== undefined && !isObject(last.stacktrace))
    return { error: 'stacktrace must be an object holding frames.' };
  const text = last?.value ?? (typeof message === 'string' ? message : undefined);
  if (typeof text !== 'string' || text === '')
    return { error: 'The report has no exception and no message.' };
  if (last?.type !== undefined && typeof last.type !== 'string')
    return { error: "An exception's type must be a text." };
  if (tags !== undefined && !isObject(tags)) return { error: 'tags must be an object.' };
  const frames: unknown = last?.stacktrace?.frames ?? [];
  if (!Array.isArray(frames) || !frames.every(isObject))
    return { error: 'stacktrace.frames must be a list of frames (objects).' };
  const lines = frames
    .slice(-MAX_FRAMES)
    .reverse()
    .map((frame) => {
      const file = cut(
        withoutQuery(typeof frame.filename === 'string' ? frame.filename : '?'),
        MAX_FRAME_TEXT,
      ).replace(/\s/g, '%20');
      const where = `${file || '?'}:${Number(frame.lineno) || 0}:${Number(frame.colno) || 0}`;
      const name = cut(frame.function, MAX_FRAME_TEXT).trim();
      return name && name !== '?' ? `    at ${name} (${where})` : `    at ${where}`;
    });
  const tag = (name: string) => (tags && Object.hasOwn(tags, name) ? tags[name] : undefined);
  return {
    source,
    type: cut(last?.type ?? 'Message', LIMITS.type).trim() || 'Error',
    message: cut(scrubText(text), LIMITS.message),
    stack: lines.join('\n').slice(0, LIMITS.stack),
    release: cut(defaults.release ?? release, LIMITS.release) || 'unknown',
    route: cut(tag('route'), LIMITS.route) || '(unknown)',
    // An id, kept whole when it has the shape the servers take (no control character, '@' or space can be in it):
    // scrubbed as text, a UUID's digit runs read as a phone number and the id no longer matched the logs.
    requestId: requestIdOf(tag('request_id')),
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

/** `new`: a group was made (pushing out the least seen of its quota when full); `counted`: a known group. */
export type RecordResult = 'new' | 'counted';

/**
 * Counts one occurrence in its group, or makes the group; when the report's quota (browser or servers) is at its
 * bound of groups or bytes, the least seen groups of that quota are removed first, the oldest seen among equals.
 */
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
  const quota = quotaOf(report.source);
  return store.transaction('error_groups', async (tx) => {
    const existing = await tx
      .selectFrom('error_groups')
      .select('fingerprint')
      .where('fingerprint', '=', fingerprint)
      .executeTakeFirst();
    if (!existing) {
      // Each pass removes what the count says is over, then checks again (bytes may need more than one group).
      for (let pass = 0; pass < 20; pass++) {
        const totals = (await tx
          .selectFrom('error_groups')
          .where('source', 'in', quota)
          .select((eb) => [
            eb.fn.countAll<number>().as('groups'),
            eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('bytes'),
          ])
          .executeTakeFirstOrThrow()) as { groups: number | string; bytes: number | string };
        const overGroups = Number(totals.groups) + 1 - MAX_GROUPS_PER_QUOTA;
        const overBytes = Number(totals.bytes) + bytes > MAX_STORED_BYTES / 2;
        if (overGroups <= 0 && !overBytes) break;
        const victims = await tx
          .selectFrom('error_groups')
          .select('fingerprint')
          .where('source', 'in', quota)
          .orderBy('count', 'asc')
          .orderBy('last_seen', 'asc')
          .orderBy('fingerprint')
          .limit(Math.max(1, overGroups))
          .execute();
        if (victims.length === 0) break;
        await tx
          .deleteFrom('error_groups')
          .where(
            'fingerprint',
            'in',
            victims.map((victim) => victim.fingerprint),
          )
          .execute();
      }
    }
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
        await recordError(store, report).catch((error: unknown) => {
          logger?.error({ err: error }, 'error report not stored');
        });
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
