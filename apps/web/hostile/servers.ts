// The production API and web server as a visitor meets them: each its own Node process (so each one's memory can be
// read from /proc), built output only, on 127.0.0.1 and free ports, over a database in a temporary folder. Stopped,
// and the folder removed, by `close()` whatever the outcome.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDirectory, freePort, waitForServer } from '../scripts/webServer.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiRoot = path.dirname(createRequire(import.meta.url).resolve('@fittings/api/package.json'));
const deployEnv = path.resolve(webRoot, '..', '..', 'deploy', 'env');

/**
 * The `NODE_OPTIONS` line of an operator's env file (deploy/env/api.env or web.env), so the servers here run with the
 * V8 settings they are deployed with and the memory ceilings below measure those. Missing line: Node's defaults.
 */
export function deployedNodeOptions(file: 'api.env' | 'web.env'): string {
  const line = readFileSync(path.join(deployEnv, file), 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('NODE_OPTIONS='));
  return line ? line.slice('NODE_OPTIONS='.length).trim() : '';
}

export interface Servers {
  webUrl: string;
  apiUrl: string;
  webPid: number;
  apiPid: number;
  /** Whatever the two processes wrote to stderr (a crash's stack lands here). */
  stderr(): string;
  close(): Promise<void>;
}

/** Peak resident memory of a process (VmHWM), in MB: the most it ever held, not just now. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

export async function startServers(
  env: { api?: Record<string, string>; web?: Record<string, string> } = {},
): Promise<Servers> {
  for (const built of [
    path.join(buildDirectory, 'server', 'index.js'),
    path.join(apiRoot, 'dist', 'server.js'),
  ]) {
    if (!existsSync(built)) throw new Error(`No build at ${built}: run "pnpm build" first.`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'fittings-hostile-'));
  const children: ChildProcess[] = [];
  let errors = '';
  const start = (name: string, cwd: string, script: string, childEnv: Record<string, string>) => {
    const child = spawn(process.execPath, [script], {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...childEnv },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += `[${name}] ${chunk.toString()}`;
    });
    children.push(child);
    return child;
  };
  const close = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }),
    );
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const webUrl = `http://127.0.0.1:${webPort}`;
    const api = start('api', apiRoot, 'dist/server.js', {
      NODE_ENV: 'production',
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      NODE_OPTIONS: deployedNodeOptions('api.env'),
      DATABASE_PATH: path.join(dir, 'catalogue.db'),
      // Test settings, explicit: the local captcha stand-in, and no per-client limit so every request goes deep.
      CAPTCHA_PROVIDER: 'local',
      API_RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'silent',
      ...env.api,
    });
    // Seeding a fresh database (photos included) takes minutes on a busy two-core machine: waited for as long as
    // the API lives, within the suite's hook timeout.
    await waitForServer(`${apiUrl}/health`, { child: api, name: 'the API', timeoutMs: 300_000 });
    const web = start('web', webRoot, path.join(buildDirectory, 'server.mjs'), {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(webPort),
      NODE_OPTIONS: deployedNodeOptions('web.env'),
      API_ORIGIN: apiUrl,
      PUBLIC_ORIGIN: webUrl,
      BUILD_DIR: buildDirectory,
      LOG_LEVEL: 'silent',
      ...env.web,
    });
    await waitForServer(`${webUrl}/healthz`, { child: web, name: 'the web server' });
    return {
      webUrl,
      apiUrl,
      webPid: web.pid!,
      apiPid: api.pid!,
      stderr: () => errors,
      close,
    };
  } catch (error) {
    await close();
    throw new Error(`${error instanceof Error ? error.message : error}\n${errors}`, {
      cause: error,
    });
  }
}
