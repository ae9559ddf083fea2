// POST /errors: the web servers' reports (their own render errors and, after the web server checked, scrubbed and
// rate-limited them, the browser's), stored with the API's own. Only the web servers reach it: nginx forwards
// /get, /media, /post and /openapi.json to the API, never this. GET /test/throw exists only with API_TEST_ERRORS=1.
// The browsers' reports are limited here, per visitor (the web server names it: an IPv4 address or an IPv6 /64) and
// for all visitors together, in the counter every limit of the API uses, so however many web workers (or web
// servers) pass reports on, a visitor gets the limit once.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { limitKeyOf } from '@fittings/catalog-core';
import type { AppEnv, Deps } from '../http/env';
import { sendError } from '../http/errors';
import { memoryRateCounter, type RateCounter } from '../http/rate-limit';
import {
  MAX_REPORT_BYTES,
  recordError,
  reportFromEvent,
  SOURCES,
  type ErrorSource,
} from './errors';

const FROM_WEB = new Set<string>(SOURCES.filter((source) => source !== 'api'));

/** The browsers' reports taken per visitor and from all visitors together in each window; the servers' are not limited. */
export const BROWSER_REPORT_LIMITS = { perVisitor: 10, overall: 300, windowMs: 60_000 };

export function registerErrorRoutes(
  app: OpenAPIHono<AppEnv>,
  { writes }: Deps,
  {
    testRoutes = false,
    counter = memoryRateCounter(),
    limits = BROWSER_REPORT_LIMITS,
    now = Date.now,
  }: {
    testRoutes?: boolean;
    counter?: RateCounter;
    limits?: typeof BROWSER_REPORT_LIMITS;
    now?: () => number;
  } = {},
): void {
  const tooMany = async (visitor: unknown): Promise<number> => {
    const time = now();
    const key = limitKeyOf(typeof visitor === 'string' ? visitor.slice(0, 100) : undefined);
    const mine = await counter.hit(`errors ${key}`, time, limits.windowMs);
    if (mine.count > limits.perVisitor) return mine.resetAt - time;
    const all = await counter.hit('errors (all browsers)', time, limits.windowMs);
    return all.count > limits.overall ? all.resetAt - time : 0;
  };
  app.post('/errors', async (c) => {
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > MAX_REPORT_BYTES)
      return sendError(c, 413, `An error report may be at most ${MAX_REPORT_BYTES / 1024} KB.`);
    const text = await c.req.text();
    if (Buffer.byteLength(text) > MAX_REPORT_BYTES)
      return sendError(c, 413, `An error report may be at most ${MAX_REPORT_BYTES / 1024} KB.`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return sendError(c, 400, 'The error report is not JSON.');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return sendError(c, 400, 'The error report must be a JSON object.');
    const { source, event, visitor } = body as {
      source?: unknown;
      event?: unknown;
      visitor?: unknown;
    };
    if (typeof source !== 'string' || !FROM_WEB.has(source))
      return sendError(c, 400, 'source must be "web" or "browser".');
    const report = reportFromEvent(event, source as ErrorSource);
    if ('error' in report) return sendError(c, 400, report.error);
    if (source === 'browser') {
      const waitMs = await tooMany(visitor);
      if (waitMs > 0) {
        const seconds = Math.max(1, Math.ceil(waitMs / 1000));
        const response = sendError(
          c,
          429,
          `Too many error reports from browsers: try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        );
        response.headers.set('Retry-After', String(seconds));
        return response;
      }
    }
    const result = await recordError(writes, report);
    return c.json({ success: true, message: result }, result === 'new' ? 201 : 200);
  });
  if (testRoutes)
    app.get('/test/throw', () => {
      throw new TypeError('The test route of the API failed on purpose');
    });
}
