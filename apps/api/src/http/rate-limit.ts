// Per-client request limits on the POST endpoints: a fixed window per client address, kept in memory (each replica
// counts its own clients; behind a load balancer with N replicas a client gets at most N times the limit).
import type { MiddlewareHandler } from 'hono';
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
  /** How many clients are remembered at once; the least recently seen are forgotten first. */
  maxClients?: number;
}

/**
 * Answers 429 with `Retry-After` (seconds) once a client has sent `max` requests in the current window. Every answer
 * carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` so a well-behaved client can slow down.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const { max, windowMs, keyOf, now = Date.now } = options;
  const windows = new Lru<string, { count: number; resetAt: number }>(options.maxClients ?? 50_000);
  return async (c, next) => {
    if (max <= 0) return next();
    const time = now();
    const key = keyOf(c);
    let window = windows.get(key);
    if (!window || time >= window.resetAt) {
      window = { count: 0, resetAt: time + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
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
