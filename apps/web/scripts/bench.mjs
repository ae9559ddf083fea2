// pnpm --filter @fittings/web bench (and `pnpm bench`): the site's throughput in one run, beside the API's /health.
// Starts the built API (dist/server.js) on a fresh database and the production web server (server.mjs over build/),
// each its own process on a free loopback port, then runs autocannon against:
//   - /health, the floor every other figure is compared with (the ratio holds on a noisy machine, the req/s do not);
//   - search over 1,000 distinct terms, uncached: every request carries a query parameter no request had before
//     (the API ignores it), so no answer comes from the API's response cache; both the card summaries the site
//     uses (/get/search/previews) and the full products (/get/search/result);
//   - server render of varied product pages: 1,296 distinct URLs (each product by model and by slug) rendered by
//     React Router on every request (the web server keeps no page cache; the API's product JSON is cached as in
//     production), by one web process and then by one per core (WEB_WORKERS; BENCH_WEB_WORKERS to change it).
// Builds nothing itself (turbo's bench task builds first). Prints figures; nothing fails on them.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildDirectory, freePort, spawnWebServer, waitForServer } from './webServer.mjs';

const apiServer = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@fittings/api'))),
  'server.js',
);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const HEADERS = { 'accept-encoding': process.env.BENCH_ENCODING ?? 'br, gzip' };
const TERM_COUNT = 1000;
/** The second server render figure: the web server with this many workers (one per core unless told). */
const WEB_WORKERS = Number(process.env.BENCH_WEB_WORKERS ?? availableParallelism());

for (const [file, hint] of [
  [apiServer, 'pnpm --filter @fittings/api build'],
  [path.join(buildDirectory, 'server', 'index.js'), 'pnpm --filter @fittings/web build'],
]) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: run \`${hint}\` first (bench builds nothing).`);
    process.exit(1);
  }
}

