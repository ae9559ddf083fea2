// Starts the real server on a free loopback port over a private copy of the seeded database.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import pino from 'pino';
import { startServer, type RunningServer, type StartOptions } from '../start';

export interface TestServer extends RunningServer {
  databasePath: string;
  /** GET (or another method) a path on the server. */
  get(path: string, init?: RequestInit): Promise<Response>;
  /** GET a path and parse the JSON answer. */
  json<T = Record<string, unknown>>(
    path: string,
    init?: RequestInit,
  ): Promise<{ status: number; body: T; headers: Headers }>;
}

export async function startTestServer(
  options: Omit<StartOptions, 'port' | 'databasePath'> = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'fittings-api-test-'));
  const databasePath = join(dir, 'catalogue.db');
  copyFileSync(inject('seededDatabase'), databasePath);
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    databasePath,
    logger: pino({ level: 'silent' }),
    ...options,
  });
  const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
  return {
    ...server,
    databasePath,
    get,
    json: async <T>(path: string, init?: RequestInit) => {
      const response = await get(path, init);
      return {
        status: response.status,
        body: (await response.json()) as T,
        headers: response.headers,
      };
    },
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
