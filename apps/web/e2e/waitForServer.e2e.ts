// The one wait every tool and suite uses before talking to a server it started (@fittings/loopback): it must not
// return before the server answers, nor hang when the server died or never came.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { freePort, waitForServer } from '@fittings/loopback';

function listen(server: Server, port: number) {
  return new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

describe('waitForServer', () => {
  it('returns only once the server answers below 500', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/healthz`;
    let asked = 0;
    const server = createServer((_req, res) => {
      asked += 1;
      res.writeHead(asked <= 2 ? 503 : 200).end();
    });
    // Not listening at first: the wait keeps asking until it is, then past the two 503 answers.
    setTimeout(() => void listen(server, port), 300);
    try {
      await waitForServer(url, { timeoutMs: 10_000 });
      expect(asked).toBe(3);
    } finally {
      server.close();
    }
  });

  it('fails at once, naming the server, when its process exits before answering', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => process.exit(3), 200)']);
    const started = Date.now();
    await expect(
      waitForServer(`http://127.0.0.1:${port}/`, { child, name: 'the web server' }),
    ).rejects.toThrow('the web server exited with 3');
    // Long before the 60 s default: the exit is noticed on the next try.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('with no bound (pnpm start), waits as long as the process lives: a slow first start is not given up', async () => {
    const port = await freePort();
    // Answers only after 2.5 s of "seeding", as the API does on a first start (minutes on a busy machine).
    const child = spawn(process.execPath, [
      '-e',
      `setTimeout(() => require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1'), 2500)`,
    ]);
    try {
      const started = Date.now();
      await waitForServer(`http://127.0.0.1:${port}/health`, {
        child,
        name: 'the API',
        timeoutMs: Infinity,
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('with no bound, fails at once when the process is killed by a signal (no exit code)', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    setTimeout(() => child.kill('SIGKILL'), 300);
    const started = Date.now();
    await expect(
      waitForServer(`http://127.0.0.1:${port}/health`, {
        child,
        name: 'the API',
        timeoutMs: Infinity,
      }),
    ).rejects.toThrow('the API exited with SIGKILL');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('gives up on time when the server takes the connection but never answers', async () => {
    const port = await freePort();
    const server = createServer(() => {
      // holds every request open
    });
    await listen(server, port);
    const started = Date.now();
    try {
      await expect(
        waitForServer(`http://127.0.0.1:${port}/`, { name: 'the web server', timeoutMs: 1_000 }),
      ).rejects.toThrow(`the web server did not answer http://127.0.0.1:${port}/ within 1000 ms`);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('gives up after its time when nothing answers', async () => {
    const port = await freePort();
    await expect(
      waitForServer(`http://127.0.0.1:${port}/health`, { name: 'the API', timeoutMs: 500 }),
    ).rejects.toThrow(`the API did not answer http://127.0.0.1:${port}/health within 500 ms`);
  });
});
