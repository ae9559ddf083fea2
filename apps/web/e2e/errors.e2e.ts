// Error reporting (issue 29) in Chromium, in English and Hindi: a page that fails in the browser after hydration and
// one that fails while the server renders it each make exactly one group in the API's store (a second visit counts,
// it adds no group), and `pnpm errors` maps its stack back to the route's source file through the build's source maps,
// which visitors cannot download. Too large, malformed, another site's and flooding reports are refused with a 4xx,
// and nothing past the bound is stored. Each describe is its own visitor (X-Forwarded-For from loopback).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '@fittings/api';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDirectory } from '../scripts/webServer.mjs';
import { baseUrl, connect } from './helpers';
import { startStack, type Stack } from './stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { WEB_TEST_ERRORS: '1' } });
});
afterAll(async () => {
  await stack?.close();
});

interface Group {
  fingerprint: string;
  source: string;
  type: string;
  message: string;
  route: string;
  count: number;
  release: string;
  request_id: string;
}

function groups(): Group[] {
  const db = openDatabase(stack.databasePath, { readonly: true });
  try {
    return db.prepare('SELECT * FROM error_groups ORDER BY first_seen').all() as Group[];
  } finally {
    db.close();
  }
}
const withMessage = (message: string) => groups().filter((group) => group.message === message);

/** `pnpm errors --json` over the stack's store and this build. */
async function pnpmErrors(): Promise<{ message: string; stack: string }[]> {
  const cli = path.resolve(import.meta.dirname, '../../api/dist/cli/errors.js');
  const { stdout } = await promisify(execFile)(process.execPath, [cli, '--json', '--limit=1000'], {
    env: {
      ...process.env,
      DATABASE_PATH: stack.databasePath,
      DATABASE_URL: '',
      WEB_BUILD_DIR: buildDirectory,
      INIT_CWD: path.resolve(import.meta.dirname, '..'),
    },
  });
  return JSON.parse(stdout) as { message: string; stack: string }[];
}

async function visitor(address: string): Promise<BrowserContext> {
  const browser = await connect();
  const context = await browser.newContext({ baseURL: stack.baseUrl });
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return context;
}

