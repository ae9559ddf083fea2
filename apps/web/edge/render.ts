// React Router's server render of every page: the whole page, so the policy can name the hash of each inline script
// (securityHeaders.ts), compressed in one call, with its cache policy, its render time and its errors reported.
import type { Handler } from 'hono';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { observeRender, pagePattern, routePatternsOf, type RouteOf } from '../observe/metrics';
import type { ErrorReporter } from '../observe/errors';
import { pageCacheControl } from './cachePolicy';
import { clientAddress } from './clientAddress';
import type { EdgeEnv } from './env';
import { inlineScriptHashes } from './securityHeaders';

/**
 * The render handler of a server build (or a function loading it), and the route pattern of a pathname once the
 * build is loaded (observe/metrics.ts labels requests and error reports with it).
 */
export function createRenderer({
  build,
  errors,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  errors: ErrorReporter;
}): { render: Handler<EdgeEnv>; routeOf: (pathname: string) => string } {
  // React Router derives its route tree and static handler again on every request when given a function (that is
  // how its dev server reloads); a production build never changes, so the handler is made once from the loaded build.
  let handler: Promise<ReturnType<typeof createRequestHandler>> | undefined;
  let routeOf: RouteOf | undefined; // the build's route patterns, for the metrics (observe/metrics.ts)
  const handleRequest = async (request: Request, context: AppLoadContext) => {
    handler ??= Promise.resolve(typeof build === 'function' ? build() : build).then(
      (loaded) => {
        routeOf = routePatternsOf(loaded);
        return createRequestHandler(loaded, 'production');
      },
      (error: unknown) => {
        handler = undefined; // a failed load is tried again by the next request, not kept
        throw error;
      },
    );
    return (await handler)(request, context);
  };

  const render: Handler<EdgeEnv> = async (c) => {
    const renderStarted = performance.now();
    const failures: unknown[] = []; // render errors, from entry.server's handleError
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
      const html = preloadScriptsAfterStylesheet(await response.text());
      c.set('scriptHashes', inlineScriptHashes(html));
      const headers = new Headers(response.headers);
      headers.append('Vary', 'Accept-Encoding');
      // Pages leave out video players for visitors who ask to save data (app/layout/dataSaver.ts).
      headers.append('Vary', 'Save-Data');
      const encoding = pageEncoding(c.req.header('accept-encoding'));
      const compressed = encoding && Buffer.byteLength(html) >= 1024 ? encoding : undefined;
      // A page is the same for every visitor and request, so a browser that kept it asks "still this one?" and
      // gets a 304 without the body: a repeat visit's page costs a round trip, not its 15-20 KB as well.
      if (response.status === 200) {
        const etag = pageETag(html, compressed);
        headers.set('ETag', etag);
        if (matchesETag(c.req.header('if-none-match'), etag)) {
          headers.delete('Content-Length');
          observeRender(c.get('routePattern'), (performance.now() - renderStarted) / 1000);
          response = new Response(null, { status: 304, headers });
          if (!response.headers.has('Cache-Control'))
            response.headers.set('Cache-Control', pageCacheControl(200));
          return response;
        }
      }
      // Compressed here in one call rather than streamed by compress() below, which leaves encoded answers alone.
      if (compressed) {
        headers.set('Content-Encoding', compressed);
        response = new Response(compressPage(html, compressed), {
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
  };
  return { render, routeOf: (pathname) => pagePattern(routeOf, pathname) };
}

/**
 * Asks the browser for a page's JavaScript once its stylesheet is in. React Router preloads every module a page
 * hydrates with (`<link rel="modulepreload">` in the head), so on a phone's connection the 15-odd scripts (about
 * 150 KB) were requested with the stylesheet, the display font and the largest image: over HTTP/1.1 they took the
 * six connections and shared the 1.6 Mbps with the stylesheet, which took 500 ms instead of 85 (measured under
 * throttling: `perf throttled waterfall`), and at `fetchpriority="low"` they still did (a priority orders requests
 * waiting for a connection, it does not share bandwidth). So the preloads leave the head and are made by a small
 * inline script just before React Router's module script: a classic script waits for the pending stylesheet (so does
 * the scroll restoration script before it, which held the parser there already), and the browser's preload scanner
 * does not see links that a script makes. The first paint then waits for the stylesheet, font and image alone, and
 * the scripts follow at once, before the module script asks for the same files (one download each). The page is
 * whole without its scripts (server-rendered; links and forms work). Only the head's preloads and one new script
 * are written: a page's own text is never rewritten.
 */
export function preloadScriptsAfterStylesheet(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const hrefs: string[] = [];
  const head = html
    .slice(0, headEnd)
    .replace(/<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>/gi, (_, href: string) => {
      hrefs.push(href);
      return '';
    });
  const body = html.slice(headEnd);
  const moduleScript = body.indexOf('<script type="module"');
  if (!hrefs.length || moduleScript < 0 || hrefs.some((href) => !/^\/[\w./-]+$/.test(href)))
    return html;
  const preload =
    `<script>${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement("link");` +
    'l.rel="modulepreload";l.fetchPriority="low";l.href=h;document.head.appendChild(l)})</script>';
  return head + body.slice(0, moduleScript) + preload + body.slice(moduleScript);
}

/**
 * A page's validator: a hash of its HTML, weak (the same page compressed another way is the same page to a reader)
 * and naming the encoding, so a copy kept in one encoding is never confirmed for a request that would get another.
 */
export function pageETag(html: string, encoding: PageEncoding | undefined): string {
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  return `W/"${hash}${encoding ? `-${encoding}` : ''}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 13.1.2 has it for GET), or is `*`. */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** The encoding of a page for an Accept-Encoding header: brotli when accepted, else gzip, else none. */
export type PageEncoding = 'br' | 'gzip';

export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  // What the client accepts at all (q=0 and `*` read by negotiator, as the API reads them); of those, brotli first.
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings([
    'br',
    'gzip',
  ]);
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
}

/**
 * A finished page compressed in one call. The page is already whole in memory (for its script hashes), so streaming
 * it through a CompressionStream only added per-chunk work: that path cost a page render about a tenth of its CPU.
 * Brotli at quality 4 is as quick as gzip's default level and smaller.
 */
export function compressPage(html: string, encoding: PageEncoding): Buffer<ArrayBuffer> {
  // zlib's output is a buffer of its own, never shared memory: typed so a Response takes it as a body.
  return (
    encoding === 'br'
      ? brotliCompressSync(html, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
          },
        })
      : gzipSync(html, { level: 6 })
  ) as Buffer<ArrayBuffer>;
}
