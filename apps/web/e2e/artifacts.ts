// What a failing end-to-end test leaves behind, so a red run explains itself: under test-results/web-e2e/<file>/<test>/
// at the repository's root (git-ignored; TEST_RESULTS_DIR moves it), a screenshot of every page still open, each
// context's console (page errors included) and network log of the test, and a Playwright trace of the test's actions
// (without DOM snapshots or network bodies, which cost every passing test time; E2E_TRACE=full records them).
// Every context the e2e files open goes through `watch` (helpers' connect wraps the browser's newContext and newPage);
// the vitest setup file calls `afterTest` after each test. A passing test leaves nothing and pays only for
// the listeners and that light trace.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';

export const resultsDir =
  process.env.TEST_RESULTS_DIR ?? fileURLToPath(new URL('../../../test-results/', import.meta.url));

const fullTrace = process.env.E2E_TRACE === 'full';
const traceDir = mkdtempSync(path.join(tmpdir(), 'fittings-e2e-trace-'));
let traceCount = 0;

interface Watched {
  context: BrowserContext;
  name: string;
  log: string[];
  /** A trace file the context wrote when it closed during the test. */
  closedTrace?: string;
  closed: boolean;
  tracing: boolean;
  /** Screenshots taken before the test closed the context itself (withOwnContext on an error). */
  shots: Buffer[];
}

let contextCount = 0;
/** The contexts seen during the current test: open ones from before it, and those opened (or closed) in it. */
const watched = new Set<Watched>();

const stamp = () => new Date().toISOString().slice(11, 23);

/** Records a context's console, page errors and requests, and traces it, until the test it is part of ends. */
export async function watch(context: BrowserContext): Promise<void> {
  const entry: Watched = {
    context,
    name: `context-${++contextCount}`,
    log: [],
    closed: false,
    tracing: false,
    shots: [],
  };
  watched.add(entry);
  const log = (line: string) => entry.log.push(`${stamp()} ${line}`);
  context.on('console', (message) => log(`console.${message.type()} ${message.text()}`));
  context.on('weberror', (error) =>
    log(`pageerror ${error.error().stack ?? error.error().message}`),
  );
  context.on('page', (page) => log(`page opened ${page.url()}`));
  context.on('response', (response) =>
    log(`${response.status()} ${response.request().method()} ${response.url()}`),
  );
  context.on('requestfailed', (request) =>
    log(
      `FAILED ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'no answer'}`,
    ),
  );
  context.on('close', () => {
    entry.closed = true;
  });
  try {
    await context.tracing.start({ snapshots: fullTrace, screenshots: fullTrace, sources: false });
    await context.tracing.startChunk();
    entry.tracing = true;
  } catch {
    // A context closed at once, or a tracing the runner does not allow: the logs and screenshots still come.
  }
  const close = context.close.bind(context);
  context.close = async (options) => {
    if (entry.tracing && !entry.closed) {
      entry.tracing = false;
      const file = path.join(traceDir, `${++traceCount}.zip`);
      await context.tracing.stopChunk({ path: file }).then(
        () => (entry.closedTrace = file),
        () => undefined,
      );
    }
    return close(options);
  };
}

/** Screenshots of a context's pages now, for a test about to close it on an error; written if the test fails. */
export async function keepScreenshots(context: BrowserContext): Promise<void> {
  const entry = [...watched].find((candidate) => candidate.context === context);
  if (!entry) return;
  for (const page of context.pages()) {
    const shot = await page.screenshot({ timeout: 5000 }).catch(() => undefined);
    if (shot) entry.shots.push(shot);
  }
}

/** helpers' connect: every context of the browser is watched, newPage's own context included. */
export function watchBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watch(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await watch(page.context());
    return page;
  };
  return browser;
}

const safe = (name: string) =>
  name
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'test';

/**
 * After each test: when it failed, writes what every watched context saw during it; either way the contexts still
 * open start a fresh log and trace chunk for the next test, and the closed ones are forgotten.
 */
export async function afterTest(test: {
  name: string;
  file: string;
  failed: boolean;
}): Promise<void> {
  const folder = path.join(resultsDir, 'web-e2e', safe(path.basename(test.file)), safe(test.name));
  for (const entry of [...watched]) {
    if (test.failed) {
      mkdirSync(folder, { recursive: true });
      if (entry.log.length > 0)
        writeFileSync(path.join(folder, `${entry.name}.log`), entry.log.join('\n') + '\n');
      for (const [index, shot] of entry.shots.entries())
        writeFileSync(path.join(folder, `${entry.name}-before-close-${index + 1}.png`), shot);
      if (!entry.closed) {
        for (const [index, page] of entry.context.pages().entries()) {
          await page
            .screenshot({
              path: path.join(folder, `${entry.name}-page-${index + 1}.png`),
              timeout: 5000,
            })
            .catch(() => undefined);
        }
      }
      const trace = path.join(folder, `${entry.name}-trace.zip`);
      if (entry.closedTrace) renameSync(entry.closedTrace, trace);
      else if (entry.tracing && !entry.closed)
        await entry.context.tracing.stopChunk({ path: trace }).catch(() => undefined);
    }
    if (entry.closedTrace) rmSync(entry.closedTrace, { force: true });
    if (entry.closed) {
      watched.delete(entry);
      continue;
    }
    entry.log = [];
    entry.shots = [];
    if (entry.tracing) {
      if (!test.failed) await entry.context.tracing.stopChunk().catch(() => undefined);
      await entry.context.tracing.startChunk().catch(() => (entry.tracing = false));
    }
  }
  if (test.failed) console.error(`  what the browser saw: ${path.relative(process.cwd(), folder)}`);
}

export function removeTraceDir() {
  rmSync(traceDir, { recursive: true, force: true });
}
