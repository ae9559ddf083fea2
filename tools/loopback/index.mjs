// The helpers every test and script that starts a server on loopback needs: a port to start it on, waiting until it
// answers, and waiting until what it should do has happened (a row, a page, an exit). One copy, so the web e2e setup, the hostile suite, the API's PostgreSQL tests, `pnpm start`,
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

/**
 * Asks `read()` (sync or async) again and again until `done(value)` holds, and resolves with that value; throws after
 * `timeoutMs` (5 s), naming `name` and the last value read. For what happens in its own time (a sync interval, a
 * queue's timer pass, a process's exit): the test waits exactly as long as it takes, and still fails when it never
 * happens. A `read()` that throws counts as not done yet; its error is named if time runs out.
 */
export async function waitFor(
  read,
  done = Boolean,
  { name = 'the condition', timeoutMs = 5_000, everyMs = 25 } = {},
) {
  const until = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      const value = await read();
      if (done(value)) return value;
      last = `last value: ${JSON.stringify(value)?.slice(0, 300)}`;
    } catch (error) {
      last = `last error: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (Date.now() >= until)
      throw new Error(`${name} did not happen within ${timeoutMs} ms (${last})`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
