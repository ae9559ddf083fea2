// The production web server: static assets, security and cache headers, compression, the API forwarded under the
// site's own origin, then React Router's server render. Hono over @hono/node-server because it speaks the Fetch API's
// Request and Response, exactly what React Router's request handler takes, so no adapter layer sits in between; it
// is small, and the API already uses it.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ERROR_MESSAGES } from '@fittings/api-client';
import { getRequestListener } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { proxy } from 'hono/proxy';
import { createRequestHandler } from 'react-router';
import {
  MAX_BODY_BYTES,
  PRECOMPRESSED,
  REFUSAL_HEADERS,
  compressPage,
  createLogger,
  errorPage,
  inlineScriptHashes,
  lingerOnClose,
  pageEncoding,
  parseTrustProxy,
  preloadScriptsAfterFirstPaint,
  prepareIncoming,
  refusalResponse,
  tooLarge,
  unreadableRequest,
  withinLimits,
} from './http.mjs';
import { CACHE_POLICIES, pageCacheControl, publicFileCacheControl } from './edge/cachePolicy.mjs';
import { cspSourcesOf, integrationsFromEnv } from './integrations.mjs';
import {
  labelRoutes,
  observeRender,
  pagePattern,
  readMetricsPort,
  routePatternsOf,
  serveMetrics,
  trackRequest,
} from './observe/metrics.mjs';
import { vitalsEndpoint } from './observe/vitals.mjs';
import { healthzEndpoint } from './observe/healthz.mjs';
import { createErrorReporter, errorsEndpoint, visitorKey, webRelease } from './observe/errors.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, process.env.BUILD_DIR ?? 'build');
const clientDir = path.join(buildDir, 'client');
const serverBuild = path.join(buildDir, 'server', 'index.js');

/** The origins of ASSET_BASE_URL (one or more comma-separated CDN bases), for the Content-Security-Policy. */
export function assetOriginsOf(setting) {
  return String(setting ?? '')
    .split(',')
    .map((base) => {
      try {
        return base.trim() ? new URL(base.trim()).origin : undefined;
      } catch {
        return undefined;
      }
    })
    .filter(Boolean);
}

/**
 * PUBLIC_ORIGIN, the origin of canonical URLs, the sitemap and share tags: required in production, where the Host
 * header a visitor sends must never decide them. Throws a message naming the variable.
 */
export function readPublicOrigin(env = process.env) {
  const value = env.PUBLIC_ORIGIN?.trim();
  if (!value) {
    if (env.NODE_ENV === 'production')
      throw new Error(
        'PUBLIC_ORIGIN must be set in production: the origin visitors reach the site by, e.g. https://www.example.com (canonical URLs, the sitemap and share tags use it).',
      );
    return undefined;
  }
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an absolute http(s) origin, not "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search)
    throw new Error(
      `PUBLIC_ORIGIN must be an http(s) origin with no path, e.g. https://www.example.com, not "${value}"`,
    );
  return url.origin;
}

