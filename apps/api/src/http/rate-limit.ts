// Per-client request limits on the POST endpoints: a fixed window per client address, counted in memory with the
// embedded SQLite default (one process), or in the PostgreSQL every replica shares when DATABASE_URL is set, so a
// client gets the limit once however many replicas the load balancer spreads it over.
import type { MiddlewareHandler } from 'hono';
import { sql } from 'kysely';
import type { WriteStore } from '../db/writes';
import type { AppEnv } from './env';
import { sendError } from './errors';
import { Lru } from './lru';

export interface RateLimitOptions {
  /** Requests allowed per client in each window; 0 turns the limit off. */
  max: number;
  windowMs: number;
  /** The client a request counts against. */
  keyOf: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => string;
  now?: () => number;
  /** How many clients are remembered at once (in memory); the least recently seen are forgotten first. */
  maxClients?: number;
  /** Where the windows are counted; default in this process's memory. */
  counter?: RateCounter;
}

/** Counts one request of a client and answers the count in its current window and when that window ends. */
export interface RateCounter {
  hit(key: string, time: number, windowMs: number): Promise<{ count: number; resetAt: number }>;
}

export function memoryRateCounter(maxClients = 50_000): RateCounter {
  const windows = new Lru<string, { count: number; resetAt: number }>(maxClients);
  return {
    hit: async (key, time, windowMs) => {
      let window = windows.get(key);
      if (!window || time >= window.resetAt) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { ...window };
    },
  };
}

/** Counts in the shared store's rate_limits table: one atomic upsert per request, a new window once one ended. */
export function storeRateCounter(store: WriteStore): RateCounter {
  let hits = 0;
  return {
    async hit(key, time, windowMs) {
      const row = await store.db
        .insertInto('rate_limits')
        .values({ client: key, reset_at: time + windowMs, count: 1 })
        .onConflict((oc) =>
          oc.column('client').doUpdateSet({
            count: sql<number>`CASE WHEN rate_limits.reset_at <= ${time} THEN 1 ELSE rate_limits.count + 1 END`,
            reset_at: sql<number>`CASE WHEN rate_limits.reset_at <= ${time} THEN excluded.reset_at ELSE rate_limits.reset_at END`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      // Now and then, forget the windows that ended long ago, so the table holds only recent clients.
      hits += 1;
      if (hits % 500 === 0) {
        await store.db
          .deleteFrom('rate_limits')
          .where('reset_at', '<', time - windowMs)
          .execute();
      }
      return { count: Number(row.count), resetAt: Number(row.reset_at) };
    },
  };
}

/**
 * Answers 429 with `Retry-After` (seconds) once a client has sent `max` requests in the current window. Every answer
 * carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` so a well-behaved client can slow down.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const { max, windowMs, keyOf, now = Date.now } = options;
  const counter = options.counter ?? memoryRateCounter(options.maxClients);
  return async (c, next) => {
    if (max <= 0) return next();
    const time = now();
    const key = keyOf(c);
    const window = await counter.hit(key, time, windowMs);
    const resetSeconds = Math.max(1, Math.ceil((window.resetAt - time) / 1000));
    const headers = {
      'RateLimit-Limit': String(max),
      'RateLimit-Remaining': String(Math.max(0, max - window.count)),
      'RateLimit-Reset': String(resetSeconds),
    };
    if (window.count > max) {
      const response = sendError(
        c,
        429,
        `Too many requests: please wait ${resetSeconds} second${resetSeconds === 1 ? '' : 's'} and try again.`,
      );
      response.headers.set('Retry-After', String(resetSeconds));
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
      return response;
    }
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
