// The production web server, `node build/server.mjs` (this module compiled by scripts/buildEdge.mjs): reads its
// settings, then serves the app (app.ts) in one process or as the primary of WEB_WORKERS (workers.ts). The Node
// server around the app gives every request its id and a believed scheme, checks its bounds (limits.ts), logs it,
// and drains on SIGTERM.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { readMetricsPort, trackRequest } from '../observe/metrics';
import { createApp, type EdgeEnv } from './app';
import { serverBuild } from './buildPaths';
import { lingerOnClose, refuseOnSocket, unreadableRequest, withinLimits } from './limits';
import { createLogger } from './logger';
import { assetOriginsOf } from './securityHeaders';
import { parseTrustProxy, prepareIncoming, type TrustProxy } from './trustProxy';
import { readWorkers, runPrimary, startMetrics } from './workers';

export { assetOriginsOf, createApp, readWorkers };

/**
 * PUBLIC_ORIGIN, the origin of canonical URLs, the sitemap and share tags: required in production, where the Host
 * header a visitor sends must never decide them. Throws a message naming the variable.
 */
export function readPublicOrigin(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const value = env.PUBLIC_ORIGIN?.trim();
  if (!value) {
    if (env.NODE_ENV === 'production')
      throw new Error(
        'PUBLIC_ORIGIN must be set in production: the origin visitors reach the site by, e.g. https://www.example.com (canonical URLs, the sitemap and share tags use it).',
      );
    return undefined;
  }
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an absolute http(s) origin, not "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search)
    throw new Error(
      `PUBLIC_ORIGIN must be an http(s) origin with no path, e.g. https://www.example.com, not "${value}"`,
    );
  return url.origin;
}

/**
 * The Node server around the app: every request gets its id and a believed scheme before the app sees it, and one
 * JSON log line when answered.
 */
export function createWebServer(
  app: Hono<EdgeEnv>,
  { trustProxy, logger }: { trustProxy: TrustProxy; logger: Logger },
): Server {
  // A request no URL can be made of (a malformed Host, a raw backslash in the path) gets the site's error page.
  const listener = getRequestListener(app.fetch, { errorHandler: unreadableRequest });
  const server = createServer((req, res) => {
    trackRequest(req, res);
    const started = performance.now();
    const { requestId } = prepareIncoming(req, trustProxy);
    res.setHeader('X-Request-Id', requestId);
    res.once('finish', () => {
      if (!logger.isLevelEnabled('info')) return;
      logger.info(
        {
          reqId: requestId,
          method: req.method,
          path: (req.url ?? '').split('?', 1)[0],
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 100) / 100,
        },
        'request',
      );
    });
    if (withinLimits(req, res)) void listener(req, res);
  });
  // A refusal answered before its body was read must reach the client: see lingerOnClose.
  server.on('connection', lingerOnClose);
  // Requests Node refuses before any handler (headers over its 16 KB, a malformed request line) get the site's
  // error page too, instead of a bare status line.
  server.on(
    'clientError',
    (
      error: NodeJS.ErrnoException,
      socket: Socket & { _httpMessage?: { headersSent?: boolean } },
    ) => {
      // A response already started on this socket (a refusal that closes it, then unread body bytes Node tried to parse
      // as a next request): writing another would be data after `Connection: close`. Found by the fuzz suite.
      if (!socket.writable || socket._httpMessage?.headersSent) return socket.destroySoon();
      refuseOnSocket(
        socket,
        error.code === 'HPE_HEADER_OVERFLOW' ? 'headersTooLarge' : 'unreadable',
        (error as NodeJS.ErrnoException & { rawPacket?: Buffer }).rawPacket,
      );
    },
  );
  return server;
}

function shutdownTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.SHUTDOWN_TIMEOUT_SECONDS?.trim();
  if (!raw) return 10_000;
  const seconds = Number(raw);
  if (!(seconds >= 0))
    throw new Error(`SHUTDOWN_TIMEOUT_SECONDS must be a number of seconds, not "${raw}"`);
  return seconds * 1000;
}

/** One server: listens, and on SIGTERM stops accepting, lets requests in flight finish and exits. */
function serve(
  logger: Logger,
  { trustProxy, drainMs, workers }: { trustProxy: TrustProxy; drainMs: number; workers: number },
): void {
  let draining = false;
  const app = createApp({ isDraining: () => draining });
  const server = createWebServer(app, { trustProxy, logger });
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOST ?? '127.0.0.1';
  server.on('error', (error) => {
    console.error(`web: ${error.message}`);
    logger.flush?.();
    process.exit(1);
  });
  if (cluster.isPrimary) startMetrics(logger);
  server.listen(port, hostname, () => {
    logger.info({ port, host: hostname, pid: process.pid }, 'web server listening');
    if (cluster.isPrimary || cluster.worker?.id === 1)
      console.log(
        `web: listening on http://${hostname === '127.0.0.1' ? 'localhost' : hostname}:${port}` +
          (cluster.isWorker ? ` (${workers} workers)` : ''),
      );
  });
  // SIGTERM: stop accepting, let requests in flight finish, close idle keep-alive connections, and exit; whatever
  // is still open after SHUTDOWN_TIMEOUT_SECONDS is cut.
  const stop = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    logger.info({ signal, timeoutMs: drainMs }, 'draining');
    const timer = setTimeout(() => {
      logger.warn('drain timed out; closing the remaining connections');
      server.closeAllConnections();
      logger.flush?.();
      process.exit(1);
    }, drainMs);
    timer.unref();
    server.close(() => {
      logger.info('drained');
      logger.flush?.();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const logger = createLogger();
  try {
    if (!existsSync(serverBuild))
      throw new Error(`No build at ${serverBuild}: run "pnpm --filter @fittings/web build" first.`);
    readPublicOrigin();
    const trustProxy = parseTrustProxy(process.env.TRUST_PROXY ?? 'loopback');
    const drainMs = shutdownTimeoutMs();
    const workers = readWorkers();
    readMetricsPort();
    if (workers > 1 && cluster.isPrimary) {
      // Settings were read above, so a bad one stops here once rather than in every worker.
      runPrimary(workers, logger);
    } else {
      serve(logger, { trustProxy, drainMs, workers });
    }
  } catch (error) {
    console.error(`web: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