function contentSecurityPolicy(scriptHashes, config) {
  const extra = (list) => list.filter(Boolean).join(' ');
  const assets = extra(config.assetOrigins);
  // Exactly the hosts of the trackers and captcha that are configured (integrations.mjs); none when none are.
  const third = config.thirdParty;
  return [
    "default-src 'self'",
    `script-src 'self' ${extra([...scriptHashes, ...third.script])}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${extra([...config.assetOrigins, ...third.img])}`.trim(),
    `media-src 'self' ${assets}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${extra([...config.connectSrc, ...third.connect])}`.trim(),
    `frame-src 'self' ${extra([...config.assetOrigins, ...config.frameSrc, ...third.frame])}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Builds the Hono app; exported so a test or another host can mount it. */
export function createApp({
  apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? '8088'}`,
  assetOrigins = assetOriginsOf(process.env.ASSET_BASE_URL),
  connectSrc = (process.env.CSP_CONNECT_SRC ?? '').split(/\s+/),
  frameSrc = (process.env.CSP_FRAME_SRC ?? 'https://www.youtube-nocookie.com').split(/\s+/),
  hsts = process.env.HSTS === '1',
  integrations = integrationsFromEnv(process.env),
  build = () => import(pathToFileURL(serverBuild).href),
  isDraining = () => false,
  errors = createErrorReporter({ apiOrigin, release: webRelease(serverBuild) }),
} = {}) {
  const thirdParty = cspSourcesOf(integrations);
  const app = new Hono();
  // React Router derives its route tree and static handler again on every request when given a function (that is
  // how its dev server reloads); a production build never changes, so the handler is made once from the loaded build.
  let handler;
  let routeOf; // the build's route patterns, for the metrics (observe/metrics.mjs)
  const handleRequest = async (request, context) => {
    handler ??= Promise.resolve(typeof build === 'function' ? build() : build).then(
      (loaded) => {
        routeOf = routePatternsOf(loaded);
        return createRequestHandler(loaded, 'production');
      },
      (error) => {
        handler = undefined; // a failed load is tried again by the next request, not kept
        throw error;
      },
    );
    return (await handler)(request, context);
  };
  const staticRoot = path.relative(process.cwd(), clientDir) || '.';

  app.use(labelRoutes());

  // Liveness for a load balancer or systemd: answered before compression, security headers and rendering. 503 while
  // the server drains after SIGTERM, so a balancer that checks it stops sending new visitors (observe/healthz.mjs).
  app.get('/healthz', healthzEndpoint({ apiOrigin, isDraining }));

  app.use(compress());

  // A body sent without a declared length (chunked) is counted as it is read and refused at the limit; one that
  // declares more was refused in createWebServer before a byte of it was read.
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => refusalResponse(413, ...tooLarge(c.req.path)),
    }),
  );

  app.use(async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Media (video embeds above all) may be framed by the site on any host name it is reached by, or through a CDN.
    if (!c.req.path.startsWith('/media/')) headers.set('X-Frame-Options', 'SAMEORIGIN');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), payment=(), usb=()');
    if (hsts) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if ((headers.get('Content-Type') ?? '').startsWith('text/html')) {
      headers.set(
        'Content-Security-Policy',
        contentSecurityPolicy(c.get('scriptHashes') ?? [], {
          assetOrigins,
          connectSrc,
          frameSrc,
          thirdParty,
        }),
      );
    }
  });

  // Fingerprinted build output never changes under its name: cache it for a year. Its text files were compressed at
  // build time (scripts/precompress.mjs): brotli or gzip is sent as made, never compressed again per request.
  app.use(
    '/assets/*',
    serveStatic({
      root: staticRoot,
      precompressed: true,
      onFound: (file, c) => {
        c.header('Cache-Control', CACHE_POLICIES.hashedAsset);
        varyOnEncoding(file, c);
      },
    }),
  );
  app.use(
    '*',
    serveStatic({
      root: staticRoot,
      precompressed: true,
      onFound: (file, c) => {
        // The service worker decides which release a phone runs: a cache (the browser's, nginx's, a CDN's) that kept
        // an old one for an hour would keep serving the old shell, so it is revalidated on every check.
        c.header('Cache-Control', publicFileCacheControl(file));
        varyOnEncoding(file, c);
      },
    }),
  );

  // The catalogue API under the site's own origin, so the browser talks to one host (spec 9: same domain, no port).
  const forward = async (c) => {
    if (!FORWARDED_METHODS.has(c.req.method)) return refuseMethod(c);
    const url = new URL(c.req.url);
    try {
      return await proxy(new URL(url.pathname + url.search, apiOrigin), {
        raw: c.req.raw,
        headers: forwardedHeaders(c, url),
      });
    } catch {
      return c.json({ success: false, message: ERROR_MESSAGES.network }, 502);
    }
  };
  // Real visitors' Web Vitals, sent after analytics consent (observe/vitals.mjs).
  app.post('/vitals', vitalsEndpoint());
  // The browser's error reports (observe/errors.mjs).
  app.post(
    '/errors',
    errorsEndpoint({
      reporter: errors,
      routeOf: (pathname) => pagePattern(routeOf, pathname),
      visitorOf: (c) => visitorKey(c.req.header('x-forwarded-for'), clientAddress(c)),
    }),
  );
  app.all('/get/*', forward);
  app.all('/media/*', forward);
  // The forms post here with the XSRF header; the API's answers (and Set-Cookie) come back unchanged.
  app.all('/post/*', forward);

  app.all('*', async (c) => {
    const renderStarted = performance.now();
    const failures = []; // render errors, from entry.server's handleError
    let response = await handleRequest(c.req.raw, {
      clientIp: clientAddress(c),
      reportError: (error) => failures.push(error),
    });
    c.set('routePattern', pagePattern(routeOf, c.req.path));
    for (const error of failures)
      errors.capture(error, {
        route: c.get('routePattern'),
        requestId: c.req.header('x-request-id'),
      });
    if ((response.headers.get('Content-Type') ?? '').startsWith('text/html') && response.body) {
      // The whole page, so the policy can name the hash of each inline script it holds (no per-visitor nonce).
      const html = preloadScriptsAfterFirstPaint(await response.text());
      c.set('scriptHashes', inlineScriptHashes(html));
      const headers = new Headers(response.headers);
      headers.append('Vary', 'Accept-Encoding');
      // Pages leave out video players for visitors who ask to save data (app/layout/dataSaver.ts).
      headers.append('Vary', 'Save-Data');
      const encoding = pageEncoding(c.req.header('accept-encoding'));
      // Compressed here in one call rather than streamed by compress() below, which leaves encoded answers alone.
      if (encoding && Buffer.byteLength(html) >= 1024) {
        headers.set('Content-Encoding', encoding);
        response = new Response(compressPage(html, encoding), {
          status: response.status,
          headers,
        });
      } else response = new Response(html, { status: response.status, headers });
      observeRender(c.get('routePattern'), (performance.now() - renderStarted) / 1000);
    }
    if (!response.headers.has('Cache-Control')) {
      response.headers.set('Cache-Control', pageCacheControl(response.status));
    }
    return response;
  });

  return app;
}