/** 1,000 distinct, valid search terms from the catalogue: models, words, two-word phrases, collections. */
async function searchTerms(apiOrigin) {
  const items = [];
  for (let page = 1; ; page++) {
    const body = await (
      await fetch(`${apiOrigin}/get/products/filter/all?pageSize=100&page=${page}`)
    ).json();
    items.push(...body.items);
    if (page >= body.pageCount) break;
  }
  const words = (text) =>
    text
      .replace(/<[^>]+>/g, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const groups = [
    items.map((item) => item.model),
    items.flatMap((item) => words(`${item.name} ${item.description}`)).filter((w) => w.length >= 4),
    items.flatMap((item) => {
      const w = words(item.name);
      return w.slice(1).map((word, i) => `${w[i]} ${word}`);
    }),
    items.map((item) => item.viewableCollection).filter(Boolean),
    items.map((item) => item.model.slice(0, 4)),
  ].map((group) => [...new Set(group)]);
  const terms = new Set();
  // Round-robin over the kinds, so the mix holds model look-ups, keyword searches and collection names alike.
  for (let i = 0; terms.size < TERM_COUNT && groups.some((group) => i < group.length); i++) {
    for (const group of groups) {
      if (i < group.length && group[i].trim().length >= 3 && terms.size < TERM_COUNT)
        terms.add(group[i]);
    }
  }
  return { terms: [...terms], items };
}

const percentile = (result, p) => result.latency[`p${p}`] ?? result.latency.p99;

/** Runs autocannon with one path per request, from `nextPath`. */
async function run(origin, nextPath) {
  const options = (connections, duration) => ({
    url: origin,
    connections,
    duration,
    headers: HEADERS,
    requests: [
      {
        setupRequest: (request) => {
          request.path = nextPath();
          return request;
        },
      },
    ],
  });
  // A short warm-up lets V8 optimise the path, as on a running server.
  await autocannon(options(4, 1));
  return autocannon(options(CONNECTIONS, DURATION));
}

const dir = mkdtempSync(path.join(tmpdir(), 'fittings-web-bench-'));
const children = [];
const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const rows = [];
const loadBefore = loadavg();
try {
  const apiPort = await freePort();
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const api = spawn(process.execPath, [apiServer], {
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      DATABASE_PATH: path.join(dir, 'bench.db'),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(api);
  await waitForServer(`${apiOrigin}/health`, { child: api, name: 'the API' });

  const startWeb = async (workers) => {
    const webPort = await freePort();
    const webOrigin = `http://127.0.0.1:${webPort}`;
    const web = spawnWebServer({
      port: webPort,
      apiOrigin,
      env: { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', WEB_WORKERS: String(workers) },
    });
    children.push(web);
    await waitForServer(`${webOrigin}/healthz`, { child: web, name: 'the web server' });
    return webOrigin;
  };
  // One process (what one core renders), then one per core (WEB_WORKERS=auto, as an operator runs it).
  const webOrigin = await startWeb(1);
  const clusterOrigin = WEB_WORKERS > 1 ? await startWeb(WEB_WORKERS) : undefined;

  const { terms, items } = await searchTerms(apiOrigin);
  const productPaths = items.flatMap((item) => [
    `/product/${encodeURIComponent(item.model)}`,
    `/product/${encodeURIComponent(item.url)}`,
  ]);
  let n = 0;
  const uncached = (prefix) => () => {
    n += 1;
    return `${prefix}/${encodeURIComponent(terms[n % terms.length])}?_=${n}`;
  };
  let p = 0;
  const targets = [
    { name: '/health', unit: 'req/s', origin: apiOrigin, next: () => '/health' },
    {
      name: 'search previews (site)',
      unit: 'req/s',
      origin: apiOrigin,
      next: uncached('/get/search/previews'),
      aim: { perSecond: 2000, p99: 20 },
    },
    {
      name: 'search result (full)',
      unit: 'req/s',
      origin: apiOrigin,
      next: uncached('/get/search/result'),
    },
    {
      name: 'product page SSR',
      unit: 'pages/s',
      origin: webOrigin,
      next: () => productPaths[p++ % productPaths.length],
      aim: { perSecond: 200 },
    },
    ...(clusterOrigin
      ? [
          {
            name: `  ${WEB_WORKERS} web workers`,
            unit: 'pages/s',
            origin: clusterOrigin,
            next: () => productPaths[p++ % productPaths.length],
            aim: { perSecond: 200 },
          },
        ]
      : []),
  ];
  for (const target of targets) {
    const result = await run(target.origin, target.next);
    rows.push({ ...target, result });
  }
} finally {
  stop();
}
const loadAfter = loadavg();

const health = rows[0].result.requests.average || 1;
const fmt = (value, width) => String(value).padStart(width);
console.log(
  `\nautocannon, ${CONNECTIONS} connections, ${DURATION} s each, accept-encoding: ${HEADERS['accept-encoding']}; ` +
    `${TERM_COUNT} distinct search terms, each request a URL never asked before; ` +
    `load average ${loadBefore[0].toFixed(2)} before, ${loadAfter[0].toFixed(2)} after\n`,
);
console.log(
  `${'target'.padEnd(24)}${fmt('per s', 8)}${fmt('p50 ms', 8)}${fmt('p99 ms', 8)}${fmt('errors', 8)}${fmt('non-2xx', 9)}${fmt('vs /health', 12)}  aim`,
);
for (const { name, unit, result, aim } of rows) {
  const perSecond = result.requests.average;
  const p99 = percentile(result, 99);
  const met = aim && perSecond >= aim.perSecond && (aim.p99 === undefined || p99 <= aim.p99);
  console.log(
    [
      name.padEnd(24),
      fmt(Math.round(perSecond), 8),
      fmt(percentile(result, 50), 8),
      fmt(p99, 8),
      fmt(result.errors + result.timeouts, 8),
      fmt(result.non2xx, 9),
      fmt((perSecond / health).toFixed(3), 12),
      aim
        ? `  ${met ? 'met' : 'missed'} (${aim.perSecond} ${unit}${aim.p99 ? `, p99 <= ${aim.p99} ms` : ''})`
        : `  (${unit})`,
    ].join(''),
  );
}
console.log(
  '\nFigures to read, not a test: nothing fails on them. Note the load when comparing runs.',
);
