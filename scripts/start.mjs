#!/usr/bin/env node
// `pnpm start`: builds what is stale (turbo's cache skips the rest), starts the catalogue API (which creates, migrates
// and seeds its database on first start) and the site in production mode, prints the URL, and stops both on Ctrl-C.
// `pnpm dev` (--dev): the same two processes with hot reload (tsx watch for the API, Vite for the site).
// --no-build starts what is built as it is. START_API_SCRIPT runs another script in the API's place (its tests use a
// stand-in that seeds slowly, or dies).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForServer } from '../tools/loopback/index.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build');
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 8088);
const host = process.env.HOST ?? '127.0.0.1';
const siteUrl = `http://localhost:${port}`;

const env = {
  ...process.env,
  NODE_ENV: dev ? 'development' : 'production',
  PORT: String(port),
  API_PORT: String(apiPort),
  API_ORIGIN: process.env.API_ORIGIN ?? `http://127.0.0.1:${apiPort}`,
  // Production requires the public origin (canonical URLs, sitemap, share tags); on one machine it is this URL. Media
  // URLs stay relative (/media, forwarded by the site to the API), so the site works by any host name or address.
  PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? siteUrl,
  // Production refuses to start without a captcha setting. One machine has no captcha keys, so the local stand-in is
  // chosen here, by name and said at start (below); a public site sets recaptcha or turnstile with CAPTCHA_SECRET.
  CAPTCHA_PROVIDER: process.env.CAPTCHA_PROVIDER ?? 'local',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  TURBO_TELEMETRY_DISABLED: '1',
};

const turbo = path.join(root, 'node_modules', '.bin', 'turbo');
const build = skipBuild
  ? { status: 0 }
  : spawnSync(
      turbo,
      dev
        ? [
            'run',
            'build',
            '--filter=@fittings/web^...',
            '--filter=@fittings/api^...',
            '--output-logs=errors-only',
          ]
        : [
            'run',
            'build',
            '--filter=@fittings/web...',
            '--filter=@fittings/api...',
            '--output-logs=errors-only',
          ],
      { cwd: root, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } },
    );
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
let stopping = false;

function run(name, command, args, cwd) {
  const child = spawn(command, args, { cwd: path.join(root, cwd), env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    stop(code || 1);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5000);
  timer.unref();
  Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const bin = (pkg, name) => path.join(root, pkg, 'node_modules', '.bin', name);

const apiStarted = performance.now();
const api = dev
  ? run('api', bin('apps/api', 'tsx'), ['watch', 'src/server.ts'], 'apps/api')
  : run('api', process.execPath, [process.env.START_API_SCRIPT || 'dist/server.js'], 'apps/api');
try {
  // As long as the API lives: a first start seeds its database (printing each step), which takes what it takes on
  // a busy machine; an API that dies stops the wait at once, its error printed above.
  await waitForServer(`http://127.0.0.1:${apiPort}/health`, {
    name: 'the API',
    child: api,
    timeoutMs: Infinity,
  });
  console.log(`api: answering after ${((performance.now() - apiStarted) / 1000).toFixed(1)} s`);
} catch (error) {
  if (!stopping) console.error(String(error));
  stop(1);
}
if (!stopping) {
  if (dev)
    run(
      'web',
      bin('apps/web', 'react-router'),
      ['dev', '--host', host, '--port', String(port)],
      'apps/web',
    );
  else run('web', process.execPath, ['build/server.mjs'], 'apps/web');
  try {
    await waitForServer(`http://127.0.0.1:${port}/`, { name: 'the site' });
    console.log(
      `\n  The site is running at ${siteUrl}  (API on port ${apiPort}; Ctrl-C stops both)` +
        (process.env.CAPTCHA_PROVIDER
          ? ''
          : '\n  Captcha: CAPTCHA_PROVIDER=local, the test stand-in (set recaptcha or turnstile and CAPTCHA_SECRET for a public site)') +
        '\n',
    );
  } catch (error) {
    console.error(String(error));
    stop(1);
  }
}
