// The production web server: static assets, security and cache headers, compression, the API forwarded under the
// site's own origin, then React Router's server render. Hono over @hono/node-server because it speaks the Fetch API's
// Request and Response, exactly what React Router's request handler takes, so no adapter layer sits in between; it
// is small, and the API already uses it.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ERROR_MESSAGES } from '@fittings/api-client';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { proxy } from 'hono/proxy';
import { createRequestHandler } from 'react-router';
import { cspSourcesOf, integrationsFromEnv } from './integrations.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, process.env.BUILD_DIR ?? 'build');
const clientDir = path.join(buildDir, 'client');
const serverBuild = path.join(buildDir, 'server', 'index.js');

/** Origins outside this site that pages may load from, for the Content-Security-Policy. */
function originOf(url) {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

function contentSecurityPolicy(nonce, config) {
  const extra = (list) => list.filter(Boolean).join(' ');
  const assets = extra([config.assetOrigin]);
  // Exactly the hosts of the trackers and captcha that are configured (integrations.mjs); none when none are.
  const third = config.thirdParty;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${extra(third.script)}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${extra([config.assetOrigin, ...third.img])}`.trim(),
    `media-src 'self' ${assets}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${extra([...config.connectSrc, ...third.connect])}`.trim(),
    `frame-src 'self' ${extra([config.assetOrigin, ...config.frameSrc, ...third.frame])}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Builds the Hono app; exported so a test or another host can mount it. */
export function createApp({
  apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? '8088'}`,
  assetOrigin = originOf(process.env.ASSET_BASE_URL),
  connectSrc = (process.env.CSP_CONNECT_SRC ?? '').split(/\s+/),
  frameSrc = (process.env.CSP_FRAME_SRC ?? 'https://www.youtube-nocookie.com').split(/\s+/),
  hsts = process.env.HSTS === '1',
  integrations = integrationsFromEnv(process.env),
  build = () => import(pathToFileURL(serverBuild).href),
} = {}) {
  const thirdParty = cspSourcesOf(integrations);
  const app = new Hono();
  const handleRequest = createRequestHandler(build, 'production');
  const staticRoot = path.relative(process.cwd(), clientDir) || '.';

  app.use(compress());

  app.use(async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('cspNonce', nonce);
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'SAMEORIGIN');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), payment=(), usb=()');
    if (hsts) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if ((headers.get('Content-Type') ?? '').startsWith('text/html')) {
      headers.set(
        'Content-Security-Policy',
        contentSecurityPolicy(nonce, { assetOrigin, connectSrc, frameSrc, thirdParty }),
      );
    }
  });

  // Fingerprinted build output never changes under its name: cache it for a year.
  app.use(
    '/assets/*',
    serveStatic({
      root: staticRoot,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use(
    '*',
    serveStatic({
      root: staticRoot,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
    }),
  );

  // The catalogue API under the site's own origin, so the browser talks to one host (spec 9: same domain, no port).
  const forward = async (c) => {
    const url = new URL(c.req.url);
    try {
      return await proxy(new URL(url.pathname + url.search, apiOrigin), {
        raw: c.req.raw,
        headers: {
          ...c.req.header(),
          host: undefined,
          'x-forwarded-host': url.host,
          'x-forwarded-proto': url.protocol.replace(':', ''),
          // The API limits form posts per visitor and trusts this header from us (API_TRUST_PROXY).
          'x-forwarded-for': forwardedFor(c),
        },
      });
    } catch {
      return c.json({ success: false, message: ERROR_MESSAGES.network }, 502);
    }
  };
  app.all('/get/*', forward);
  app.all('/media/*', forward);
  // The forms post here with the XSRF header; the API's answers (and Set-Cookie) come back unchanged.
  app.all('/post/*', forward);

  app.all('*', async (c) => {
    const response = await handleRequest(c.req.raw, {
      cspNonce: c.get('cspNonce'),
      clientIp: clientAddress(c),
    });
    if (!response.headers.has('Cache-Control')) {
      response.headers.set('Cache-Control', pageCacheControl(response.status));
    }
    return response;
  });

  return app;
}

/** The visitor's address as this server sees it (the TCP peer). */
function clientAddress(c) {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** X-Forwarded-For with the visitor's address appended, as each proxy on the way does. */
function forwardedFor(c) {
  const previous = c.req.header('x-forwarded-for');
  const address = clientAddress(c);
  if (!address) return previous;
  return previous ? `${previous}, ${address}` : address;
}

/** Pages are the same for every visitor (the wishlist lives in the browser), so a CDN may keep them briefly. */
function pageCacheControl(status) {
  if (status === 200) return 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
  if (status === 301 || status === 308) return 'public, max-age=86400';
  if (status === 404) return 'public, max-age=0, s-maxage=60';
  return 'no-store';
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  if (!existsSync(serverBuild)) {
    console.error(`No build at ${serverBuild}: run "pnpm --filter @fittings/web build" first.`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOST ?? '127.0.0.1';
  const server = serve({ fetch: createApp().fetch, port, hostname }, () => {
    console.log(
      `web: listening on http://${hostname === '127.0.0.1' ? 'localhost' : hostname}:${port}`,
    );
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
