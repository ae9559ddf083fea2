// What the runners over the built Storybook use: a static server for storybook-static/ on loopback, Debian's Chromium,
// the list of stories, and the wait for a story's render (play function included) to finish.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const staticDir = path.resolve(here, '../storybook-static');
const indexFile = path.join(staticDir, 'index.json');

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** The stories of the static build; exits with a hint when it has not been built. */
export function listStories() {
  if (!fs.existsSync(indexFile)) {
    console.error(
      'storybook-static/index.json is missing: run `pnpm --filter @fittings/ui storybook:build` first',
    );
    process.exit(1);
  }
  return Object.values(JSON.parse(fs.readFileSync(indexFile, 'utf8')).entries).filter(
    (entry) => entry.type === 'story',
  );
}

/** Serves storybook-static/ on a free loopback port; resolves to its origin and a close function. */
export async function serveStorybookStatic() {
  const server = http.createServer((request, response) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const file = path.join(staticDir, pathname === '/' ? 'index.html' : pathname);
    if (
      !file.startsWith(staticDir + path.sep) ||
      !fs.existsSync(file) ||
      fs.statSync(file).isDirectory()
    ) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Debian's Chromium, headless, with nothing that reaches for the network. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** The address of a story alone in the preview iframe, with optional globals (`{ theme: 'studio' }`). */
export function storyUrl(origin, id, globals = {}) {
  const params = new URLSearchParams({ id, viewMode: 'story' });
  const list = Object.entries(globals).map(([key, value]) => `${key}:${value}`);
  if (list.length > 0) params.set('globals', list.join(';'));
  return `${origin}/iframe.html?${params}`;
}

/** Waits for the story's render, including its play function, to reach a final phase, and returns that phase. */
export async function settle(page) {
  const handle = await page.waitForFunction(
    () => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      if (document.body.classList.contains('sb-show-errordisplay')) return 'errored';
      if (
        render?.phase === 'finished' ||
        render?.phase === 'errored' ||
        render?.phase === 'aborted'
      ) {
        return render.phase;
      }
      return false;
    },
    null,
    { timeout: 30_000, polling: 50 },
  );
  return handle.jsonValue();
}
