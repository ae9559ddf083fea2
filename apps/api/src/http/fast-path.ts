// Answers GETs whose JSON is already in the response cache straight from Node's http server, skipping the
// Request/Response objects of the fetch API; everything else (and every miss) goes through Hono as usual.
import type { SearchFilters } from '../search/filters';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { CatalogueState, Snapshot } from '../catalogue/state';
import { etagOf, matchesEtag } from './etag';
import {
  CATALOGUE_CACHE_CONTROL,
  JSON_TYPE,
  ResponseCache,
  cachePathOf,
  type CachedAnswer,
  type KnownQuery,
} from './response-cache';
import { readSearchTerm } from '@fittings/catalog-core/search-vocabulary';
import { SEARCH_RESULTS_LIMIT } from '@fittings/catalog-core';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';
import type { SearchTermReading } from '@fittings/catalog-core';
import { RELATIVE_MEDIA_BASE } from '../media/assets';
import type { ApiMetrics } from '../observe/metrics';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

/** The shape of a request id either server takes from a caller (or nginx) instead of making its own. */
export const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

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

/**
 * The previews' JSON text for a term already read and checked, in a language's snapshot; undefined when nothing is
 * found (that answer, with its help and its counted miss, is the route's). The route's own text, byte for byte
 * (search/routes.ts makes it), which the fast path below answers previews with without going through Hono.
 */
export type PreviewsText = (
  snapshot: Snapshot,
  reading: SearchTermReading,
  limit: number,
  assetBase: string,
  /** The results page's category, finishes and order; none on the fast path (such a request goes to Hono). */
  filters?: SearchFilters,
) => string | undefined;

/** The route pattern of the previews, as the metrics and the response cache name it. */
const PREVIEWS_ROUTE = '/get/search/previews/:term';
const PREVIEWS_PREFIX = '/get/search/previews/';
/** A term's path segment the raw path reads as Hono would: no `/`, no `%25` (Hono decodes that twice), no dot segment. */
const PLAIN_SEGMENT = /^(?:[A-Za-z0-9\-_~!$'()*,;:@]|\.(?!\.?$)|%(?!25)[0-9A-Fa-f]{2})+$/;
/** A query of plain names and values (no `%`, `+` or `#`), which Hono and URLSearchParams read alike. */
const PLAIN_QUERY = /^[A-Za-z0-9\-._~=&]*$/;
/** The Host values Hono's adapter takes as they are (anything else it parses, and may refuse). */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;
const PLAIN_LIMIT = /^(?:100|[1-9]\d?)$/;

/** What a previews request asks, when it is plain enough to answer without Hono (else undefined: Hono answers). */
function readPreviewsRequest(
  req: IncomingMessage,
  url: string,
): { term: string; limit: number; language: Language } | undefined {
  if (req.method !== 'GET' || !PLAIN_HOST.test(req.headers.host ?? '')) return undefined;
  const mark = url.indexOf('?');
  const segment = url.slice(PREVIEWS_PREFIX.length, mark === -1 ? undefined : mark);
  const query = mark === -1 ? '' : url.slice(mark + 1);
  if (!PLAIN_SEGMENT.test(segment) || !PLAIN_QUERY.test(query)) return undefined;
  let limit = SEARCH_RESULTS_LIMIT;
  let language: Language = DEFAULT_LANGUAGE;
  const seen = new Set<string>();
  for (const pair of query === '' ? [] : query.split('&')) {
    const equals = pair.indexOf('=');
    const name = equals === -1 ? pair : pair.slice(0, equals);
    const value = equals === -1 ? '' : pair.slice(equals + 1);
    // The results page's filters and order are the route's to read.
    if (name === 'category' || name === 'finish' || name === 'sort') return undefined;
    if (name !== 'limit' && name !== 'lang') continue; // not read by the route (nor kept in the cache key)
    if (seen.has(name)) return undefined;
    seen.add(name);
    if (name === 'limit') {
      if (!PLAIN_LIMIT.test(value)) return undefined; // Hono refuses it, or reads it its own way
      limit = Number(value);
    } else {
      if (!isLanguage(value)) return undefined; // the 400 is Hono's
      language = value;
    }
  }
  try {
    return { term: decodeURIComponent(segment), limit, language };
  } catch {
    return undefined;
  }
}

export function createFastPath(options: {
  cache: ResponseCache;
  state: CatalogueState;
  logger: Logger;
  assetBaseUrl: string | undefined;
  metrics?: Pick<ApiMetrics, 'cacheHit' | 'cacheMiss' | 'label'>;
  /**
   * The search previews answered on a miss too, without Hono: the route's own text (registerSearch), kept in the
   * response cache under the key the middleware uses, with the same headers. Only plain requests that find
   * something; every other (a bad term, limit or language, nothing found, HEAD) goes to the route as before.
   */
  previews?: { text: PreviewsText; knownQuery: KnownQuery };
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { cache, state, logger, assetBaseUrl, metrics, previews } = options;

  /** A previews miss answered from the route's text; false when Hono must answer it. */
  const answerPreviews = (
    req: IncomingMessage,
    res: ServerResponse,
    url: string,
    base: string,
  ): boolean => {
    const started = performance.now();
    const asked = previews && readPreviewsRequest(req, url);
    if (!asked) return false;
    const reading = readSearchTerm(asked.term);
    if (reading.problems.length > 0) return false;
    // The hash first: the text is made from the snapshot of that catalogue version.
    const hash = state.hash;
    const text = previews.text(state.snapshotIn(asked.language), reading, asked.limit, base);
    if (text === undefined) return false;
    metrics?.cacheMiss();
    metrics?.label(req, PREVIEWS_ROUTE);
    const entry: CachedAnswer = {
      status: 200,
      body: text,
      etag: etagOf(text),
      cacheControl: CATALOGUE_CACHE_CONTROL,
      route: PREVIEWS_ROUTE,
    };
    cache.set(
      ResponseCache.key(
        hash,
        base,
        cachePathOf(`http://h${url}`, previews.knownQuery(PREVIEWS_ROUTE)),
      ),
      entry,
    );
    const requestId = requestIdFrom(req.headers['x-request-id'] as string | undefined);
    const headers: Record<string, string | number> = {
      etag: entry.etag,
      'cache-control': entry.cacheControl,
      vary: 'accept-encoding',
      'x-request-id': requestId,
      'x-content-type-options': 'nosniff',
    };
    const notModified = matchesEtag(req.headers['if-none-match'], entry.etag);
    if (notModified) {
      res.writeHead(304, headers);
      res.end();
    } else {
      headers['content-type'] = JSON_TYPE;
      const body = Buffer.from(text);
      headers['content-length'] = body.length;
      res.writeHead(200, headers);
      res.end(body);
    }
    if (logger.isLevelEnabled('info')) {
      logger.info(
        {
          reqId: requestId,
          method: 'GET',
          path: url.split('?', 1)[0],
          status: notModified ? 304 : 200,
          ms: Math.round((performance.now() - started) * 100) / 100,
        },
        'request',
      );
    }
    return true;
  };

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
    if (!entry) return url.startsWith(PREVIEWS_PREFIX) && answerPreviews(req, res, url, base);
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
