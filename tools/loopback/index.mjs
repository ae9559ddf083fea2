// The two helpers every test and script that starts a server on loopback needs: a port to start it on, and waiting
// until it answers. One copy, so the web e2e setup, the hostile suite, the API's PostgreSQL tests, `pnpm start`,
// `pnpm test:cluster` and the release test all start and wait for their servers one way.
import { createServer } from 'node:net';

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
 * Resolves once `url` answers below 500 (listening, and not failing); throws as soon as `child` (the server being
 * waited for, if it is a child process) exits, or after `timeoutMs` (`Infinity`: as long as `child` lives), naming
 * `name` in the error. A server that
 * accepts the connection but does not answer is asked again after a few seconds, not waited on forever.
 */
export async function waitForServer(url, { child, name = url, timeoutMs = 60_000 } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    // Exited, or killed by a signal (then exitCode stays null): no use waiting on.
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${name} exited with ${child.exitCode ?? child.signalCode}`);
    try {
      const signal = AbortSignal.timeout(Math.max(1, Math.min(5_000, until - Date.now())));
      const response = await fetch(url, { signal });
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      // not listening (or not answering) yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms`);
}
