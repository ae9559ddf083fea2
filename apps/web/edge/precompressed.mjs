// Plain JavaScript, unlike the rest of the edge, so the build's precompress step and the web server's static files
// (edge/staticFiles.ts) share one list: scripts/precompress.mjs is run by plain `node` after Vite's build and before
// the edge is compiled, and Node 20 runs no TypeScript. Its types are precompressed.d.mts.

/**
 * Text files of the browser build that get brotli and gzip copies at build time (scripts/precompress.mjs) and are
 * sent as made; fonts (woff2) and pictures are compressed already.
 */
export const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest)$/i;