/**
 * A text file sent uncompressed, to a browser that accepts no encoding we have, is still one of several answers for
 * its URL: `Vary: Accept-Encoding` on it too, so a shared cache never hands that copy to every visitor. (The
 * compressed copies carry it already.)
 */
function varyOnEncoding(file, c) {
  if (PRECOMPRESSED.test(file) && !/\.(?:br|gz)$/.test(file)) {
    c.header('Vary', 'Accept-Encoding', { append: true });
  }
}

/** The visitor's address as this server sees it (the TCP peer). */
function clientAddress(c) {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * Headers that belong to one connection and are never passed on by a proxy (RFC 9110 7.6.1), with `Expect` (this
 * server has answered 100-continue itself) and `Host`. fetch refuses a request that carries some of them, which made
 * legal requests a 502.
 */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'host',
];
const HEADER_TOKEN = /^[!#$%&'*+\-.0-9A-Z^_`a-z|~]+$/;

/**
 * The headers a request is forwarded to the API with: the visitor's, less the hop-by-hop ones and those its
 * `Connection` names, then this server's own forwarding headers, set last so no visitor can remove or replace them.
 */
function forwardedHeaders(c, url) {
  const headers = new Headers(c.req.raw.headers);
  for (const name of (headers.get('connection') ?? '').split(',')) {
    const token = name.trim();
    if (HEADER_TOKEN.test(token)) headers.delete(token);
  }
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.set('x-forwarded-host', url.host);
  // This server's verdict (prepareIncoming): a trusted proxy's word, else the socket's scheme.
  headers.set(
    'x-forwarded-proto',
    c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', ''),
  );
  // The API limits form posts per visitor and trusts this header from us (API_TRUST_PROXY).
  const forwarded = forwardedFor(c);
  if (forwarded) headers.set('x-forwarded-for', forwarded);
  else headers.delete('x-forwarded-for');
  return headers;
}

/** The methods the API answers; TRACE, CONNECT and the like are refused here (fetch cannot send them anyway). */
const FORWARDED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function refuseMethod(c) {
  c.header('Allow', [...FORWARDED_METHODS].join(', '));
  c.header('Cache-Control', CACHE_POLICIES.none);
  return c.json(
    { success: false, message: `The method ${c.req.method} is not allowed here.` },
    405,
  );
}

/** X-Forwarded-For with the visitor's address appended, as each proxy on the way does. */
function forwardedFor(c) {
  const previous = c.req.header('x-forwarded-for');
  const address = clientAddress(c);
  if (!address) return previous;
  return previous ? `${previous}, ${address}` : address;
}

/**
 * The Node server around the app: every request gets its id and a believed scheme before the app sees it, and one
 * JSON log line when answered.
 */
export function createWebServer(app, { trustProxy, logger }) {
  // A request no URL can be made of (a malformed Host, a raw backslash in the path) gets the site's error page.
  const listener = getRequestListener(app.fetch, { errorHandler: unreadableRequest });
  const server = createServer((req, res) => {
    trackRequest(req, res);
    const started = performance.now();
    const { requestId } = prepareIncoming(req, trustProxy);
    res.setHeader('X-Request-Id', requestId);
    res.once('finish', () => {
      if (!logger.isLevelEnabled('info')) return;
      logger.info(
        {
          reqId: requestId,
          method: req.method,
          path: (req.url ?? '').split('?', 1)[0],
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 100) / 100,
        },
        'request',
      );
    });
    if (withinLimits(req, res)) void listener(req, res);
  });
  // A refusal answered before its body was read must reach the client: see lingerOnClose.
  server.on('connection', lingerOnClose);
  // Requests Node refuses before any handler (headers over its 16 KB, a malformed request line) get the site's
  // error page too, instead of a bare status line.
  server.on('clientError', (error, socket) => {
    // A response already started on this socket (a refusal that closes it, then unread body bytes Node tried to parse
    // as a next request): writing another would be data after `Connection: close`. Found by the fuzz suite.
    if (!socket.writable || socket._httpMessage?.headersSent) return socket.destroySoon();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const body = errorPage(
      status,
      tooLarge
        ? 'The request headers are too large (too many or too big cookies?). Clear this site’s cookies and try again.'
        : 'The request could not be read.',
    );
    socket.end(
      `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        Object.entries(REFUSAL_HEADERS)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        `Content-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: ${CACHE_POLICIES.none}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}

function shutdownTimeoutMs(env = process.env) {
  const raw = env.SHUTDOWN_TIMEOUT_SECONDS?.trim();
  if (!raw) return 10_000;
  const seconds = Number(raw);
  if (!(seconds >= 0))
    throw new Error(`SHUTDOWN_TIMEOUT_SECONDS must be a number of seconds, not "${raw}"`);
  return seconds * 1000;
}

/**
 * WEB_WORKERS: how many processes render pages, sharing the port (node:cluster). One by default; `auto` is one per
 * core. A render is CPU work on one thread, so one process uses one core of the machine whatever it has.
 */
export function readWorkers(env = process.env) {
  const raw = env.WEB_WORKERS?.trim();
  if (!raw) return 1;
  if (raw === 'auto') return availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error(`WEB_WORKERS must be a whole number from 1 to 64 or "auto", not "${raw}"`);
  return count;
}

/** A worker that dies this soon after it listened counts as a quick death: the next one waits before it starts. */
const QUICK_DEATH_MS = 10_000;
/** The pause after the first quick death, doubled for each that follows, up to the longest. */
const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 30_000;

/**
 * How long to wait before replacing a worker: at once after one that had run a while, and after deaths that follow
 * each other within seconds of starting (a request that crashes every worker it reaches, a dependency down at start)
 * half a second, then one, two, four... up to 30, so the primary does not fork a new process many times a second.
 */
function replacementPause(quickDeaths) {
  return quickDeaths === 0
    ? 0
    : Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (quickDeaths - 1));
}

/**
 * The primary of WEB_WORKERS > 1: forks the workers, replaces one that dies, passes SIGTERM/SIGINT on so each drains
 * as a single server does, and exits once all have (1 if any did not exit cleanly). A worker that dies before it ever
 * listened (the port taken, a broken build) stops the whole server rather than being forked again and again;
 * workers that keep dying soon after they listened are replaced after a growing pause (replacementPause).
 */
function runPrimary(workers, logger) {
  let stopping = false;
  let failed = false;
  let quickDeaths = 0;
  const listenedAt = new WeakMap();
  const pending = new Set();
  const fork = () => {
    const worker = cluster.fork();
    worker.on('listening', () => listenedAt.set(worker, Date.now()));
  };
  const exitIfNoWorkers = () => {
    if (Object.keys(cluster.workers ?? {}).length > 0 || pending.size > 0) return;
    logger.info('all workers stopped');
    logger.flush?.();
    process.exit(failed ? 1 : 0);
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      // A worker that did not drain in time (or was killed) makes the stop an unclean one.
      if (code !== 0) failed = true;
      exitIfNoWorkers();
      return;
    }
    const startedAt = listenedAt.get(worker);
    if (startedAt === undefined) {
      logger.error({ pid: worker.process.pid, code, signal }, 'worker stopped before listening');
      console.error('web: a worker stopped before it listened; stopping (see its error above).');
      stopping = true;
      failed = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      exitIfNoWorkers();
      return;
    }
    const livedMs = Date.now() - startedAt;
    quickDeaths = livedMs < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const pauseMs = replacementPause(quickDeaths);
    logger.error(
      { pid: worker.process.pid, code, signal, livedMs, pauseMs },
      pauseMs
        ? 'worker died soon after starting; starting another after a pause'
        : 'worker died; starting another',
    );
    if (pauseMs === 0) return fork();
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!stopping) fork();
    }, pauseMs);
    pending.add(timer);
  });
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping workers');
    for (const timer of pending) clearTimeout(timer);
    pending.clear();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    exitIfNoWorkers();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let i = 0; i < workers; i++) fork();
  logger.info({ workers }, 'web server primary started');
  startMetrics(logger);
}

