// Cache headers for a CDN on every GET, ETags with 304 answers, and an in-memory copy of recent JSON answers.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { CatalogueState } from '../catalogue/state';
import type { AppEnv } from './env';
import { Lru } from './lru';

/** Fresh for a minute in browsers, five minutes at the CDN, then served stale while it revalidates for a day. */
export const CATALOGUE_CACHE_CONTROL =
  'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';
/** Unknown ids may appear after the next import, so a 404 is cached briefly. */
export const NOT_FOUND_CACHE_CONTROL =
  'public, max-age=30, s-maxage=60, stale-while-revalidate=300';
export const NO_STORE = 'no-store';

interface Entry {
  status: number;
  body: string;
  etag: string;
  cacheControl: string;
}

/** A strong ETag from the body's bytes. */
export const etagOf = (body: string | Uint8Array): string =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function answer(entry: Entry, ifNoneMatch: string | undefined, requestId: string): Response {
  const headers: Record<string, string> = {
    etag: entry.etag,
    'cache-control': entry.cacheControl,
    'x-request-id': requestId,
  };
  if (matchesEtag(ifNoneMatch, entry.etag)) return new Response(null, { status: 304, headers });
  headers['content-type'] = 'application/json; charset=UTF-8';
  return new Response(entry.body, { status: entry.status, headers });
}

/**
 * For GET and HEAD: serves a JSON answer from memory when the same URL was answered for the same catalogue,
 * otherwise runs the handler and keeps its 200 or 404 answer. Every answer gets Cache-Control and an ETag.
 */
export function responseCache(state: CatalogueState, maxEntries = 2000): MiddlewareHandler<AppEnv> {
  const cache = new Lru<string, Entry>(maxEntries);
  state.onChange(() => cache.clear());
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const hash = state.hash;
    const key = `${hash} ${c.get('assetBase')} ${c.req.url.slice(c.req.url.indexOf('/', 8))}`;
    const hit = cache.get(key);
    const ifNoneMatch = c.req.header('if-none-match');
    if (hit) return answer(hit, ifNoneMatch, c.get('requestId'));

    await next();
    const status = c.res.status;
    const type = c.res.headers.get('content-type') ?? '';
    if (!type.startsWith('application/json')) return;
    const cacheable = status === 200 || status === 404;
    const body = await c.res.text();
    const entry: Entry = {
      status,
      body,
      etag: etagOf(body),
      cacheControl:
        status === 200
          ? CATALOGUE_CACHE_CONTROL
          : status === 404
            ? NOT_FOUND_CACHE_CONTROL
            : NO_STORE,
    };
    if (cacheable) cache.set(key, entry);
    c.res = answer(entry, ifNoneMatch, c.get('requestId'));
  };
}
