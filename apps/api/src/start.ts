// Starts the API on a port over a database file: what `pnpm start`, the tests and the web app's start script use.
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp, type App } from './app';
import { prepareDatabase, type Db } from './db/database';
import type { FormsSetup } from './forms/setup';
import { createLogger } from './http/logger';
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
}

export interface RunningServer {
  /** The origin the server answers on, e.g. `http://127.0.0.1:8088`. */
  url: string;
  port: number;
  app: App['app'];
  db: Db;
  /** Stops accepting connections, waits for open ones, and closes the database. */
  close(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger();
  const host = options.host ?? '127.0.0.1';
  const db = prepareDatabase(options.databasePath ?? defaultDatabasePath(), {
    seedDir: options.seedDir,
  });
  const { app, fastPath, notifier } = createApp({
    db,
    assetBaseUrl: options.assetBaseUrl,
    logger,
    ...(options.bodyLimitBytes !== undefined ? { bodyLimitBytes: options.bodyLimitBytes } : {}),
    ...(options.xsrf !== undefined ? { xsrf: options.xsrf } : {}),
    ...(options.forms !== undefined ? { forms: options.forms } : {}),
  });
  const honoListener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (!fastPath(req, res)) void honoListener(req, res);
  });
  // Requests Node cannot parse (a URL or headers over its 16 KB limit, a malformed request line) never reach the
  // app; answer them in the API's JSON error shape too instead of Node's bare status line.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
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
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  logger.info({ url }, 'catalogue API listening');
  // Notifications a previous run could not send (SMTP down, a stop mid-send) go now, without holding up the start.
  void notifier.deliverPending();
  return {
    url,
    port,
    app,
    db,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          notifier.transport.close?.();
          db.close();
          logger.flush?.();
          if (error) reject(error);
          else resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
