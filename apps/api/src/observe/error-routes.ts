// POST /errors: the web servers' reports (their own render errors and, after the web server checked, scrubbed and
// rate-limited them, the browser's), stored with the API's own. Only the web servers reach it: nginx forwards
// /get, /media, /post and /openapi.json to the API, never this. GET /test/throw exists only with API_TEST_ERRORS=1.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../http/env';
import { sendError } from '../http/errors';
import {
  MAX_REPORT_BYTES,
  recordError,
  reportFromEvent,
  SOURCES,
  type ErrorSource,
} from './errors';

const FROM_WEB = new Set<string>(SOURCES.filter((source) => source !== 'api'));

export function registerErrorRoutes(
  app: OpenAPIHono<AppEnv>,
  { writes }: Deps,
  { testRoutes = false }: { testRoutes?: boolean } = {},
): void {
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
    const { source, event } = (body ?? {}) as { source?: unknown; event?: unknown };
    if (typeof source !== 'string' || !FROM_WEB.has(source))
      return sendError(c, 400, 'source must be "web" or "browser".');
    const report = reportFromEvent(event, source as ErrorSource);
    if ('error' in report) return sendError(c, 400, report.error);
    const result = await recordError(writes, report);
    if (result === 'refused')
      return sendError(
        c,
        429,
        'The store of error reports is full: this new kind of error is not kept (known kinds are still counted).',
      );
    return c.json({ success: true, message: result }, result === 'new' ? 201 : 200);
  });
  if (testRoutes)
    app.get('/test/throw', () => {
      throw new TypeError('The test route of the API failed on purpose');
    });
}
