#!/usr/bin/env node
// The second half of `pnpm test`, after the turbo run that builds, type-checks, lints and unit-tests everything: the
// slow checks on the built output, in two lanes side by side so both cores work, each lane one task at a time, then
// the crawl alone. The web end-to-end suite, the longest by far (about 22 minutes), is split by file: all but the
// crawl in the first lane from the start; in the second the root lint and message check, the design system's consumer
// and visual tests, the second brand's end-to-end test, the hostile suite, the cluster test and the release flow; the
// crawl, which opens two tabs at once and so uses both cores itself, after both lanes, never beside the other files.
// Each check starts its own servers on free loopback ports and temporary folders, so the lanes share nothing but the
// build. Every line is printed with its task's name; every command runs to its end even when another failed, and the
// run fails when any of them did. A signal stops every command's whole process group. A failing web e2e test leaves
// its screenshots, logs and trace under test-results/ at the root (apps/web/e2e/artifacts.ts), named at the end.
//   node scripts/test-lanes.mjs          (the builds of `pnpm test`'s turbo run must exist)
// TEST_LANES=1 runs the same tasks in one lane, one after another. `pnpm test` does so: on two shared cores the two
// lanes took 25 minutes instead of about 30, but twice a timing-bound check failed under the doubled load (a page's
// resize at 375 px, a filter's uncheck at 10 s), so the lanes are for machines with cores to spare.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each lane is a list of [name, command, covers] run in order. The web suite is split in two by file, each half with
 * its own servers and browser (its global setup): the crawl (about 6 minutes) in the second lane, which would
 * otherwise end some 12 minutes before the first, and every other file in the first. `covers`: the package script a
 * command stands for, when it is only part of it.
 */
const WEB_E2E = 'pnpm --filter @fittings/web test:e2e';
const LANES = [
  [['web:test:e2e', `${WEB_E2E}:without-crawl`, WEB_E2E]],
  [
    ['lint:root', 'pnpm lint:root'],
    ['check:messages', 'pnpm check:messages'],
    ['ui:test:e2e', 'pnpm --filter @fittings/ui test:e2e'],
    ['second-brand:test:e2e', 'pnpm --filter @fittings/second-brand test:e2e'],
    ['web:test:hostile', 'pnpm --filter @fittings/web test:hostile'],
    ['test:cluster', 'pnpm test:cluster'],
    ['test:release', 'pnpm test:release'],
  ],
];
/**
 * Run alone once both lanes have ended: the crawl opens two tabs at once, so it keeps both cores busy by itself, and
 * beside the other web files it failed a page's resize at 375 px on two cores.
 */
const ALONE = [['web:test:e2e:crawl', `${WEB_E2E}:crawl`, WEB_E2E]];

// A package that gains an end-to-end or hostile suite must be given a lane here, or the run fails: nothing that
// `turbo run test:e2e test:hostile` would run is left out.
const laned = new Set([...LANES.flat(), ...ALONE].map(([, command, covers]) => covers ?? command));
const unlaned = ['apps', 'packages', 'tools'].flatMap((folder) =>
  readdirSync(join(root, folder))
    .map((name) => join(root, folder, name, 'package.json'))
    .filter((file) => existsSync(file))
    .flatMap((file) => {
      const { name, scripts = {} } = JSON.parse(readFileSync(file, 'utf8'));
      return ['test:e2e', 'test:hostile']
        .filter((script) => scripts[script])
        .map((script) => `pnpm --filter ${name} ${script}`)
        .filter((command) => !laned.has(command));
    }),
);
if (unlaned.length > 0) {
  console.error(
    `test lanes: give these a lane in scripts/test-lanes.mjs:\n  ${unlaned.join('\n  ')}`,
  );
  process.exit(1);
}

const running = new Set();
const results = [];
let stopping = false;

function prefixed(name, stream, out) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${name}: ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`${name}: ${rest}\n`);
  });
}

function run(name, command) {
  const started = performance.now();
  return new Promise((resolveRun) => {
    // A process group of its own, so a signal reaches the servers and browsers the command started too.
    const child = spawn(command, {
      cwd: root,
      shell: true,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    prefixed(name, child.stdout, process.stdout);
    prefixed(name, child.stderr, process.stderr);
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = (performance.now() - started) / 1000;
      results.push({ name, ok: code === 0, seconds, status: signal ?? code });
      resolveRun();
    });
  });
}

function stopAll(signal) {
  stopping = true;
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopAll(signal);
    setTimeout(() => stopAll('SIGKILL'), 10_000).unref();
  });
}

const laneCount = process.env.TEST_LANES === '1' ? 1 : 2;
const lanes = laneCount === 1 ? [[...LANES.flat(), ...ALONE]] : LANES;
const started = performance.now();
await Promise.all(
  lanes.map(async (lane) => {
    for (const [name, command] of lane) {
      if (stopping) break;
      await run(name, command);
    }
  }),
);
if (laneCount === 2) {
  for (const [name, command] of ALONE) {
    if (stopping) break;
    await run(name, command);
  }
}

const width = Math.max(...results.map((r) => r.name.length));
console.log(`\ntest lanes, ${((performance.now() - started) / 1000).toFixed(0)} s in all:`);
for (const r of results) {
  const verdict = r.ok ? 'ok    ' : `FAILED (${r.status})`;
  console.log(`  ${verdict} ${r.name.padEnd(width)} ${r.seconds.toFixed(0).padStart(5)} s`);
}
const failed = results.filter((r) => !r.ok);
if (stopping || failed.length > 0 || results.length !== LANES.flat().length + ALONE.length) {
  console.error(`test lanes: ${failed.map((r) => r.name).join(', ') || 'stopped'} failed`);
  if (existsSync(join(root, 'test-results')))
    console.error(`what the failing browser tests saw: ${join(root, 'test-results')}/`);
  process.exit(1);
}
