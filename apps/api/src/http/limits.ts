// The bounds of every way into the API that Hono does not already bound, checked on Node's request before any route
// (or the cached fast path) reads it: the URL's length and the number of query parameters, and a declared body over
// the limit. Headers are bounded by Node itself (16 KB, answered 431 by start.ts's clientError handler).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/**
 * Longer request targets (path and query) are answered 414. 12 KB: past any real URL of the site, yet under Node's
 * 16 KB for the request line and headers together, so the routes' own clear 400s for long ids and terms still show.
 */
export const MAX_URL_BYTES = 12_288;
/** More query parameters than this are answered 400; no endpoint takes more than a handful. */
export const MAX_QUERY_PARAMETERS = 64;
/** The default largest body, in bytes (API_BODY_LIMIT_BYTES): a form submission is well under 4 KB. */
export const DEFAULT_BODY_LIMIT_BYTES = 16_384;

function refuse(res: ServerResponse, status: number, message: string): false {
  const body = JSON.stringify({ success: false, message });
  res.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    // A body may follow that is never read: close rather than leave it in the connection for the next request.
    connection: 'close',
  });
  res.end(body);
  return false;
}

/** Answers a request over a bound and returns false; returns true for one the app may handle. */
export function withinLimits(
  req: IncomingMessage,
  res: ServerResponse,
  bodyLimitBytes: number,
): boolean {
  const url = req.url ?? '/';
  if (url.length > MAX_URL_BYTES)
    return refuse(res, 414, `The request URL is longer than the limit of ${MAX_URL_BYTES} bytes.`);
  const query = url.indexOf('?');
  if (query !== -1) {
    let count = 1;
    for (let i = query + 1; i < url.length; i++) if (url.charCodeAt(i) === 38 /* & */) count++;
    if (count > MAX_QUERY_PARAMETERS)
      return refuse(
        res,
        400,
        `The request has more than ${MAX_QUERY_PARAMETERS} query parameters; no endpoint takes that many.`,
      );
  }
  const declared = Number(req.headers['content-length']);
  if (declared > bodyLimitBytes)
    return refuse(
      res,
      413,
      `The request body is larger than the limit of ${bodyLimitBytes} bytes.`,
    );
  return true;
}

/**
 * A post refused before its body was read (403 cross-site or bad token, 429 over the rate limit) closes the connection
 * as the body limit's 413 does. Kept open, Node reads and drops the rest of the body, however large and slow a chunked
 * one is, to reach the next request on the connection: a refused client could keep the server reading for as long as
 * it liked.
 */
export const closeAfterRefusal: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 403 || c.res.status === 429) c.res.headers.set('Connection', 'close');
};
