import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { shellChunks } from './shellChunks';

const apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? '8088'}`;

// Plugin order matters: React Router first, then vanilla-extract (see TOOLCHAIN.md).
export default defineConfig({
  plugins: [reactRouter(), vanillaExtractPlugin(), shellChunks('app')],
  server: {
    port: Number(process.env.PORT ?? 3000),
    // In development the Vite server stands in for edge/server.ts: the browser still sees one origin.
    proxy: {
      '/get': apiOrigin,
      '/media': apiOrigin,
    },
  },
  // One stylesheet for the whole site: fewer render-blocking requests on a first visit, cached for every page after.
  // Fonts stay files, never data URLs in that stylesheet: they swap in after the first paint, and the stylesheet blocks it.
  build: {
    target: 'es2022',
    cssCodeSplit: false,
    // Source maps for `pnpm errors` (issue 29), without the comment that would make browsers ask for them:
    // scripts/keepSourceMaps.mjs moves the browser's out of build/client, so they are never served.
    sourcemap: 'hidden',
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
});
