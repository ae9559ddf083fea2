// Cache headers for a CDN on every GET, ETags with 304 answers, and an in-memory copy of recent JSON answers.
import type { MiddlewareHandler } from 'hono';
import type { CatalogueState } from '../catalogue/state';
import { routePath } from 'hono/route';
import type { ApiMetrics } from '../observe/metrics';
import type { AppEnv } from './env';
import { etagOf, matchesEtag } from './etag';
import { Lru } from './lru';

/** Fresh for a minute in browsers, five minutes at the CDN, then served stale while it revalidates for a day. */
export const CATALOGUE_CACHE_CONTROL =
  'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';
/** Unknown ids may appear after the next import, so a 404 is cached briefly. */
export const NOT_FOUND_CACHE_CONTROL =
  'public, max-age=30, s-maxage=60, stale-while-revalidate=300';
export const NO_STORE = 'no-store';
export const JSON_TYPE = 'application/json; charset=UTF-8';

export interface CachedAnswer {
  status: number;
  body: string;
  etag: string;
  cacheControl: string;
  /** The route pattern that made it (`/get/product/:id`), for the metrics of the answers the fast path sends. */
  route?: string;
}

/**
 * Recent JSON answers by catalogue version, asset base and path with query. Shared by the middleware below, which
 * fills it, and by the server's fast path (src/http/fast-path.ts), which answers hits before Hono is involved.
 */
export class ResponseCache {
  readonly #entries: Lru<string, CachedAnswer>;

  /** At most `maxEntries` answers and about `maxBytes` of JSON (compressed copies add roughly a fifth). */
  constructor(state: CatalogueState, maxEntries = 5000, maxBytes = 64 * 1024 * 1024) {
    this.#entries = new Lru(maxEntries, {
      maxWeight: maxBytes,
      weigh: (answer) => answer.body.length * 1.2,
    });
    state.onChange(() => this.#entries.clear());
  }

  static key(hash: string, assetBase: string, pathAndQuery: string): string {
    return `${hash} ${assetBase} ${pathAndQuery}`;
  }

  get(key: string): CachedAnswer | undefined {
    return this.#entries.get(key);
  }

  set(key: string, answer: CachedAnswer): void {
    this.#entries.set(key, answer);
  }
}

/**
 * The JSON text of answers a route wrote from a string it already holds (see {@link withJsonText}), by response. The
 * middleware below keeps that text instead of reading the body back: for the full search answer (over a megabyte)
 * reading it back turned Node's light response into a full fetch Response and decoded the bytes again, the costliest
 * step of a cold answer after the search itself. Answers not registered here are read back as before.
 */
const jsonTexts = new WeakMap<Response, string>();

/** Registers the JSON text a response was made from, so the response cache keeps it without reading the body. */
export function withJsonText<R extends Response>(response: R, text: string): R {
  jsonTexts.set(response, text);
  return response;
}

function answer(entry: CachedAnswer, ifNoneMatch: string | undefined, requestId: string): Response {
  const headers: Record<string, string> = {
    etag: entry.etag,
    'cache-control': entry.cacheControl,
    vary: 'accept-encoding',
    'x-request-id': requestId,
    // Also set by the app's outer middleware, which leaves a header alone when it is already right (see app.ts).
    'x-content-type-options': 'nosniff',
  };
  if (matchesEtag(ifNoneMatch, entry.etag)) return new Response(null, { status: 304, headers });
  headers['content-type'] = JSON_TYPE;
  return new Response(entry.body, { status: entry.status, headers });
}

/**
 * The query parameters each documented GET route reads (`/get/product/:id` → `lang`), from its OpenAPI schema;
 * `lang` everywhere (readLanguage reads it before any route).
 */
export type KnownQuery = (routePattern: string) => ReadonlySet<string> | undefined;

