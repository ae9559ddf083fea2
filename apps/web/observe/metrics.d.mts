// Types of metrics.mjs (plain JavaScript, imported by the web server's edge, edge/server.ts).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { ServerBuild } from 'react-router';

/** The route pattern of a pathname, or UNMATCHED_ROUTE. */
export type RouteOf = (pathname: string) => string;

export declare const UNMATCHED_ROUTE: string;
export declare function trackRequest(req: IncomingMessage, res: ServerResponse): void;
export declare function labelRequest(incoming: IncomingMessage | undefined, route: string): void;
export declare function observeRender(route: string, seconds: number): void;
export declare function routePatternsOf(build: ServerBuild): RouteOf;
export declare function readMetricsPort(
  env?: Record<string, string | undefined>,
): number | undefined;
export declare function serveMetrics(options: {
  port: number;
  host?: string;
}): Promise<Server & { url: string }>;
export declare function labelRoutes(): MiddlewareHandler;
export declare function pagePattern(routeOf: RouteOf | undefined, pathname: string): string;
