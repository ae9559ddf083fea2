// pnpm --filter @fittings/web bench (and `pnpm bench`): the site's throughput in one run, beside the API's /health.
// Starts the built API (dist/server.js) on a fresh database and the production web server (build/server.mjs over build/),
// each its own process on a free loopback port, then runs autocannon against:
//   - /health, the floor every other figure is compared with (the ratio holds on a noisy machine, the req/s do not);
//   - search with terms made as visitors type them (typedTerms.mjs: prefixes while typing a phrase, phrases of two
//     and three words, misspellings, Hindi, models with spaces and dashes), never one term twice in a run and every
//     request a URL never asked before, so no answer comes from the API's response cache nor from a term's
//     understanding kept by an earlier request; both the card summaries the site uses (/get/search/previews) and
//     the full products (/get/search/result), with the targets as ratios to /health (issue 27);
//   - server render of varied product pages: 1,296 distinct URLs (each product by model and by slug) rendered by
//     React Router on every request (the web server keeps no page cache; the API's product JSON is cached as in
//     production), by one web process and then by one per core (WEB_WORKERS; BENCH_WEB_WORKERS to change it).
// Beside each figure: its p99 as a ratio to /health's p99 in the same run, and the CPU time the answering server
// process used per answer (from /proc while the target ran: the figure least moved by other work on the machine).
// Builds nothing itself (turbo's bench task builds first). Prints figures; nothing fails on them.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { typedTerms } from './typedTerms.mjs';
import { buildDirectory, freePort, spawnWebServer, waitForServer } from './webServer.mjs';

const apiServer = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@fittings/api'))),
  'server.js',
);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const HEADERS = { 'accept-encoding': process.env.BENCH_ENCODING ?? 'br, gzip' };
/** Distinct typed terms made for the run: more than the two search targets ask at a few thousand per second. */
const TERM_COUNT = Number(process.env.BENCH_TERMS ?? 150_000);
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

/** The catalogue's products (models, names, descriptions), which the typed terms are made from. */
async function catalogueItems(apiOrigin) {
  const items = [];
  for (let page = 1; ; page++) {
    const body = await (
      await fetch(`${apiOrigin}/get/products/filter/all?pageSize=100&page=${page}`)
    ).json();
    items.push(...body.items);
    if (page >= body.pageCount) break;
  }
  return items;
}

const percentile = (result, p) => result.latency[`p${p}`] ?? result.latency.p99;

/**
 * The CPU time (user and system, ms) a process has used, from /proc/PID/stat (Linux; in USER_HZ ticks, 100 a second
 * on every Linux Node supports); undefined where there is no /proc.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Runs autocannon with one path per request, from `nextPath`; with `pid`, also the CPU ms that process used per
 * answer while the measured run went.
 */
async function run(origin, nextPath, pid) {
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
  const cpuBefore = pid && cpuMs(pid);
  const result = await autocannon(options(CONNECTIONS, DURATION));
  const cpuAfter = pid && cpuMs(pid);
  const cpuPerAnswer =
    cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? (cpuAfter - cpuBefore) / result.requests.total
      : undefined;
  return { result, cpuPerAnswer };
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
let terms = [];
let termsAsked = 0;
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
    return { webOrigin, pid: web.pid };
  };
  // One process (what one core renders), then one per core (WEB_WORKERS=auto, as an operator runs it).
  const { webOrigin, pid: webPid } = await startWeb(1);
  const clusterOrigin = WEB_WORKERS > 1 ? (await startWeb(WEB_WORKERS)).webOrigin : undefined;

  const items = await catalogueItems(apiOrigin);
  terms = typedTerms(items, { count: TERM_COUNT });
  const productPaths = items.flatMap((item) => [
    `/product/${encodeURIComponent(item.model)}`,
    `/product/${encodeURIComponent(item.url)}`,
  ]);
  const uncached = (prefix) => () => {
    termsAsked += 1;
    return `${prefix}/${encodeURIComponent(terms[termsAsked % terms.length])}?_=${termsAsked}`;
  };
  let p = 0;
  const targets = [
    { name: '/health', unit: 'req/s', origin: apiOrigin, pid: api.pid, next: () => '/health' },
    {
      name: 'search previews (site)',
      unit: 'req/s',
      origin: apiOrigin,
      pid: api.pid,
      next: uncached('/get/search/previews'),
      aim: { ratio: 0.11, p99: 20 },
    },
    {
      name: 'search result (full)',
      unit: 'req/s',
      origin: apiOrigin,
      pid: api.pid,
      next: uncached('/get/search/result'),
      aim: { ratio: 0.03 },
    },
    {
      name: 'product page SSR',
      unit: 'pages/s',
      origin: webOrigin,
      // The one web process (its renders; the API's answers it asks for are counted in the API, not here).
      pid: webPid,
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
    const { result, cpuPerAnswer } = await run(target.origin, target.next, target.pid);
    rows.push({ ...target, result, cpuPerAnswer, load: loadavg()[0] });
  }
} finally {
  stop();
}
const loadAfter = loadavg();

