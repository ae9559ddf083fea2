// Starts the API on a port over a database file: what `pnpm start`, the tests and the web app's start script use.
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp, type App } from './app';
import { prepareDatabase } from './catalogue/prepare';
import type { Db } from './db/database';
import { migratePostgres, postgresWrites } from './db/postgres';
import { sqliteWrites, type WriteStore } from './db/writes';
import { startCatalogueSync, type CatalogueSync } from './catalogue/sync';
import type { FormsSetup } from './forms/setup';
import { DEFAULT_BODY_LIMIT_BYTES, withinLimits } from './http/limits';
import { createLogger } from './http/logger';
import { serveMetrics } from './observe/metrics-server';
import { defaultDatabasePath } from './paths';

export interface StartOptions {
  /** 0 picks a free port. Default 8088. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Created, migrated and seeded when new. Default apps/api/.data/catalogue.db. */
  databasePath?: string;
  /** Comma-separated CDN bases of asset URLs; default relative `/media` URLs. */
  assetBaseUrl?: string | undefined;
  logger?: Logger;
  bodyLimitBytes?: number;
  /** Whether POSTs must carry the XSRF token (default true; API_XSRF=off turns it off). */
  xsrf?: boolean;
  /** The catalogue folder to seed a new database from; default the catalogue shipped with the package. */
  seedDir?: string;
  /** Captcha, e-mail, rate limits and idempotency of the form endpoints (see createApp's defaults). */
  forms?: FormsSetup;
  /** Told each step of seeding a new database (the entry point prints them); silent by default. */
  progress?: (step: string) => void;
  /**
   * A PostgreSQL URL: submissions, the outbox and rate limits go there (migrated at start), and the catalogue
   * follows the newest snapshot there. Unset: everything stays in the SQLite file.
   */
  databaseUrl?: string | undefined;
  /** Connections to PostgreSQL at most. Default 10. */
  pgPoolMax?: number;
  /** How often to look for a newer catalogue in PostgreSQL. Default 10 s. */
  catalogueSyncIntervalMs?: number;
  /** Where Prometheus reads `/metrics` (0: a free port); none by default. Never the port visitors reach. */
  metricsPort?: number | undefined;
  /** Default 127.0.0.1. */
  metricsHost?: string;
  /** Where errors are reported: a Sentry DSN, or none to store them with the writes. And the test-only route. */
  errors?: { dsn?: string | undefined; testRoutes?: boolean };
}

export interface RunningServer {
  /** The origin the server answers on, e.g. `http://127.0.0.1:8088`. */
  url: string;
  port: number;
  app: App['app'];
  db: Db;
  /** Where the writes go (the SQLite file, or PostgreSQL). */
  writes: WriteStore;
  /** `http://127.0.0.1:PORT/metrics` when a metrics port was asked for. */
  metricsUrl?: string;
  /** With PostgreSQL: loads a newer catalogue snapshot now (the server also checks on its own). */
  syncCatalogue?: () => Promise<boolean>;
  /** Stops accepting connections, waits for open ones, and closes the database. */
  close(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger();
  const host = options.host ?? '127.0.0.1';
  const db = await prepareDatabase(options.databasePath ?? defaultDatabasePath(), {
    seedDir: options.seedDir,
    ...(options.progress ? { progress: options.progress } : {}),
  });
  let writes: WriteStore | undefined;
  let sync: CatalogueSync | undefined;
  try {
    if (options.databaseUrl) {
      const postgres = postgresWrites(options.databaseUrl, {
        ...(options.pgPoolMax !== undefined ? { poolMax: options.pgPoolMax } : {}),
        onIdleError: (error) => logger.warn({ err: error.message }, 'PostgreSQL connection lost'),
      });
      writes = postgres;
      const applied = await migratePostgres(postgres.pool);
      if (applied.length > 0) logger.info({ applied }, 'PostgreSQL migrated');
    } else {
      writes = sqliteWrites(db);
    }
  } catch (error) {
    await writes?.close();
    db.close();
    throw error;
  }
  const { app, fastPath, notifier, state, metrics } = createApp({
    db,
    writes,
    assetBaseUrl: options.assetBaseUrl,
    logger,
    ...(options.bodyLimitBytes !== undefined ? { bodyLimitBytes: options.bodyLimitBytes } : {}),
    ...(options.xsrf !== undefined ? { xsrf: options.xsrf } : {}),
    ...(options.forms !== undefined ? { forms: options.forms } : {}),
    ...(options.errors !== undefined ? { errors: options.errors } : {}),
  });
  if (writes.kind === 'postgres') {
    sync = startCatalogueSync({
      store: writes,
      db,
      state,
      logger,
      intervalMs: options.catalogueSyncIntervalMs ?? 10_000,
    });
    // A replica started after an import serves that catalogue from its first request.
    await sync.check().catch((error: unknown) => {
      logger.error({ err: error }, 'catalogue sync failed at start; serving the local catalogue');
      return false;
    });
  }
  // A request no URL can be made of (a malformed Host, a raw backslash in the path) never reaches the app: answered
  // here in the API's JSON error shape, not with the adapter's empty 400.
  const honoListener = getRequestListener(app.fetch, {
    errorHandler: (error) =>
      new Response(
        JSON.stringify({
          success: false,
          message:
            error instanceof Error && /host/i.test(error.message)
              ? 'The Host header is not a valid host name.'
              : 'The address could not be read: a path holds only "/" as its separator, never a backslash.',
        }),
        {
          status: 400,
          headers: {
            'content-type': 'application/json; charset=UTF-8',
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
            connection: 'close',
          },
        },
      ),
  });
  const bodyLimit = options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  const server = createServer((req, res) => {
    metrics.track(req, res);
    if (!withinLimits(req, res, bodyLimit)) return;
    if (!fastPath(req, res)) void honoListener(req, res);
  });
  // Requests Node cannot parse (a URL or headers over its 16 KB limit, a malformed request line) never reach the
  // app; answer them in the API's JSON error shape too instead of Node's bare status line.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    // A response already started on this socket (a refusal that closes it): never write a second one after it.
    const started = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!socket.writable || started?.headersSent) return socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify({
      success: false,
      message: tooLarge
        ? 'The request line or headers are too large.'
        : 'The request is malformed.',
    });
    socket.end(
      `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
        `content-type: application/json; charset=UTF-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
        `cache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8088, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const metricsServer =
    options.metricsPort === undefined
      ? undefined
      : await serveMetrics(metrics.registry, {
          port: options.metricsPort,
          host: options.metricsHost ?? '127.0.0.1',
        }).catch((error: unknown) => {
          server.close();
          throw error;
        });
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  logger.info({ url }, 'catalogue API listening');
  // Notifications a previous run could not send go now, without holding up the start, and then on a timer while the
  // API runs, each failed one after its backoff. A row a stop caught mid-send stays claimed: never sent twice.
  void notifier.deliverPending();
  const stopRetrying = notifier.startRetrying(options.forms?.mailRetry?.intervalMs ?? 30_000);
  return {
    url,
    port,
    app,
    db,
    writes,
    ...(sync ? { syncCatalogue: sync.check } : {}),
    ...(metricsServer ? { metricsUrl: metricsServer.url } : {}),
    close: () =>
      new Promise<void>((resolve, reject) => {
        sync?.stop();
        stopRetrying();
        void metricsServer?.close();
        server.close((error) => {
          notifier.transport.close?.();
          const closed = writes.close().catch(() => undefined);
          void closed.then(() => {
            db.close();
            logger.flush?.();
            if (error) reject(error);
            else resolve();
          });
        });
        server.closeIdleConnections();
      }),
  };
}
