// Error reporting of the web server (issue 29), through the Sentry SDK: its own failed renders and, on POST /errors,
// the browser's reports (app/observe/errorReporting.ts sends them after a failure, through Sentry's tunnel option).
// With SENTRY_DSN both go to that Sentry. Without it (the default) both go to the API's POST /errors, which keeps
// them grouped in its store of writes (SQLite, or PostgreSQL with DATABASE_URL); `pnpm errors` lists them.
// Off in development (spec section 9). Nothing personal leaves: see scrubEvent.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { limitKeyOf, scrubErrorEvent } from '@fittings/catalog-core';
import {
  NodeClient,
  Scope,
  defaultStackParser,
  makeNodeTransport,
  type ErrorEvent,
  type Event,
  type NodeOptions,
} from '@sentry/node';
import type { Context, Handler } from 'hono';

/** Where a reported error happened: the route pattern and the request's id. */
export interface ErrorContext {
  route?: string | undefined;
  requestId?: string | undefined;
}

export interface ErrorReporter {
  enabled: boolean;
  /** Reports an error of a server render. */
  capture(error: unknown, context?: ErrorContext): unknown;
  /** Passes on a browser's event; answers the store's HTTP status. */
  forward(event: Event, context?: ErrorContext & { visitor?: string }): Promise<number>;
}

interface Logger {
  warn(details: object, message: string): void;
}

/** The largest report the browser may send (one envelope with one event); past it 413. */
export const MAX_ERROR_REPORT_BYTES = 16 * 1024;
/** Reports taken from one visitor in a window, and from everyone together (the store has bounds of its own). */
export const VISITOR_REPORTS_PER_MINUTE = 10;
export const ALL_REPORTS_PER_MINUTE = 300;
const WINDOW_MS = 60_000;
/** Visitors remembered by the rate limit at most: past it the window's entries are forgotten early. */
const MAX_VISITORS = 10_000;

/** Sentry's beforeSend, the same rules as the API's: see catalog-core's scrubErrorEvent. */
export const scrubEvent = (event: ErrorEvent): ErrorEvent => scrubErrorEvent(event);

/** This build's release: SENTRY_RELEASE, else `web@` and a hash of the server build. */
export function webRelease(
  serverBuild: string,
  env: Record<string, string | undefined> = process.env,
): string {
  const set = env.SENTRY_RELEASE?.trim();
  if (set) return set;
  try {
    return `web@${createHash('sha256').update(readFileSync(serverBuild)).digest('hex').slice(0, 12)}`;
  } catch {
    return 'web@unknown';
  }
}

const EMBEDDED_DSN = 'http://embedded@127.0.0.1/0';

/** Sends one event to the API's store; answers the API's status (201/200 stored, 429 store full, 4xx refused). */
async function sendToApi(
  apiOrigin: string | undefined,
  source: 'web' | 'browser',
  event: unknown,
  visitor?: string,
): Promise<number> {
  const response = await fetch(new URL('/errors', apiOrigin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // The visitor (an IPv4 address or an IPv6 /64) the API's limit of browser reports counts, shared by every worker.
    body: JSON.stringify({ source, event, ...(visitor ? { visitor } : {}) }),
    signal: AbortSignal.timeout(5000),
  });
  await response.body?.cancel();
  return response.status;
}

/** The Sentry transport of the embedded default: each event to the API's POST /errors instead of a Sentry. */
function apiTransport(
  apiOrigin: string | undefined,
  logger: Logger | undefined,
): NonNullable<NodeOptions['transport']> {
  return () => ({
    async send(envelope) {
      for (const [header, payload] of envelope[1]) {
        if (header.type !== 'event') continue;
        await sendToApi(apiOrigin, 'web', payload).catch((error: unknown) =>
          logger?.warn(
            { err: error instanceof Error ? error.message : String(error) },
            'error report not delivered to the API',
          ),
        );
      }
      return {};
    },
    flush: () => Promise.resolve(true),
  });
}

/**
 * The web server's reporter: a Sentry client of its own (no global state, no tracing), to SENTRY_DSN or the API.
 * `capture` reports a failed render; `forward` passes on a browser's event that POST /errors accepted.
 */
