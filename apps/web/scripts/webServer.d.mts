// Types of webServer.mjs for the TypeScript end-to-end tests that import it.
import type { ChildProcess, StdioOptions } from 'node:child_process';

/** The build the tools run and test: build/, unless WEB_BUILD_DIR names another. */
export const buildDirectory: string;

export { freePort, waitForServer } from '@fittings/loopback';

/** `node build/server.mjs` in production on 127.0.0.1:`port`, rendering against `apiOrigin`, serving {@link buildDirectory}. */
export function spawnWebServer(options: {
  port: number;
  apiOrigin: string;
  env?: Record<string, string>;
  stdio?: StdioOptions;
}): ChildProcess;
