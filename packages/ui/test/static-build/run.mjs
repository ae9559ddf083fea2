// Runs every story of the built, static Storybook (storybook-static/) in Chromium, as a reviewer opening the
// published site would get it: each story must render, its play function (the interaction test) must finish
// without throwing, no error may reach the console, and axe must find no serious or critical violation.
// Stories pinned to the mobile viewport run at 375 px, the rest at 1280 px.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const staticDir = path.resolve(here, '../../storybook-static');
const indexFile = path.join(staticDir, 'index.json');
if (!fs.existsSync(indexFile)) {
  console.error(
    'storybook-static/index.json is missing: run `pnpm --filter @fittings/ui storybook:build` first',
  );
  process.exit(1);
}
const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

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
const server = http.createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
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
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
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

const stories = Object.values(JSON.parse(fs.readFileSync(indexFile, 'utf8')).entries).filter(
  (entry) => entry.type === 'story',
);
let passed = 0;
const failures = [];

// Waits for the story's render, including its play function, to reach a final phase.
async function settle(page) {
  return page.waitForFunction(
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
}

try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  for (const story of stories) {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        errors.push(message.text());
      }
    });
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.url()}`);
    });
    // Stories that test focus need the page to be the focused one, as a visitor's tab is.
    await page.bringToFront();
    try {
      const url = `${origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`;
      await page.goto(url);
      await settle(page);
      const viewport = await page.evaluate(
        () => window.__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals?.viewport?.value,
      );
      if (viewport === 'mobile') {
        errors.length = 0;
        await page.setViewportSize({ width: 375, height: 812 });
        await page.goto(url);
      }
      const phase = await (await settle(page)).jsonValue();
      if (phase !== 'finished') {
        const message = await page
          .locator('#error-message, .sb-errordisplay')
          .first()
          .textContent()
          .catch(() => '');
        throw new Error(`render ${phase}${message ? `: ${message.trim().slice(0, 300)}` : ''}`);
      }
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const result = await window.axe.run(document.querySelector('#storybook-root') ?? document, {
          resultTypes: ['violations'],
        });
        return result.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id} (${violation.nodes.length})`);
      });
      if (violations.length > 0) throw new Error(`axe: ${violations.join(', ')}`);
      if (errors.length > 0) throw new Error(`console: ${errors.join(' | ').slice(0, 300)}`);
      passed += 1;
    } catch (error) {
      failures.push(`${story.id}: ${error.message}`);
    } finally {
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}

for (const failure of failures) console.error(`FAIL ${failure}`);
console.log(`storybook-static: ${stories.length} stories in the static build`);
console.log(`${passed} passed, ${failures.length} failed`);
process.exitCode = failures.length > 0 ? 1 : 0;