export function createErrorReporter({
  apiOrigin,
  dsn = process.env.SENTRY_DSN,
  release = 'web@unknown',
  environment = process.env.NODE_ENV ?? 'production',
  logger,
}: {
  apiOrigin?: string;
  dsn?: string | undefined;
  release?: string;
  environment?: string;
  logger?: Logger;
} = {}): ErrorReporter {
  if (environment === 'development')
    return { enabled: false, capture: () => undefined, forward: async () => 204 };
  const target = dsn?.trim();
  const client = new NodeClient({
    dsn: target || EMBEDDED_DSN,
    release,
    environment,
    transport: target ? makeNodeTransport : apiTransport(apiOrigin, logger),
    stackParser: defaultStackParser,
    integrations: [],
    beforeSend: scrubEvent,
  });
  client.init();
  const scopeOf = (tags: Record<string, string | undefined>) => {
    const scope = new Scope();
    scope.setClient(client);
    for (const [name, value] of Object.entries(tags)) if (value) scope.setTag(name, value);
    return scope;
  };
  return {
    enabled: true,
    capture(error, { route, requestId } = {}) {
      client.captureException(error, {}, scopeOf({ route, request_id: requestId }));
    },
    /** A browser's event: stored through the API (its answer returned), or sent on to SENTRY_DSN. */
    async forward(event, { route, requestId, visitor } = {}) {
      const clean = scrubEvent({
        type: undefined,
        exception: event.exception,
        level: 'error',
        platform: 'javascript',
        release,
        environment,
        tags: { route, request_id: requestId, source: 'browser' },
      });
      if (target) {
        client.captureEvent(clean, {}, scopeOf({}));
        return 204;
      }
      return sendToApi(apiOrigin, 'browser', clean, visitor).catch(() => 502);
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What is wrong with an event's shape, or undefined: one to five exceptions, each an object whose stack trace (if
 * any) is an object holding a list of frame objects. A forged `[null]` or `"frames":{}` is refused here with 400,
 * never met by the scrubbing.
 */
function shapeError(event: Record<string, unknown>): string | undefined {
  const exception = event.exception;
  const values = isObject(exception) ? exception.values : undefined;
  if (!Array.isArray(values) || values.length === 0 || values.length > 5)
    return 'The event must hold one to five exceptions.';
  for (const value of values) {
    if (!isObject(value)) return 'Each exception must be an object.';
    if (value.type !== undefined && typeof value.type !== 'string')
      return "An exception's type must be a text.";
    if (value.value !== undefined && typeof value.value !== 'string')
      return "An exception's value must be a text.";
    const trace = value.stacktrace;
    if (trace === undefined) continue;
    if (!isObject(trace)) return 'A stack trace must be an object holding frames.';
    if (
      trace.frames !== undefined &&
      (!Array.isArray(trace.frames) || !trace.frames.every(isObject))
    )
      return 'A stack trace must hold a list of frames (objects).';
  }
  if (event.tags !== undefined && !isObject(event.tags)) return 'tags must be an object.';
  return undefined;
}

/**
 * Reads a Sentry envelope (a header line, then an item header and its payload per item) holding one event, as the
 * browser SDK sends it to its tunnel. Answers the event, or a message saying what is wrong.
 */
export function readEnvelope(
  text: string,
): { event: Event; error?: undefined } | { error: string; event?: undefined } {
  const lines = text.split('\n');
  try {
    JSON.parse(lines[0] ?? '');
    for (let i = 1; i + 1 < lines.length; i += 2) {
      const header = JSON.parse(lines[i] ?? '') as { type?: unknown } | null;
      if (header?.type !== 'event') continue;
      const event = JSON.parse(lines[i + 1] ?? '') as unknown;
      if (typeof event !== 'object' || event === null || Array.isArray(event))
        return { error: 'The event must be a JSON object.' };
      const shape = shapeError(event as Record<string, unknown>);
      if (shape) return { error: shape };
      return { event: event as Event };
    }
  } catch {
    return { error: 'The report is not a Sentry envelope of JSON lines.' };
  }
  return { error: 'The report holds no event.' };
}

/**
 * A fixed window per visitor and one for everyone, in this process's memory: a first line that spares the API a
 * flood. The limit that counts is the API's (observe/error-routes.ts there), shared by every worker.
 */
export function reportLimiter({
  perVisitor = VISITOR_REPORTS_PER_MINUTE,
  overall = ALL_REPORTS_PER_MINUTE,
  now = () => Date.now(),
}: {
  perVisitor?: number;
  overall?: number;
  now?: () => number;
} = {}): (visitor: string) => boolean {
  const visitors = new Map<string, { count: number; resetAt: number }>();
  let all = { count: 0, resetAt: 0 };
  return (visitor: string) => {
    const time = now();
    if (all.resetAt <= time) all = { count: 0, resetAt: time + WINDOW_MS };
    if (visitors.size >= MAX_VISITORS)
      for (const [key, entry] of visitors) if (entry.resetAt <= time) visitors.delete(key);
    if (visitors.size >= MAX_VISITORS) visitors.clear();
    let entry = visitors.get(visitor);
    if (!entry || entry.resetAt <= time) {
      entry = { count: 0, resetAt: time + WINDOW_MS };
      visitors.set(visitor, entry);
    }
    entry.count += 1;
    all.count += 1;
    return entry.count <= perVisitor && all.count <= overall;
  };
}

/** The path of the page a browser's event came from (app/observe/sentryBrowser.ts sends it as a tag). */
function pagePathOf(event: Event): string {
  const page = event.tags?.page;
  return typeof page === 'string' && page.startsWith('/') ? (page.split(/[?#]/, 1)[0] ?? '/') : '/';
}

/**
 * The origin the visitor's browser is on: the scheme this server decided (X-Forwarded-Proto, which the edge sets from
 * a trusted proxy's word or the socket: edge/trustProxy.ts) and the Host the request came to. Behind the TLS proxy
 * the connection is plain HTTP while the page is https, so the connection's own URL is not the page's origin.
 */
function siteOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto')?.trim().toLowerCase();
  const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1);
  const host = c.req.header('host')?.trim().toLowerCase() || url.host;
  return `${scheme}://${host}`;
}

/**
 * The Hono handler of POST /errors. Same-site only (403 otherwise), at most MAX_ERROR_REPORT_BYTES (413), a Sentry
 * envelope holding one event (400 otherwise), VISITOR_REPORTS_PER_MINUTE per visitor (429); then the event goes on
 * with the route pattern of its page (never its URL) and this request's id. 204 when taken.
 */
export function errorsEndpoint({
  reporter,
  routeOf,
  visitorOf,
  limiter = reportLimiter(),
}: {
  reporter: ErrorReporter;
  routeOf: (pathname: string) => string;
  visitorOf: (c: Context) => string;
  limiter?: (visitor: string) => boolean;
}): Handler {
  return async (c) => {
    c.header('Cache-Control', 'no-store');
    const site = c.req.header('sec-fetch-site');
    if (site && site !== 'same-origin') return c.text('Reports come from this site only.', 403);
    const origin = c.req.header('origin');
    if (origin && origin.toLowerCase() !== siteOrigin(c))
      return c.text('Reports come from this site only.', 403);
    const visitor = limitKeyOf(visitorOf(c));
    if (!limiter(visitor)) {
      c.header('Retry-After', '60');
      return c.text('Too many error reports: try again in a minute.', 429);
    }
    const declared = Number(c.req.header('content-length') ?? 0);
    const tooLarge = `An error report may be at most ${MAX_ERROR_REPORT_BYTES / 1024} KB.`;
    if (declared > MAX_ERROR_REPORT_BYTES) return c.text(tooLarge, 413);
    const text = await c.req.text();
    if (Buffer.byteLength(text) > MAX_ERROR_REPORT_BYTES) return c.text(tooLarge, 413);
    const envelope = readEnvelope(text);
    if (envelope.error !== undefined) return c.text(envelope.error, 400);
    const { event } = envelope;
    if (!reporter.enabled) return c.body(null, 204);
    const status = await reporter.forward(event, {
      route: routeOf(pagePathOf(event)),
      requestId: c.req.header('x-request-id'),
      visitor,
    });
    if (status === 429) {
      c.header('Retry-After', '60');
      return c.text('Too many error reports: try again in a minute.', 429);
    }
    if (status >= 400 && status < 500) return c.text('The report was refused.', 400);
    if (status >= 500) return c.text('The report could not be stored.', 502);
    return c.body(null, 204);
  };
}

/**
 * Whose reports a rate limit counts: behind a proxy on this machine (nginx on loopback) the address it appended last
 * to X-Forwarded-For, else the connection's own address.
 */
export function visitorKey(forwardedFor: string | undefined, peer: string | undefined): string {
  const loopback =
    !peer || peer === '::1' || peer.startsWith('127.') || peer === '::ffff:127.0.0.1';
  const last = forwardedFor?.split(',').at(-1)?.trim();
  return (loopback && last) || peer || 'unknown';
}
