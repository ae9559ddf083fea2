// The web server's figures in Prometheus' text format (prom-client), on a port of its own (WEB_METRICS_PORT) that
// nginx never forwards: requests by route pattern, status class and duration, the server render's time, and the
// process (event-loop delay, memory). With WEB_WORKERS the primary answers for every worker (AggregatorRegistry asks
// each over the cluster channel), so the figures are the whole server's whatever process a request reached.
import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import {
  AggregatorRegistry,
  Counter,
  Histogram,
  collectDefaultMetrics,
  register,
} from 'prom-client';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** The route pattern of a pathname, or UNMATCHED_ROUTE. */
export type RouteOf = (pathname: string) => string;

/** Seconds: from a static file (well under a millisecond) to a slow server render. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'PATCH', 'DELETE']);
/** A request no route answered: refused by a limit before routing, or a static file that does not exist. */
export const UNMATCHED_ROUTE = '(unmatched)';

// The default registry: the one prom-client's cluster support reads in each worker.
collectDefaultMetrics();
// A worker answers the primary's requests for its figures only once an AggregatorRegistry exists in it: that is
// where prom-client adds the listener.
if (cluster.isWorker) new AggregatorRegistry();
const requests = new Counter({
  name: 'fittings_web_requests_total',
  help: 'Requests answered, by route pattern, method and status class',
  labelNames: ['route', 'method', 'status'],
});
const duration = new Histogram({
  name: 'fittings_web_request_duration_seconds',
  help: 'Time from the request to the end of its answer, by route pattern',
  labelNames: ['route'],
  buckets: BUCKETS,
});
const render = new Histogram({
  name: 'fittings_web_render_duration_seconds',
  help: "Time to render a page on the server (React Router's loaders and React), by route pattern",
  labelNames: ['route'],
  buckets: BUCKETS,
});

const routes = new WeakMap<IncomingMessage, string>();

/** Counts a request of the Node server once its answer is sent, under the route `labelRequest` gave it. */
export function trackRequest(req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now();
  res.once('finish', () => {
    const route = routes.get(req) ?? UNMATCHED_ROUTE;
    requests.inc({
      route,
      // Only methods the site knows, so a client inventing methods cannot invent series.
      method: req.method && KNOWN_METHODS.has(req.method) ? req.method : 'OTHER',
      status: `${Math.floor(res.statusCode / 100)}xx`,
    });
    duration.observe({ route }, (performance.now() - started) / 1000);
  });
}

/** The route pattern a request was answered by; `incoming` is Node's request (Hono's `c.env.incoming`). */
export function labelRequest(incoming: IncomingMessage | undefined, route: string): void {
  if (incoming) routes.set(incoming, route);
}

/** One server render of `route` that took `seconds`. */
export function observeRender(route: string, seconds: number): void {
  render.observe({ route }, seconds);
}

/**
 * The route patterns of a React Router server build: `(pathname) => '/hi/product/:id'`, or UNMATCHED_ROUTE. Made
 * from the build's own route manifest, so the labels are the app's routes and nothing a visitor typed.
 */
export function routePatternsOf(build: ServerBuild): RouteOf {
  const manifest = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    manifest
      .filter((route) => route.parentId === parentId)
      .map(
        (route) =>
          ({
            id: route.id,
            path: route.path,
            index: route.index,
            caseSensitive: route.caseSensitive,
            children: childrenOf(route.id),
          }) as RouteObject,
      );
  const tree = childrenOf(undefined);
  return (pathname: string) => {
    const matches = matchRoutes(tree, pathname);
    if (!matches?.length) return UNMATCHED_ROUTE;
    const pattern = matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join('/')
      .replace(/\/+/g, '/');
    return `/${pattern}`.replace(/\/+/g, '/');
  };
}

/**
 * WEB_METRICS_PORT: unset or empty is no metrics address; 0 is a free port (tests). Throws a message naming the
 * variable.
 */
export function readMetricsPort(
  env: Record<string, string | undefined> = process.env,
): number | undefined {
  const raw = env.WEB_METRICS_PORT?.trim();
  if (!raw) return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`WEB_METRICS_PORT must be a whole number from 0 to 65535, not "${raw}"`);
  return port;
}

/**
 * Serves `GET /metrics` on its own port: this process's registry, or in the primary of WEB_WORKERS every worker's,
 * summed. Resolves with the server once it listens, its address (for the log) as `url`.
 */
export function serveMetrics({
  port,
  host = '127.0.0.1',
}: {
  port: number;
  host?: string;
}): Promise<Server & { url: string }> {
  const aggregator = cluster.isPrimary && cluster.workers ? new AggregatorRegistry() : undefined;
  const collect = () =>
    aggregator && Object.keys(cluster.workers ?? {}).length > 0
      ? aggregator.clusterMetrics()
      : register.metrics();
  const server = createServer((req, res) => {
    if (req.url !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    collect().then(
      (text) => {
        res.writeHead(200, { 'content-type': register.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(
          `Metrics could not be collected: ${error instanceof Error ? error.message : String(error)}\n`,
        );
      },
    );
  });
  return new Promise<Server & { url: string }>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const { port: bound } = server.address() as AddressInfo;
      const url = `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`;
      resolve(Object.assign(server, { url }));
    });
  });
}

/** What the Hono app labels a request with when no page route answered it: the part of the site it went to. */
function areaOf(path: string): string {
  if (path === '/healthz') return '/healthz';
  const area = /^\/(assets|get|media|post)\//.exec(path)?.[1];
  return area ? `/${area}/*` : '(static)';
}

/**
 * Hono middleware, first in the app: labels each request with its route pattern once answered (the page route the
 * render set as `routePattern`, else the area: `/assets/*`, `/get/*`, a static file).
 */
export function labelRoutes(): MiddlewareHandler<{
  Bindings: { incoming?: IncomingMessage };
  Variables: { routePattern?: string };
}> {
  return async (c, next) => {
    await next();
    labelRequest(c.env?.incoming, c.get('routePattern') ?? areaOf(c.req.path));
  };
}

/** A page's route pattern from the build's matcher; `.data` requests (client navigations) keep their suffix. */
export function pagePattern(routeOf: RouteOf | undefined, pathname: string): string {
  if (!routeOf) return UNMATCHED_ROUTE;
  const data = pathname.endsWith('.data');
  const pattern = routeOf(data ? pathname.slice(0, -'.data'.length) || '/' : pathname);
  return data && pattern !== UNMATCHED_ROUTE ? `${pattern}.data` : pattern;
}
