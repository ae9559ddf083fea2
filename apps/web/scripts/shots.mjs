// Screenshots of the main pages at 375 px and 1280 px, for a person to look at (not a test).
// Usage: node scripts/shots.mjs [baseUrl] [outDir] [path ...]; the site must be running.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [baseUrl = 'http://127.0.0.1:3000', outDir = '/tmp/web-shots', ...only] =
  process.argv.slice(2);
const pages = only.length
  ? only.map((p) => [p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home', p])
  : [
      ['home', '/'],
      ['listing', '/filter/bathroom?category=lav-faucets'],
      ['product', '/product/T14059'],
      ['search', '/search-results?term=pivotal'],
      ['wishlist', '/wishlist'],
      ['404', '/no-such-page'],
    ];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
});
try {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 812 : 900 },
    });
    const page = await context.newPage();
    for (const [name, url] of pages) {
      await page.goto(baseUrl + url, { waitUntil: 'networkidle' });
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
