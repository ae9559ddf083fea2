// React Router's server render of every page: the whole page, so the policy can name the hash of each inline script
// (securityHeaders.ts), compressed in one call, with its cache policy, its render time and its errors reported.
import type { Handler } from 'hono';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { observeRender, pagePattern, routePatternsOf, type RouteOf } from '../observe/metrics.mjs';
import type { ErrorReporter } from '../observe/errors.mjs';
import { pageCacheControl } from './cachePolicy';
import { clientAddress } from './clientAddress';
import type { EdgeEnv } from './env';
import { inlineScriptHashes } from './securityHeaders';

/**
 * The render handler of a server build (or a function loading it), and the route pattern of a pathname once the
 * build is loaded (observe/metrics.mjs labels requests and error reports with it).
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
  let routeOf: RouteOf | undefined; // the build's route patterns, for the metrics (observe/metrics.mjs)
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
  };
  return { render, routeOf: (pathname) => pagePattern(routeOf, pathname) };
}

/**
 * Asks the browser for a page's JavaScript after what its first paint needs. React Router preloads every module a page
 * hydrates with (`<link rel="modulepreload">`, high priority by default), so on a phone's connection 36 scripts
 * (about 165 KB) share the bandwidth with the stylesheet, the fonts and the largest image, and the first paint waits
 * for all of them. At `fetchpriority="low"` they are still requested at once, in parallel (no waterfall when the
 * module graph is imported), but after the render-blocking stylesheet, the preloaded font and the image marked
 * `fetchpriority="high"`. The page is whole without its scripts (server-rendered; links and forms work), so nothing
 * is lost while they arrive. Only the head is touched: a page's own text is never rewritten.
 */
export function preloadScriptsAfterFirstPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html
    .slice(0, headEnd)
    .replace(
      /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/gi,
      '<link rel="modulepreload" fetchpriority="low"',
    );
  return head + html.slice(headEnd);
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
