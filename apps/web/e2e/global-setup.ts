// Starts what the end-to-end tests run against, on 127.0.0.1 and free ports: the catalogue API on a fresh database
// in a temporary folder, the production web server (build/server.mjs over build/, or WEB_BUILD_DIR), and one headless
// Chromium. Everything is stopped and the folder removed at the end, whatever happened.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pendingVariants, startServer, type RunningServer } from '@fittings/api';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildDirectory, freePort, spawnWebServer, waitForServer } from '../scripts/webServer.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    apiUrl: string;
    wsEndpoint: string;
  }
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(buildDirectory, 'server', 'index.js'))) {
    throw new Error('No production build: run "pnpm --filter @fittings/web build" first.');
  }
  process.env.LOG_LEVEL ??= 'warn';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fittings-e2e-'));
  let api: RunningServer | undefined;
  let web: ChildProcess | undefined;
  let browser: BrowserServer | undefined;

  const teardown = async () => {
    await browser?.close().catch(() => undefined);
    if (web && web.exitCode === null) {
      const exited = new Promise((resolve) => web!.once('exit', resolve));
      web.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (web.exitCode === null) web.kill('SIGKILL');
    }
    await api?.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const webPort = await freePort();
    const baseUrl = `http://127.0.0.1:${webPort}`;
    api = await startServer({
      port: 0,
      host: '127.0.0.1',
      databasePath: path.join(dataDir, 'catalogue.db'),
    });
    // A first start makes photo variants on request; the suite has them made once here, as the seed used to, so a
    // test that loads every image of a page (the crawl) does not encode them against its timeout.
    await pendingVariants(api.db).makeAll();
    web = spawnWebServer({ port: webPort, apiOrigin: api.url });
    await waitForServer(`${baseUrl}/`, { child: web, name: 'the web server', timeoutMs: 30_000 });
    browser = await chromium.launchServer({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      headless: true,
    });
    project.provide('baseUrl', baseUrl);
    project.provide('apiUrl', api.url);
    project.provide('wsEndpoint', browser.wsEndpoint());
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
