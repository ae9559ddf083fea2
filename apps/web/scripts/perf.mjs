// Lighthouse (mobile, simulated throttling) against the production build: home, a listing, a product page, a
// collection and a search page (issue 13's five). Starts the API on a temporary database and build/server.mjs on free ports, prints the scores, CLS, LCP
// and each page's JavaScript (gzip), then stops everything. Not a test: figures to read.
// Usage: pnpm --filter @fittings/web perf [home|listing|product|collection|search ...]   (after the web build)
//        pnpm --filter @fittings/web perf hi   (the same five in Hindi; or hi-home, hi-product, ...)
//        pnpm --filter @fittings/web perf throttled   (no Lighthouse: a phone under applied throttling, see throttled.mjs)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startServer } from '@fittings/api';
import { availableParallelism } from 'node:os';
import { measureThrottled, throttledWaterfalls, THROTTLING } from './throttled.mjs';
import { buildDirectory, freePort, spawnWebServer, waitForServer } from './webServer.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const throttled = process.argv.includes('throttled');
// `perf throttled waterfall`: each throttled page's first visit as a waterfall up to its LCP, instead of the figures.
const waterfall = throttled && process.argv.includes('waterfall');
const only = process.argv.slice(2).filter((arg) => arg !== 'throttled' && arg !== 'waterfall');
const allPages = [
  ['home', '/'],
  ['listing', '/filter/bathroom?category=lav-faucets'],
  ['product', '/product/T14059'],
  ['collection', '/collections/pivotal'],
  ['search', '/search-results?term=pivotal'],
];
// The same pages in Hindi (issue 18): run by name (`perf hi-home hi-product`), or all with `perf hi`.
const hindiPages = allPages.map(([name, pathname]) => [
  `hi-${name}`,
  `/hi${pathname === '/' ? '' : pathname}`,
]);
const pages = only.length
  ? [...allPages, ...hindiPages].filter(
      ([name]) => only.includes(name) || (only.includes('hi') && name.startsWith('hi-')),
    )
  : allPages;

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (status) => resolve({ status }));
  });
}

/** The gzip size of the JavaScript a page's HTML asks for (entry, route modules and their imports). */
async function pageScriptsGzip(baseUrl, pathname) {
  const html = await (await fetch(baseUrl + pathname)).text();
  const files = new Set([...html.matchAll(/\/assets\/[^"']+\.js/g)].map((m) => m[0]));
  let total = 0;
  for (const file of files) {
    const local = path.join(buildDirectory, 'client', file);
    if (existsSync(local)) total += gzipSync(readFileSync(local), { level: 9 }).length;
  }
  return { total, files: files.size };
}

if (!existsSync(path.join(buildDirectory, 'server', 'index.js'))) {
  console.error('No production build: run "pnpm --filter @fittings/web build" first.');
  process.exit(1);
}

process.env.LOG_LEVEL ??= 'warn';
const dataDir = mkdtempSync(path.join(tmpdir(), 'fittings-perf-'));
// The full reports stay in .perf/ (git-ignored) for a closer look.
const reportDir = path.join(webRoot, '.perf');
mkdirSync(reportDir, { recursive: true });
const webPort = await freePort();
const baseUrl = `http://127.0.0.1:${webPort}`;
let web;
let api;
try {
  api = await startServer({
    port: 0,
    host: '127.0.0.1',
    databasePath: path.join(dataDir, 'catalogue.db'),
    assetBaseUrl: `${baseUrl}/media`,
  });
  web = spawnWebServer({
    port: webPort,
    apiOrigin: api.url,
    env: { ASSET_BASE_URL: `${baseUrl}/media` },
  });
  await waitForServer(`${baseUrl}/`, { child: web, name: 'the web server' });

  if (waterfall) await throttledWaterfalls(baseUrl, { chromePath });
  else if (throttled) {
    const { rows, load } = await measureThrottled(baseUrl, { chromePath });
    console.log(
      `Throttled: ${(THROTTLING.downloadThroughput * 8) / 1024 / 1024} Mbps down, ${THROTTLING.latency} ms RTT, ` +
        `CPU ${THROTTLING.cpuSlowdown}x slower, 412 px phone; load average ${load[0]} before, ${load[1]} after, ` +
        `${availableParallelism()} cores; build ${buildDirectory}`,
    );
    console.table(rows);
  }
  const rows = [];
  for (const [name, pathname] of throttled ? [] : pages) {
    const out = path.join(reportDir, `${name}.json`);
    // Asynchronous on purpose: the API runs in this process and must keep answering while Lighthouse loads pages.
    const result = await run(
      path.join(webRoot, 'node_modules', '.bin', 'lighthouse'),
      [
        baseUrl + pathname,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--form-factor=mobile',
        '--throttling-method=simulate',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      { ...process.env, CHROME_PATH: chromePath },
    );
    if (result.status !== 0 || !existsSync(out)) {
      rows.push({ page: name, error: `lighthouse exited with ${result.status}` });
      continue;
    }
    const lhr = JSON.parse(readFileSync(out, 'utf8'));
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const js = await pageScriptsGzip(baseUrl, pathname);
    const failing = (id) =>
      lhr.categories[id].auditRefs
        .filter(
          (ref) =>
            ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1,
        )
        .map((ref) => ref.id);
    rows.push({
      page: name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      CLS: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      'LCP ms': Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      'TBT ms': Math.round(lhr.audits['total-blocking-time'].numericValue),
      'JS gzip KB': Number((js.total / 1024).toFixed(1)),
      'JS files': js.files,
      _notes: [...failing('accessibility'), ...failing('best-practices'), ...failing('seo')],
    });
  }
  if (!throttled) console.table(rows.map(({ _notes, ...row }) => row));
  for (const row of rows) {
    if (row._notes?.length)
      console.log(`${row.page}: audits below full marks: ${row._notes.join(', ')}`);
  }
} finally {
  if (web && web.exitCode === null) web.kill('SIGTERM');
  await api?.close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
