// pnpm --filter @fittings/api bench: autocannon against the built server (dist/server.js) on a random loopback
// port over a fresh database, measuring /health, a product and a search in the same run. Builds nothing itself.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { packageRoot } from '../paths';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
// What a browser or CDN sends; BENCH_ENCODING=identity measures uncompressed answers instead.
const HEADERS = { 'accept-encoding': process.env.BENCH_ENCODING ?? 'br, gzip' };
const TARGETS = [
  { name: 'health', path: '/health' },
  { name: 'product', path: '/get/product/T14059-PR', aim: 5000 },
  {
    name: 'search',
    path: `/get/search/result/${encodeURIComponent(process.env.BENCH_TERM ?? 'health faucet')}`,
    aim: 2000,
  },
];

const server = join(packageRoot(), 'dist', 'server.js');
if (!existsSync(server)) {
  console.error(
    'dist/server.js is missing: run `pnpm --filter @fittings/api build` first (bench builds nothing).',
  );
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'fittings-api-bench-'));
const child = spawn(process.execPath, [server], {
  env: {
    ...process.env,
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    DATABASE_PATH: join(dir, 'bench.db'),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});

const origin = await new Promise<string>((resolve, reject) => {
  let output = '';
  const timer = setTimeout(() => reject(new Error(`the server did not start: ${output}`)), 30_000);
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const match = /Catalogue API on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
    if (match?.[1]) {
      clearTimeout(timer);
      resolve(match[1]);
    }
  });
  child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
});
// Keep draining the server's output so it never blocks on a full pipe.
child.stdout.resume();

interface Row {
  name: string;
  path: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
  aim?: number;
}

const rows: Row[] = [];
try {
  for (const target of TARGETS) {
    // A short warm-up fills the response cache and lets V8 optimise the path, as a running server would be.
    await autocannon({
      url: `${origin}${target.path}`,
      connections: 4,
      duration: 1,
      headers: HEADERS,
    });
    const result = await autocannon({
      url: `${origin}${target.path}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers: HEADERS,
    });
    rows.push({
      name: target.name,
      path: target.path,
      requestsPerSecond: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      ...(target.aim ? { aim: target.aim } : {}),
    });
  }
} finally {
  child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

const health = rows.find((row) => row.name === 'health')?.requestsPerSecond ?? 1;
console.log(
  `\nautocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint, accept-encoding: ${HEADERS['accept-encoding']}, ${origin}\n`,
);
console.log('endpoint  req/s     p99 ms  errors  non-2xx  ratio to /health  aim');
for (const row of rows) {
  console.log(
    [
      row.name.padEnd(8),
      String(Math.round(row.requestsPerSecond)).padStart(7),
      String(row.p99).padStart(8),
      String(row.errors).padStart(7),
      String(row.non2xx).padStart(8),
      (row.requestsPerSecond / health).toFixed(2).padStart(17),
      row.aim ? ` ${row.requestsPerSecond >= row.aim ? 'met' : 'missed'} (${row.aim} req/s)` : '',
    ].join('  '),
  );
}
console.log('\nFigures are printed for comparison only; nothing fails on them.');
