// The production web server (server.mjs over a build) started on a loopback port, as production starts it: for the
// end-to-end setup and stacks, the hostile suite, the WEB_WORKERS test, `pnpm perf` and `pnpm bench`, so they all
// start it, and wait for it, one way.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The build the tools run and test: build/, unless WEB_BUILD_DIR names another (react-router.config.ts builds there),
 * so an engineer can build and test beside another's build/ without replacing it under them.
 */
export const buildDirectory = path.resolve(webRoot, process.env.WEB_BUILD_DIR ?? 'build');

/** A port free on 127.0.0.1 at this moment (the system picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `node server.mjs` in production on 127.0.0.1:`port`, rendering against `apiOrigin`, with `http://127.0.0.1:port`
 * as its public origin, serving {@link buildDirectory}; `env` adds settings or overrides these.
 */
export function spawnWebServer({
  port,
  apiOrigin,
  env = {},
  stdio = ['ignore', 'ignore', 'inherit'],
}) {
  return spawn(process.execPath, ['server.mjs'], {
    cwd: webRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_ORIGIN: apiOrigin,
      // Production refuses to start without it (canonical URLs, share tags).
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      BUILD_DIR: buildDirectory,
      ...env,
    },
    stdio,
  });
}

/**
 * Resolves once `url` answers below 500 (listening, and not failing); throws as soon as `child` (the server being
 * waited for, if it is a child process) exits, or after `timeoutMs`, naming `name` in the error.
 */
export async function waitForServer(url, { child, name = url, timeoutMs = 60_000 } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms`);
}
