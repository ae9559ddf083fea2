// Types of errors.mjs (plain JavaScript, imported by the web server's edge, edge/server.ts).
import type { Context, Handler } from 'hono';

/** Where a reported error happened: the route pattern and the request's id. */
export interface ErrorContext {
  route?: string | undefined;
  requestId?: string | undefined;
}

export interface ErrorReporter {
  enabled: boolean;
  /** Reports an error of a server render. */
  capture(error: unknown, context?: ErrorContext): unknown;
  /** Passes on a browser's event; answers the store's HTTP status. */
  forward(event: unknown, context?: ErrorContext): Promise<number>;
}

export declare const MAX_ERROR_REPORT_BYTES: number;
export declare const VISITOR_REPORTS_PER_MINUTE: number;
export declare const ALL_REPORTS_PER_MINUTE: number;
export declare function webRelease(
  serverBuild: string,
  env?: Record<string, string | undefined>,
): string;
export declare function createErrorReporter(options?: {
  apiOrigin?: string;
  dsn?: string;
  release?: string;
  environment?: string;
  logger?: { warn(details: object, message: string): void };
}): ErrorReporter;
export declare function reportLimiter(options?: {
  perVisitor?: number;
  overall?: number;
  now?: () => number;
}): (visitor: string) => boolean;
export declare function errorsEndpoint(options: {
  reporter: ErrorReporter;
  routeOf: (pathname: string) => string;
  visitorOf: (c: Context) => string;
  limiter?: (visitor: string) => boolean;
}): Handler;
export declare function visitorKey(
  forwardedFor: string | undefined,
  peer: string | undefined,
): string;
