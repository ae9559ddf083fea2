import type { Config } from '@react-router/dev/config';

// Server-rendered on Node: titles, share tags and JSON-LD are in the HTML crawlers read.
export default {
  ssr: true,
  appDirectory: 'app',
  // WEB_BUILD_DIR lets one engineer build and test beside another's build/ without replacing it under them.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // Opt in now to the v8 behaviours that change nothing for this app, so the upgrade stays small. Middleware stays
  // off: edge/render.ts passes a plain load context (the CSP nonce).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Off on purpose: with it, loaders of client-side navigations see the raw `.data` URL, and the product and
    // placeholder routes, which read the page's pathname, answered 404.
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
