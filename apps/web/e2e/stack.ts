// A private API and web server for one end-to-end file, on 127.0.0.1 and free ports, with the environment that file
// needs (tracker ids, an IP-location service, tight rate limits) and a database the test can open. The global setup's
// servers stay untouched for the other files. Stopped, and its folder removed, by `close()`.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer, type StartOptions } from '@fittings/api';
import { freePort, spawnWebServer, waitForServer } from '../scripts/webServer.mjs';

export interface Stack {
  baseUrl: string;
  apiUrl: string;
  /** The API's SQLite file, for reading what a form stored. */
  databasePath: string;
  dataDir: string;
  close(): Promise<void>;
}

export interface StackOptions {
  /** Extra environment of the web server (tracker ids, IP_LOCATION_URL...). */
  env?: Record<string, string>;
  /** The API's form settings (rate limits, captcha, mail). */
  forms?: StartOptions['forms'];
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fittings-forms-e2e-'));
  const databasePath = path.join(dataDir, 'catalogue.db');
  let api: RunningServer | undefined;
  let web: ChildProcess | undefined;
  const close = async () => {
    if (web && web.exitCode === null) {
      const exited = new Promise((resolve) => web!.once('exit', resolve));
      web.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
      if (web.exitCode === null) web.kill('SIGKILL');
    }
    await api?.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    api = await startServer({
      port: 0,
      host: '127.0.0.1',
      databasePath,
      ...(options.forms ? { forms: options.forms } : {}),
    });
    web = spawnWebServer({
      port,
      apiOrigin: api.url,
      env: options.env,
    });
    await waitForServer(`${baseUrl}/`, { child: web, name: 'the web server', timeoutMs: 30_000 });
    return { baseUrl, apiUrl: api.url, databasePath, dataDir, close };
  } catch (error) {
    await close();
    throw error;
  }
}
