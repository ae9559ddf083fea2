// The production web server (build/server.mjs, the edge compiled into a build) started on a loopback port, as production starts it: for the
// end-to-end setup and stacks, the hostile suite, the WEB_WORKERS test, `pnpm perf` and `pnpm bench`, so they all
// start it, and wait for it, one way.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The loopback helpers every server-starting tool shares, handed on so the web tools import one module.
export { freePort, waitForServer } from '@fittings/loopback';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The build the tools run and test: build/, unless WEB_BUILD_DIR names another (react-router.config.ts builds there),
 * so an engineer can build and test beside another's build/ without replacing it under them.
 */
export const buildDirectory = path.resolve(webRoot, process.env.WEB_BUILD_DIR ?? 'build');

/**
 * `node build/server.mjs` (the build's own edge) in production on 127.0.0.1:`port`, rendering against `apiOrigin`, with `http://127.0.0.1:port`
 * as its public origin, serving {@link buildDirectory}; `env` adds settings or overrides these.
 */
export function spawnWebServer({
  port,
  apiOrigin,
  env = {},
  stdio = ['ignore', 'ignore', 'inherit'],
}) {
  return spawn(process.execPath, [path.join(buildDirectory, 'server.mjs')], {
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
