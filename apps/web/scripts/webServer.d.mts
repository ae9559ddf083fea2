// Types of webServer.mjs for the TypeScript end-to-end tests that import it.
import type { ChildProcess, StdioOptions } from 'node:child_process';

/** The build the tools run and test: build/, unless WEB_BUILD_DIR names another. */
export const buildDirectory: string;

/** A port free on 127.0.0.1 at this moment (the system picks it). */
export function freePort(): Promise<number>;

/** `node server.mjs` in production on 127.0.0.1:`port`, rendering against `apiOrigin`, serving {@link buildDirectory}. */
export function spawnWebServer(options: {
  port: number;
  apiOrigin: string;
  env?: Record<string, string>;
  stdio?: StdioOptions;
}): ChildProcess;

/** Resolves once `url` answers below 500; throws when `child` exits first, or after `timeoutMs` (60 s). */
export function waitForServer(
  url: string,
  options?: { child?: ChildProcess; name?: string; timeoutMs?: number },
): Promise<void>;
