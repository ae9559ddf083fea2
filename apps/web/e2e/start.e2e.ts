// `pnpm start`, the README's first command, run for real (scripts/start.mjs --no-build, the built site): it waits for
// the API as long as the API process lives, printing the seeding's steps, and stops at once, saying so, when the API
// dies. Only the slow child is a stand-in: a script that "seeds" for a few seconds, printing steps as the API does,
// then forwards to the API the suite started (or dies, as an API with a broken database would).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../scripts/webServer.mjs';
import { whenTrue } from './whenTrue';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const STAND_IN = `
import http from 'node:http';
const target = new URL(process.env.STAND_IN_TARGET);
console.log('api: seeding a new catalogue in a test folder');
let step = 0;
const steps = setInterval(() => console.log('api: drawing the demo pictures, step ' + ++step), 250);
setTimeout(() => {
  clearInterval(steps);
  if (process.env.STAND_IN_MODE === 'die') {
    console.error('api: the catalogue cannot be seeded: the disk is full');
    process.exit(3);
  }
  http
    .createServer((req, res) => {
      const forward = http.request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method,
          headers: { ...req.headers, host: target.host } },
        (answer) => { res.writeHead(answer.statusCode, answer.headers); answer.pipe(res); },
      );
      forward.on('error', () => res.writeHead(502).end());
      req.pipe(forward);
    })
    .listen(Number(process.env.API_PORT), '127.0.0.1', () => console.log('api: catalogue imported'));
}, Number(process.env.STAND_IN_SEED_MS));
`;

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  port: number;
  apiPort: number;
}

describe('pnpm start (scripts/start.mjs)', () => {
  let dir: string;
  const started: ChildProcess[] = [];

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'fittings-start-'));
    writeFileSync(path.join(dir, 'api-stand-in.mjs'), STAND_IN);
  });
  afterAll(() => {
    // Whatever happened: the script and both of its children (its own process group) are stopped.
    for (const child of started)
      if (child.exitCode === null && child.signalCode === null && child.pid)
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
    rmSync(dir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string>): Promise<Started> {
    const [port, apiPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
      cwd: root,
      detached: true,
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: String(port),
        API_PORT: String(apiPort),
        START_API_SCRIPT: path.join(dir, 'api-stand-in.mjs'),
        STAND_IN_TARGET: inject('apiUrl'),
        LOG_LEVEL: 'silent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { child, output: () => output, exited, port, apiPort };
  }

  /** Waits until what the script has written passes `condition`: checked on each write, and when it exits. */
  const until = (run: Started, condition: () => boolean, what: string) =>
    whenTrue(
      condition,
      [
        [run.child.stdout!, 'data'],
        [run.child.stderr!, 'data'],
        [run.child, 'exit'],
      ],
      what,
      { timeoutMs: 60_000, detail: run.output },
    );

  it('waits while the API seeds, printing each step, then serves the site in English and Hindi, and stops on Ctrl-C', async () => {
    const run = await start({ STAND_IN_SEED_MS: '3000' });
    await until(
      run,
      () => run.output().includes('The site is running at') || run.child.exitCode !== null,
      'the site starting',
    );
    const output = run.output();
    expect(output).toContain(`The site is running at http://localhost:${run.port}`);
    // The seeding's steps are shown, in order, before the API answers, and the wait outlasted them.
    const steps = [...output.matchAll(/api: drawing the demo pictures, step (\d+)/g)];
    expect(steps.length).toBeGreaterThanOrEqual(5);
    expect(output.indexOf('api: seeding a new catalogue')).toBeLessThan(output.indexOf('step 1'));
    const answering = /api: answering after (\d+\.\d) s/.exec(output);
    expect(Number(answering?.[1])).toBeGreaterThanOrEqual(3);
    expect(output.indexOf('api: catalogue imported')).toBeLessThan(
      output.indexOf('api: answering'),
    );
    // The home page in each language, its catalogue sections filled from the API (in Devanagari on /hi).
    for (const [page, lang, heading] of [
      ['/', 'en-IN', /^Collections$/],
      ['/hi', 'hi-IN', /^[\u0900-\u097F ]+$/],
    ] as const) {
      const response = await fetch(`http://127.0.0.1:${run.port}${page}`);
      expect(response.status, page).toBe(200);
      const html = await response.text();
      expect(/<html lang="([^"]+)"/.exec(html)?.[1], page).toBe(lang);
      expect(/<h2 id="home-collections"[^>]*>([^<]+)</.exec(html)?.[1], page).toMatch(heading);
    }
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    // Both children stopped with it.
    for (const port of [run.port, run.apiPort])
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  }, 90_000);

  it('stops at once, saying why, when the API dies while seeding', async () => {
    const run = await start({ STAND_IN_SEED_MS: '1500', STAND_IN_MODE: 'die' });
    const began = Date.now();
    const code = await Promise.race([
      run.exited,
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 30_000)),
    ]);
    expect(code, run.output()).toBe(3);
    expect(Date.now() - began).toBeLessThan(30_000);
    const output = run.output();
    expect(output).toContain('api: drawing the demo pictures, step 1');
    expect(output).toContain('api: the catalogue cannot be seeded: the disk is full');
    expect(output).toContain('api stopped (exit code 3); stopping the rest.');
    expect(output).not.toContain('The site is running');
    await expect(fetch(`http://127.0.0.1:${run.port}/`)).rejects.toThrow();
  }, 60_000);
});