/** The metrics address (WEB_METRICS_PORT), in the one process or the primary of the workers; none when unset. */
function startMetrics(logger) {
  const port = readMetricsPort();
  if (port === undefined) return;
  serveMetrics({ port, host: process.env.METRICS_HOST?.trim() || '127.0.0.1' }).then(
    (server) => {
      server.unref();
      logger.info({ url: server.url }, 'metrics listening');
      console.log(`web: metrics on ${server.url}`);
    },
    (error) => {
      console.error(`web: the metrics port could not be opened: ${error.message}`);
      logger.flush?.();
      process.exit(1);
    },
  );
}

/** One server: listens, and on SIGTERM stops accepting, lets requests in flight finish and exits. */
function serve(logger, { trustProxy, drainMs, workers }) {
  let draining = false;
  const app = createApp({ isDraining: () => draining });
  const server = createWebServer(app, { trustProxy, logger });
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOST ?? '127.0.0.1';
  server.on('error', (error) => {
    console.error(`web: ${error.message}`);
    logger.flush?.();
    process.exit(1);
  });
  if (cluster.isPrimary) startMetrics(logger);
  server.listen(port, hostname, () => {
    logger.info({ port, host: hostname, pid: process.pid }, 'web server listening');
    if (cluster.isPrimary || cluster.worker?.id === 1)
      console.log(
        `web: listening on http://${hostname === '127.0.0.1' ? 'localhost' : hostname}:${port}` +
          (cluster.isWorker ? ` (${workers} workers)` : ''),
      );
  });
  // SIGTERM: stop accepting, let requests in flight finish, close idle keep-alive connections, and exit; whatever
  // is still open after SHUTDOWN_TIMEOUT_SECONDS is cut.
  const stop = (signal) => {
    if (draining) return;
    draining = true;
    logger.info({ signal, timeoutMs: drainMs }, 'draining');
    const timer = setTimeout(() => {
      logger.warn('drain timed out; closing the remaining connections');
      server.closeAllConnections();
      logger.flush?.();
      process.exit(1);
    }, drainMs);
    timer.unref();
    server.close(() => {
      logger.info('drained');
      logger.flush?.();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const logger = createLogger();
  try {
    if (!existsSync(serverBuild))
      throw new Error(`No build at ${serverBuild}: run "pnpm --filter @fittings/web build" first.`);
    readPublicOrigin();
    const trustProxy = parseTrustProxy(process.env.TRUST_PROXY ?? 'loopback');
    const drainMs = shutdownTimeoutMs();
    const workers = readWorkers();
    readMetricsPort();
    if (workers > 1 && cluster.isPrimary) {
      // Settings were read above, so a bad one stops here once rather than in every worker.
      runPrimary(workers, logger);
    } else {
      serve(logger, { trustProxy, drainMs, workers });
    }
  } catch (error) {
    console.error(`web: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