/** Reads the known parameters of every GET route of an OpenAPIHono app, once all are registered (the first call). */
export function knownQueryOf(registry: {
  definitions: readonly {
    type: string;
    route?: { method: string; path: string; request?: { query?: unknown } };
  }[];
}): KnownQuery {
  let byRoute: Map<string, Set<string>> | undefined;
  return (routePattern) => {
    byRoute ??= new Map(
      registry.definitions.flatMap((definition) => {
        const route = definition.route;
        if (definition.type !== 'route' || !route || route.method !== 'get') return [];
        const query = route.request?.query as { shape?: Record<string, unknown> } | undefined;
        const shape = query?.shape;
        // A query schema whose fields cannot be read (a refined one): its whole query stays in the key.
        if (query && !shape) return [];
        return [
          [
            route.path.replace(/\{([^}]+)\}/g, ':$1'),
            new Set(['lang', ...Object.keys(shape ?? {})]),
          ] as const,
        ];
      }),
    );
    return byRoute.get(routePattern);
  };
}

/**
 * The path and query an answer is kept under: the parameters its route does not read are left out (in the order
 * sent otherwise), so `?utm_source=…` or a parameter varied on every request shares one answer instead of making a
 * new one each time. A route without a schema keeps its whole query.
 */
export function cachePathOf(url: string, known: ReadonlySet<string> | undefined): string {
  const pathAndQuery = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  const mark = pathAndQuery.indexOf('?');
  if (!known || mark === -1) return pathAndQuery;
  const kept = pathAndQuery
    .slice(mark + 1)
    .split('&')
    .filter((pair) => {
      const name = pair.split('=', 1)[0]!;
      try {
        return known.has(decodeURIComponent(name.replace(/\+/g, ' ')));
      } catch {
        return true; // a malformed name is kept as sent (the route refuses it)
      }
    });
  return kept.length
    ? `${pathAndQuery.slice(0, mark)}?${kept.join('&')}`
    : pathAndQuery.slice(0, mark);
}

/**
 * For GET and HEAD: serves a JSON answer from memory when the same URL (less the parameters its route does not read)
 * was answered for the same catalogue, otherwise runs the handler and keeps its 200 or 404 answer. Every answer gets
 * Cache-Control and an ETag.
 */
export function responseCache(
  state: CatalogueState,
  cache: ResponseCache,
  metrics?: Pick<ApiMetrics, 'cacheHit' | 'cacheMiss'>,
  knownQuery: KnownQuery = () => undefined,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    // The route that will answer (the last one matched), so its parameters are known before it runs.
    const key = ResponseCache.key(
      state.hash,
      c.get('assetBase'),
      cachePathOf(c.req.url, knownQuery(routePath(c, -1))),
    );
    const hit = cache.get(key);
    const ifNoneMatch = c.req.header('if-none-match');
    if (hit) {
      metrics?.cacheHit();
      return answer(hit, ifNoneMatch, c.get('requestId'));
    }
    metrics?.cacheMiss();

    await next();
    const status = c.res.status;
    const type = c.res.headers.get('content-type') ?? '';
    // Answers that set a cookie or say no-store (the XSRF token) are per visitor: never kept or shared.
    if (
      !type.startsWith('application/json') ||
      c.res.headers.has('set-cookie') ||
      c.res.headers.get('cache-control') === NO_STORE
    ) {
      return;
    }
    const body = jsonTexts.get(c.res) ?? (await c.res.text());
    const entry: CachedAnswer = {
      status,
      body,
      etag: etagOf(body),
      cacheControl:
        status === 200
          ? CATALOGUE_CACHE_CONTROL
          : status === 404
            ? NOT_FOUND_CACHE_CONTROL
            : NO_STORE,
      route: routePath(c, -1),
    };
    if (status === 200 || status === 404) cache.set(key, entry);
    // Hono's setter would copy the handler's headers (only its content-type, which answer() sets again) by remaking
    // the new response around its body, which turns a light string answer into a stream: cleared first, it is not.
    c.res = undefined;
    c.res = answer(entry, ifNoneMatch, c.get('requestId'));
  };
}
