// Checks that a plain Vite React app importing the built package renders a component with its styles: builds the
// app in this folder against packages/ui/dist (through a node_modules link, as an installed package), serves it,
// opens it in Chromium and reads computed styles that only the theme and the stylesheet can produce.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const packageRoot = path.resolve(here, '../..');

if (!fs.existsSync(path.join(packageRoot, 'dist/index.css'))) {
  console.error('dist/index.css is missing: run `pnpm --filter @fittings/ui build` first');
  process.exit(1);
}

const link = path.join(here, 'node_modules/@fittings/ui');
fs.mkdirSync(path.dirname(link), { recursive: true });
fs.rmSync(link, { recursive: true, force: true });
fs.symlinkSync(path.relative(path.dirname(link), packageRoot), link, 'dir');

await build({ configFile: path.join(here, 'vite.config.ts') });

const dist = path.join(here, 'dist');
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
};
const server = http.createServer((request, response) => {
  const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
  const file = path.join(dist, pathname === '/' ? 'index.html' : pathname);
  if (!file.startsWith(dist) || !fs.existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
  });
  fs.createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
  ],
});

const results = [];
function check(name, actual, expected) {
  const ok = typeof expected === 'function' ? expected(actual) : actual === expected;
  results.push(ok);
  console.log(`${ok ? '✓' : '✗'} ${name}${ok ? '' : ` (got ${JSON.stringify(actual)})`}`);
}

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.getByRole('button', { name: 'Find dealers' }).waitFor();
  await page.evaluate(() => document.fonts.ready);

  const toolbar = await page.evaluate(() => {
    // The bar is the nav's container's parent: the nav shares an inner container with the language switch slot.
    const element = document.querySelector('nav[aria-label="Service"]')?.parentElement
      ?.parentElement;
    const style = element ? getComputedStyle(element) : null;
    return { height: style?.height, background: style?.backgroundColor };
  });
  check('the toolbar is 39 px high (theme size token)', toolbar.height, '39px');
  check('the toolbar is black (theme colour token)', toolbar.background, 'rgb(0, 0, 0)');

  const button = await page.getByRole('button', { name: 'Find dealers' }).evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      color: style.color,
      transform: style.textTransform,
      height: style.minHeight,
    };
  });
  check('the button has the primary colour', button.background, 'rgb(20, 20, 20)');
  check('the button has white text', button.color, 'rgb(255, 255, 255)');
  check('the button label is set in capitals', button.transform, 'uppercase');
  check('the button is 48 px high', button.height, '48px');

  check(
    'a component imported by its own path is the index export, not a copy',
    await page.evaluate(() => document.documentElement.dataset.oneButton),
    'true',
  );

  const heading = await page.getByRole('heading', { name: /Whoops, page not found\./ }).isVisible();
  check('the not-found page renders its heading', heading, true);

  const fonts = await page.evaluate(() => ({
    body: getComputedStyle(document.body).fontFamily,
    jost: [...document.fonts].some(
      (face) => face.family.includes('Jost') && face.status === 'loaded',
    ),
  }));
  check('the body uses the self-hosted Inter', fonts.body, (value) =>
    value.startsWith('"Inter Variable"'),
  );
  check('the display font Jost loaded from the package', fonts.jost, true);
  check('no script errors', errors, (value) => value.length === 0);
} finally {
  await browser.close();
  server.close();
}

const passed = results.filter(Boolean).length;
const failed = results.length - passed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
