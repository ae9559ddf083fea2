// Issue 30: a new release's service worker takes over at the next navigation and drops the old release's pages.
// The web server serves a copy of the build; a "new release" is made the way a deploy makes one, by running
// scripts/serviceWorker.mjs over a build whose assets changed (one new fingerprinted file).
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDirectory } from '../scripts/webServer.mjs';
import { connect } from './helpers';
import { startStack, type Stack } from './stack';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let copy: string;
let stack: Stack;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // Inside apps/web (in git-ignored build/), so the server build finds its packages in node_modules as it does.
  const releases = path.join(webRoot, 'build', '.releases');
  mkdirSync(releases, { recursive: true });
  copy = mkdtempSync(path.join(releases, 'release-'));
  for (const part of ['client', 'server'])
    cpSync(path.join(buildDirectory, part), path.join(copy, 'build', part), { recursive: true });
  stack = await startStack({ env: { BUILD_DIR: path.join(copy, 'build') } });
  const browser = await connect();
  context = await browser.newContext({ baseURL: stack.baseUrl });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await stack?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** The release ids of the page caches the worker holds (pages-<release>). */
const pageReleases = () =>
  page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('pages-')).map((name) => name.slice(6)),
  );

describe('a new release', () => {
  it('takes over at the next navigation and serves no page of the old one', async () => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    await page.goto('/wishlist');
    await expect.poll(pageReleases).toHaveLength(1);
    const [old] = await pageReleases();

    writeFileSync(path.join(copy, 'build', 'client', 'assets', 'next-release-1a2b3c.js'), '');
    // The build's last two steps, as `pnpm build` runs them (the server sends the compressed copies).
    for (const step of ['scripts/serviceWorker.mjs', 'scripts/precompress.mjs'])
      await promisify(execFile)(process.execPath, [step], {
        cwd: webRoot,
        env: { ...process.env, WEB_BUILD_DIR: path.join(copy, 'build') },
      });

    // One navigation: the browser checks the worker's script, the new one installs and claims the page. Its shell
    // is stored under the new release (the offline page's revision), as the worker that now controls the page says.
    await page.goto('/');
    await expect
      .poll(
        () =>
          page.evaluate(async (oldRelease) => {
            const names = await caches.keys();
            for (const name of names) {
              const cache = await caches.open(name);
              const revisions = (await cache.keys())
                .map((r) => new URL(r.url))
                .filter((url) => url.pathname === '/offline')
                .map((url) => url.searchParams.get('__WB_REVISION__'));
              if (revisions.some((revision) => revision && revision !== oldRelease)) return true;
            }
            return false;
          }, old),
        { timeout: 20_000 },
      )
      .toBe(true);
    // Pages opened from now on are kept under the new release only; the old release's are gone.
    await expect
      .poll(
        async () => {
          await page.goto('/wishlist');
          const releases = await pageReleases();
          return releases.length === 1 && releases[0] !== old;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  }, 120_000);
});
