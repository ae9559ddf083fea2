// The built Brasswell site in a real Chromium: its own theme reaches the design system's components, the
// design system's stylesheet is applied, and the search dialog leads to results, at phone and desktop widths.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const dist = resolve(fileURLToPath(new URL('../dist', import.meta.url)));
const shots = process.env.SCREENSHOT_DIR;
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

let server;
let browser;
let origin;

before(async () => {
  assert.ok(
    existsSync(join(dist, 'index.html')),
    'run the build first (pnpm --filter @fittings/second-brand build)',
  );
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(dist, path);
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dist, 'index.html');
    response.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(response);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({
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
  if (shots) mkdirSync(shots, { recursive: true });
});

after(async () => {
  await browser?.close();
  await new Promise((r) => (server ? server.close(r) : r()));
});

for (const width of [375, 1280]) {
  describe(`Brasswell at ${width} px`, () => {
    it('renders the grid in its own theme with the design system’s styles', async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(origin + '/');
      await page.getByRole('heading', { level: 1, name: 'All taps and showers' }).waitFor();
      const themed = await page.evaluate(() => {
        const root = document.querySelector('main').parentElement;
        const card = document.querySelector('article');
        return {
          background: getComputedStyle(root).backgroundColor,
          heading: getComputedStyle(document.querySelector('h1')).fontFamily,
          navHeight: document.querySelector('header > div')?.getBoundingClientRect().height,
          cards: document.querySelectorAll('article').length,
          cardRadius: card ? getComputedStyle(card).borderTopLeftRadius : null,
        };
      });
      assert.equal(themed.background, 'rgb(247, 241, 232)', 'Brasswell’s paper background');
      assert.match(themed.heading, /Georgia/, 'Brasswell’s serif display type');
      assert.equal(themed.cards, 12);
      assert.equal(
        themed.navHeight,
        61,
        'the navigation bar keeps the spec’s 61 px under another theme',
      );
      assert.deepEqual(errors, []);
      if (shots)
        await page.screenshot({ path: join(shots, `second-brand-${width}.png`), fullPage: true });
      await page.close();
    });

    it('searches from the dialog and shows the results', async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(origin + '/');
      await page.getByRole('button', { name: 'Search' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('searchbox').fill('hollis');
      await dialog
        .getByRole('link', { name: /Hollis/ })
        .first()
        .waitFor();
      assert.ok((await dialog.getByRole('link', { name: /Hollis/ }).count()) <= 3);
      await dialog.getByRole('searchbox').press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Results for “hollis”' }).waitFor();
      assert.equal(new URL(page.url()).searchParams.get('term'), 'hollis');
      assert.equal(await page.locator('article').count(), 4);
      await page.close();
    });
  });
}