/** A report as the browser SDK sends it to its tunnel: an envelope of JSON lines holding one event. */
function envelope(message: string, extra: Record<string, unknown> = {}) {
  return [
    JSON.stringify({ event_id: 'a'.repeat(32), sent_at: new Date().toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify({
      exception: {
        values: [
          {
            type: 'Error',
            value: message,
            stacktrace: {
              frames: [{ filename: `${stack.baseUrl}/assets/x.js`, lineno: 1, colno: 1 }],
            },
          },
        ],
      },
      tags: { page: '/product/T14059-PR' },
      ...extra,
    }),
  ].join('\n');
}

const BROWSER_FAILURE = 'The test page failed in the browser on purpose';
const SERVER_FAILURE = 'The test page failed while rendering on the server on purpose';

describe.each([
  { name: 'English', prefix: '', visitorAddress: '10.29.0.1' },
  { name: 'Hindi', prefix: '/hi', visitorAddress: '10.29.0.2' },
])('error reports ($name)', ({ prefix, visitorAddress }) => {
  it('a page failing in the browser after hydration is one group, counted again on a second visit', async () => {
    const context = await visitor(visitorAddress);
    try {
      const before = withMessage(BROWSER_FAILURE)[0]?.count ?? 0;
      for (const visit of [1, 2]) {
        const page = await context.newPage();
        const sent = page.waitForResponse(
          (response) => new URL(response.url()).pathname === '/errors',
        );
        await page.goto(`${prefix}/test/throw-in-browser`);
        expect((await sent).status()).toBe(204);
        await expect.poll(() => withMessage(BROWSER_FAILURE)[0]?.count).toBe(before + visit);
        await page.close();
      }
      const [group, ...others] = withMessage(BROWSER_FAILURE);
      expect(others).toEqual([]);
      expect(group).toMatchObject({
        source: 'browser',
        type: 'Error',
        route: `${prefix}/test/throw-in-browser`,
      });
      expect(group!.release).toMatch(/^web@/);
      const listed = (await pnpmErrors()).find((entry) => entry.message === BROWSER_FAILURE);
      expect(listed?.stack).toMatch(/app\/routes\/test-throw-in-browser\.tsx:\d+:\d+/);
    } finally {
      await context.close();
    }
  });

  it('a page failing while the server renders it is one group, with the route and request id', async () => {
    const context = await visitor(visitorAddress);
    try {
      const before = withMessage(SERVER_FAILURE)[0]?.count ?? 0;
      for (const visit of [1, 2]) {
        const page = await context.newPage();
        const response = await page.goto(`${prefix}/test/throw-on-server`);
        expect(response?.status()).toBe(500);
        const requestId = await response!.headerValue('x-request-id');
        await expect.poll(() => withMessage(SERVER_FAILURE)[0]?.count).toBe(before + visit);
        expect(withMessage(SERVER_FAILURE)[0]?.request_id).toBe(requestId);
        await page.close();
      }
      const [group, ...others] = withMessage(SERVER_FAILURE);
      expect(others).toEqual([]);
      expect(group).toMatchObject({ source: 'web', route: `${prefix}/test/throw-on-server` });
      const listed = (await pnpmErrors()).find((entry) => entry.message === SERVER_FAILURE);
      expect(listed?.stack).toMatch(/app\/routes\/test-throw-on-server\.tsx:\d+:\d+/);
    } finally {
      await context.close();
    }
  });

  it('refuses too large, malformed and cross-site reports, and a flood past the bound, storing none of them', async () => {
    const context = await visitor(`${visitorAddress}9`);
    try {
      const page = await context.newPage();
      await page.goto(`${prefix}/`);
      const post = (body: string) =>
        page.evaluate(
          async (sent) => (await fetch('/errors', { method: 'POST', body: sent })).status,
          body,
        );
      const before = groups().length;
      expect(await post(envelope('x'.repeat(17 * 1024)))).toBe(413);
      expect(await post('{"event_id":"1"}\n{"type":"event"}\n{not json')).toBe(400);
      expect(await post(envelope('no exception', { exception: { values: [] } }))).toBe(400);
      const crossSite = await fetch(`${stack.baseUrl}/errors`, {
        method: 'POST',
        headers: { origin: 'https://elsewhere.example', 'x-forwarded-for': '10.29.1.1' },
        body: envelope('from another site'),
      });
      expect(crossSite.status).toBe(403);
      expect(groups().length).toBe(before);
      // Three refused above count toward the visitor's 10 a minute: 7 more are taken, the rest refused.
      const statuses: number[] = [];
      // Words, not numbers: numbers are taken out of messages before they are grouped.
      for (const word of 'abcdefghijkl')
        statuses.push(await post(envelope(`${prefix} flood of kind ${word}`)));
      expect(statuses.slice(0, 7)).toEqual(Array(7).fill(204));
      expect(statuses.slice(7)).toEqual(Array(5).fill(429));
      await expect.poll(() => groups().length).toBe(before + 7);
      expect(groups().filter((group) => group.message.startsWith(`${prefix} flood`))).toHaveLength(
        7,
      );
    } finally {
      await context.close();
    }
  });
});

describe('without WEB_TEST_ERRORS', () => {
  it.each([
    '/test/throw-in-browser',
    '/test/throw-on-server',
    '/hi/test/throw-in-browser',
    '/hi/test/throw-on-server',
  ])('%s is the not-found page', async (pathname) => {
    const response = await fetch(`${baseUrl}${pathname}`);
    expect(response.status).toBe(404);
  });

  it('serves no source map to visitors, though the build keeps them for pnpm errors', async () => {
    const kept = readdirSync(path.join(buildDirectory, 'sourcemaps', 'assets'));
    const map = kept.find((name) => name.endsWith('.js.map'));
    expect(map).toBeDefined();
    expect(existsSync(path.join(buildDirectory, 'client', 'assets', map!))).toBe(false);
    const response = await fetch(`${baseUrl}/assets/${map}`);
    expect(response.status).toBe(404);
    const script = await fetch(`${baseUrl}/assets/${map!.replace(/\.map$/, '')}`);
    expect(script.status).toBe(200);
    expect(await script.text()).not.toContain('sourceMappingURL');
  });
});
