// The route pattern a request was answered by, for the metrics: `/get/product/:id`, never the URL a visitor typed.
import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import { UNMATCHED_ROUTE } from './metrics';

/**
 * The path of the handler that answered: the last matched route that is not a middleware's wildcard. A request that
 * only middleware matched (no such endpoint, or refused before its handler) is UNMATCHED_ROUTE, so invented URLs
 * cannot create new series.
 */
export function routePattern(c: Context): string {
  const routes = matchedRoutes(c);
  const last = routes.at(c.req.routeIndex) ?? routes.at(-1);
  if (!last || last.path.includes('*')) return UNMATCHED_ROUTE;
  return last.path;
}
