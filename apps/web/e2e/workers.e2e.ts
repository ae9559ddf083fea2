// WEB_WORKERS: the web server rendering in several processes on one port (node:cluster), as an operator runs it on a
// machine with more than one core. Started here as production starts it (node build/server.mjs), against the run's API.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { freePort, spawnWebServer } from '../scripts/webServer.mjs';
import { whenTrue } from './whenTrue';

const apiUrl = inject('apiUrl');

interface Web {
  child: ChildProcess;
  baseUrl: string;
  /** Pids of the processes that logged "listening", in order. */
  listening: number[];
  /** The primary's log entries about workers that died, in order. */
  deaths: { pid: number; pauseMs: number; msg: string }[];
  stderr: () => string;
  exited: Promise<number | null>;
}

const started: Web[] = [];

async function startWeb(env: Record<string, string>, port?: number): Promise<Web> {
  const webPort = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const child = spawnWebServer({
    port: webPort,
    apiOrigin: apiUrl,
    env: { LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listening: number[] = [];
  const deaths: Web['deaths'] = [];
  let err = '';
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const lines = out.split('\n');
    out = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { msg?: string; pid?: number; pauseMs?: number };
      if (entry.msg === 'web server listening' && entry.pid) listening.push(entry.pid);
      if (entry.msg?.startsWith('worker died') && entry.pid)
        deaths.push({ pid: entry.pid, pauseMs: entry.pauseMs ?? -1, msg: entry.msg });
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const web = { child, baseUrl, listening, deaths, stderr: () => err, exited };
  started.push(web);
  return web;
}

/** Waits until what the server has logged passes `check`: checked on each line it writes, and when it exits. */
const until = (web: Web, check: () => boolean, what: string) =>
  whenTrue(
    check,
    [
      [web.child.stdout!, 'data'],
      [web.child, 'exit'],
    ],
    what,
    { detail: web.stderr },
  );

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterEach(async () => {
  for (const web of started.splice(0)) {
    if (web.child.exitCode === null && web.child.signalCode === null) {
      web.child.kill('SIGTERM');
      const stopped = await Promise.race([
        web.exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
      ]);
      if (!stopped) web.child.kill('SIGKILL');
    }
    for (const pid of web.listening) if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
});

describe('WEB_WORKERS', () => {
  it('renders in that many processes on one port, replaces one that dies, and stops them all on SIGTERM', async () => {
    const web = await startWeb({ WEB_WORKERS: '2' });
    await until(web, () => web.listening.length === 2, 'two workers listening');
    const [first, second] = web.listening as [number, number];
    expect(first).not.toBe(second);
    expect([first, second]).not.toContain(web.child.pid);

    const page = await fetch(`${web.baseUrl}/product/T14059`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('T14059');

    // A worker killed outright is replaced, and the site answers throughout.
    process.kill(first, 'SIGKILL');
    await until(web, () => web.listening.length === 3, 'a replacement worker');
    expect(web.listening[2]).not.toBe(first);
    for (let i = 0; i < 10; i++) expect((await fetch(`${web.baseUrl}/`)).status).toBe(200);

    // SIGTERM to the server drains every worker and exits cleanly.
    web.child.kill('SIGTERM');
    expect(await web.exited).toBe(0);
    // The primary exits only once every worker has.
    expect(web.listening.filter(alive)).toEqual([]);
  });

  it('waits longer each time before replacing workers that die as soon as they start, and still stops at once', async () => {
    const web = await startWeb({ WEB_WORKERS: '2' });
    await until(web, () => web.listening.length === 2, 'two workers listening');
    const survivor = web.listening[1]!;
    // Three deaths in a row, each worker killed as soon as it listens (a request that crashes every worker it
    // reaches): the pauses before the replacements grow, half a second doubled each time.
    for (let death = 1; death <= 3; death++) {
      const victim = web.listening.at(death === 1 ? 0 : -1)!;
      process.kill(victim, 'SIGKILL');
      await until(web, () => web.deaths.length === death, `death ${death} logged`);
      await until(web, () => web.listening.length === 2 + death, `replacement ${death}`);
    }
    expect(web.deaths.map((death) => death.pauseMs)).toEqual([500, 1000, 2000]);
    expect(web.deaths[0]!.msg).toBe(
      'worker died soon after starting; starting another after a pause',
    );
    // The worker that lived still answers.
    expect(alive(survivor)).toBe(true);
    expect((await fetch(`${web.baseUrl}/`)).status).toBe(200);

    // SIGTERM while a replacement is still waiting: no worker is started, and the server exits cleanly.
    process.kill(web.listening.at(-1)!, 'SIGKILL');
    await until(web, () => web.deaths.length === 4, 'death 4 logged');
    expect(web.deaths[3]!.pauseMs).toBe(4000);
    web.child.kill('SIGTERM');
    expect(await web.exited).toBe(0);
    expect(web.listening).toHaveLength(5);
  });

  it('refuses a count that is not one, and says why, before starting any worker', async () => {
    for (const value of ['0', 'two', '1.5', '65']) {
      const web = await startWeb({ WEB_WORKERS: value });
      expect(await web.exited).toBe(1);
      expect(web.stderr()).toContain(
        `WEB_WORKERS must be a whole number from 1 to 64 or "auto", not "${value}"`,
      );
      expect(web.listening).toEqual([]);
    }
  });

  it('stops, rather than forking again and again, when its workers cannot listen', async () => {
    const port = await freePort();
    const taken = createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => taken.once('listening', resolve));
    try {
      const web = await startWeb({ WEB_WORKERS: '2' }, port);
      expect(await web.exited).toBe(1);
      expect(web.stderr()).toMatch(/EADDRINUSE/);
      expect(web.stderr()).toContain('a worker stopped before it listened');
    } finally {
      taken.close();
    }
  });
});
