// Plain JavaScript, so the build's precompress step (scripts/precompress.mjs, run by node before the edge is
// compiled) and the web server's static files (edge/server.ts) share one list.

/**
 * Text files of the browser build that get brotli and gzip copies at build time (scripts/precompress.mjs) and are
 * sent as made; fonts (woff2) and pictures are compressed already.
 */
export const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest)$/i;
