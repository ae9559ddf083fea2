// Answers GETs whose JSON is already in the response cache straight from Node's http server, skipping the
// Request/Response objects of the fetch API; everything else (and every miss) goes through Hono as usual.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { CatalogueState } from '../catalogue/state';
import { matchesEtag } from './etag';
import { JSON_TYPE, ResponseCache, type CachedAnswer } from './response-cache';
import { RELATIVE_MEDIA_BASE } from '../media/assets';
import type { ApiMetrics } from '../observe/metrics';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A request id: the caller's when well-formed, else a new one. */
export const requestIdFrom = (incoming: string | undefined): string =>
  incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();

/**
 * The base of asset URLs: the configured CDN host list, else the relative `/media` of whatever origin the visitor
 * reached. Never taken from the request, so one cached answer is right for every host name the site is reached by.
 */
export function assetBaseFor(configured: string | undefined): string {
  return configured ?? RELATIVE_MEDIA_BASE;
}

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
const MIN_COMPRESS_BYTES = 1024;

interface Variant {
  body: string | Buffer;
  etag: string;
  encoding: 'br' | 'gzip' | undefined;
}

const compressed = new WeakMap<CachedAnswer, { br?: Buffer; gzip?: Buffer }>();

/**
 * The encoding to send for an Accept-Encoding header: brotli, then gzip, then none, each only when the header accepts
 * it. Read by negotiator, which honours `q=0` ("br;q=0" refuses brotli) and `*`, as a hand-written match did not.
 */
function preferredEncoding(acceptEncoding: string): 'br' | 'gzip' | undefined {
  // What the client accepts at all (q=0 and `*` read by negotiator); of those, brotli first: smaller, and cached
  // compressed once per answer.
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings([
    'br',
    'gzip',
  ]);
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
}

/** The representation to send for an Accept-Encoding header, compressing once per cached answer and encoding. */
function variantFor(entry: CachedAnswer, acceptEncoding: string | undefined): Variant {
  if (!acceptEncoding || entry.body.length < MIN_COMPRESS_BYTES)
    return { body: entry.body, etag: entry.etag, encoding: undefined };
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding) return { body: entry.body, etag: entry.etag, encoding: undefined };
  const bodies = compressed.get(entry) ?? {};
  let body = bodies[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(entry.body, { level: 6 });
    bodies[encoding] = body;
    compressed.set(entry, bodies);
  }
  // Each representation has its own strong validator.
  return { body, etag: `${entry.etag.slice(0, -1)}-${encoding}"`, encoding };
}

export function createFastPath(options: {
  cache: ResponseCache;
  state: CatalogueState;
  logger: Logger;
  assetBaseUrl: string | undefined;
  metrics?: Pick<ApiMetrics, 'cacheHit' | 'label'>;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { cache, state, logger, assetBaseUrl, metrics } = options;
  return (req, res) => {
    const method = req.method;
    const url = req.url ?? '';
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      !(url.startsWith('/get/') || url === '/openapi.json') ||
      // Counted per client on every request (app.ts), cached or not: each answer becomes a print or a PDF.
      url.startsWith('/get/product-sheets/')
    )
      return false;
    const headers = req.headers;
    const base = assetBaseFor(assetBaseUrl);
    const entry = cache.get(ResponseCache.key(state.hash, base, url));
    if (!entry) return false;
    metrics?.cacheHit();
    if (entry.route) metrics?.label(req, entry.route);
    const requestId = requestIdFrom(headers['x-request-id'] as string | undefined);
    const variant = variantFor(entry, headers['accept-encoding']);
    const notModified = matchesEtag(headers['if-none-match'], variant.etag);
    const status = notModified ? 304 : entry.status;
    const common: Record<string, string | number> = {
      etag: variant.etag,
      'cache-control': entry.cacheControl,
      vary: 'accept-encoding',
      'x-content-type-options': 'nosniff',
      'x-request-id': requestId,
    };
    if (notModified) {
      res.writeHead(304, common);
      res.end();
    } else {
      if (variant.encoding) common['content-encoding'] = variant.encoding;
      common['content-type'] = JSON_TYPE;
      common['content-length'] =
        typeof variant.body === 'string' ? Buffer.byteLength(variant.body) : variant.body.length;
      res.writeHead(status, common);
      res.end(method === 'HEAD' ? undefined : variant.body);
    }
    if (logger.isLevelEnabled('info')) {
      logger.info(
        { reqId: requestId, method, path: url.split('?', 1)[0], status, ms: 0, cached: true },
        'request',
      );
    }
    return true;
  };
}
