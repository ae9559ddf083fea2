// The files of the browser build (build/client): fingerprinted assets for a year, the rest by cachePolicy.ts, each
// text file sent as its precompressed brotli or gzip copy when the browser takes one.
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { CACHE_POLICIES, publicFileCacheControl } from './cachePolicy';
import { PRECOMPRESSED } from './precompressed.mjs';

export { PRECOMPRESSED };

/** Middleware of the fingerprinted build output under /assets/ (mounted there) and of the other public files. */
export function staticFiles(staticRoot: string): {
  assets: MiddlewareHandler;
  publicFiles: MiddlewareHandler;
} {
  return {
    // Fingerprinted build output never changes under its name: cache it for a year. Its text files were compressed at
    // build time (scripts/precompress.mjs): brotli or gzip is sent as made, never compressed again per request.
    assets: serveStatic({
      root: staticRoot,
      precompressed: true,
      onFound: (file, c) => {
        c.header('Cache-Control', CACHE_POLICIES.hashedAsset);
        varyOnEncoding(file, c);
      },
    }),
    publicFiles: serveStatic({
      root: staticRoot,
      precompressed: true,
      onFound: (file, c) => {
        // The service worker decides which release a phone runs: a cache (the browser's, nginx's, a CDN's) that kept
        // an old one for an hour would keep serving the old shell, so it is revalidated on every check.
        c.header('Cache-Control', publicFileCacheControl(file));
        varyOnEncoding(file, c);
      },
    }),
  };
}

/**
 * A text file sent uncompressed, to a browser that accepts no encoding we have, is still one of several answers for
 * its URL: `Vary: Accept-Encoding` on it too, so a shared cache never hands that copy to every visitor. (The
 * compressed copies carry it already.)
 */
function varyOnEncoding(file: string, c: Context): void {
  if (PRECOMPRESSED.test(file) && !/\.(?:br|gz)$/.test(file)) {
    c.header('Vary', 'Accept-Encoding', { append: true });
  }
}