const health = rows[0].result.requests.average || 1;
const healthP99 = percentile(rows[0].result, 99) || 1;
const fmt = (value, width) => String(value).padStart(width);
console.log(
  `\nautocannon, ${CONNECTIONS} connections, ${DURATION} s each, accept-encoding: ${HEADERS['accept-encoding']}; ` +
    `${terms.length} distinct typed search terms, ${termsAsked} asked` +
    `${termsAsked < terms.length ? ', none twice' : ' (more than were made: some asked twice)'}, ` +
    `each request a URL never asked before; ` +
    `load average ${loadBefore[0].toFixed(2)} before, ${loadAfter[0].toFixed(2)} after\n`,
);
console.log(
  `${'target'.padEnd(24)}${fmt('per s', 8)}${fmt('p50 ms', 8)}${fmt('p99 ms', 8)}${fmt('errors', 8)}${fmt('non-2xx', 9)}` +
    `${fmt('vs /health', 12)}${fmt('p99 vs', 8)}${fmt('CPU ms', 8)}${fmt('load', 6)}  aim`,
);
for (const { name, unit, result, aim, load, cpuPerAnswer } of rows) {
  const perSecond = result.requests.average;
  const p99 = percentile(result, 99);
  const ratio = perSecond / health;
  const met =
    aim &&
    (aim.perSecond === undefined || perSecond >= aim.perSecond) &&
    (aim.ratio === undefined || ratio >= aim.ratio) &&
    (aim.p99 === undefined || p99 <= aim.p99);
  const aimText = aim
    ? [
        aim.perSecond !== undefined ? `${aim.perSecond} ${unit}` : `${aim.ratio} of /health`,
        aim.p99 !== undefined ? `p99 <= ${aim.p99} ms` : '',
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  console.log(
    [
      name.padEnd(24),
      fmt(Math.round(perSecond), 8),
      fmt(percentile(result, 50), 8),
      fmt(p99, 8),
      fmt(result.errors + result.timeouts, 8),
      fmt(result.non2xx, 9),
      fmt(ratio.toFixed(3), 12),
      fmt((p99 / healthP99).toFixed(2), 8),
      fmt(cpuPerAnswer === undefined ? '-' : cpuPerAnswer.toFixed(2), 8),
      fmt(load.toFixed(1), 6),
      aim ? `  ${met ? 'met' : 'missed'} (${aimText})` : `  (${unit})`,
    ].join(''),
  );
}
console.log(
  '\n"vs /health": answers per second as a share of /health\'s; "p99 vs": p99 as a multiple of /health\'s p99; ' +
    '"CPU ms": CPU time of the answering process per answer (the web process for server render; - for the workers).',
);
console.log(
  'Figures to read, not a test: nothing fails on them. Note the load when comparing runs.',
);
