// After `react-router build`: the service worker (sw.js), made by Workbox from the build (issue 30). The shell (every
// script and the stylesheet) and the offline page of each language are stored at install, once per release; pages,
// their route data, product data and pictures are kept as the visitor opens them, each cache bounded. See the README's
// "Offline" section for what opens without a network.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.resolve(here, '..', process.env.WEB_BUILD_DIR ?? 'build', 'client');
const assets = readdirSync(path.join(clientDir, 'assets'))
  .filter((name) => !/\.(?:br|gz)$/.test(name))
  .sort();

// Build output is fingerprinted, so its file names say what the release is.
const release = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);

const extrasName = `sw-extras-${release}.js`;
for (const old of readdirSync(clientDir).filter((name) => /^(?:sw|workbox)-.*\.js$/.test(name)))
  rmSync(path.join(clientDir, old));
writeFileSync(
  path.join(clientDir, extrasName),
  readFileSync(path.join(here, 'serviceWorkerExtras.js'), 'utf8').replaceAll(
    '__RELEASE__',
    release,
  ),
);

const { count, size, warnings } = await generateSW({
  swDest: path.join(clientDir, 'sw.js'),
  globDirectory: clientDir,
  // The shell: scripts and the stylesheet. Fonts and pictures are kept as pages ask for them.
  globPatterns: ['assets/**/*.{js,css}'],
  // The error reporter's Sentry chunk (about 31 KB gzip) is loaded only when a page fails: precaching it would make
  // every first visit download it over the phone's connection for nothing.
  globIgnores: ['assets/sentryBrowser-*.js'],
  // Fingerprinted names need no revision of their own.
  dontCacheBustURLsMatching: /^assets\//,
  additionalManifestEntries: [
    { url: '/offline', revision: release },
    { url: '/hi/offline', revision: release },
  ],
  importScripts: [`/${extrasName}`],
  // A new release takes over as soon as it is installed, and pages are always asked of the network first, so the
  // next navigation gets the new release's page with its own scripts.
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  navigationPreload: true,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  runtimeCaching: [
    {
      // Pages: the network's answer whenever there is one (fresh server HTML), the kept copy offline, else the
      // offline page in the page's language.
      urlPattern: ({ request, url }) =>
        request.mode === 'navigate' && !/^\/hi(?:\/|$)/.test(url.pathname),
      handler: 'NetworkFirst',
      options: {
        cacheName: `pages-${release}`,
        expiration: { maxEntries: 60 },
        cacheableResponse: { statuses: [200] },
        // A page differs by encoding and Save-Data only (Vary), neither of which matters to a kept copy.
        matchOptions: { ignoreVary: true },
        precacheFallback: { fallbackURL: '/offline' },
      },
    },
    {
      urlPattern: ({ request, url }) =>
        request.mode === 'navigate' && /^\/hi(?:\/|$)/.test(url.pathname),
      handler: 'NetworkFirst',
      options: {
        cacheName: `pages-${release}`,
        expiration: { maxEntries: 60 },
        cacheableResponse: { statuses: [200] },
        matchOptions: { ignoreVary: true },
        precacheFallback: { fallbackURL: '/hi/offline' },
      },
    },
    {
      // Route data of client-side navigations: fresh when online (a form's revalidation must see the new answer).
      urlPattern: ({ request, url }) =>
        request.method === 'GET' &&
        url.origin === self.location.origin &&
        url.pathname.endsWith('.data'),
      handler: 'NetworkFirst',
      options: {
        cacheName: `page-data-${release}`,
        expiration: { maxEntries: 60 },
        cacheableResponse: { statuses: [200] },
        matchOptions: { ignoreVary: true },
      },
    },
    {
      // The products the visitor looked at (the wishlist's and comparison's cards come from here).
      urlPattern: ({ url }) =>
        url.origin === self.location.origin &&
        /^\/get\/product(?:-previews?)?\//.test(url.pathname),
      handler: 'StaleWhileRevalidate',
      options: {
        cacheName: 'products',
        expiration: { maxEntries: 100, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
        matchOptions: { ignoreVary: true },
      },
    },
    {
      // Pictures the visitor saw, unless the phone asks to save data: then nothing extra is stored.
      urlPattern: ({ request, url }) =>
        request.destination === 'image' &&
        url.origin === self.location.origin &&
        url.pathname.startsWith('/media/') &&
        !(self.navigator.connection && self.navigator.connection.saveData) &&
        request.headers.get('save-data') !== 'on',
      handler: 'StaleWhileRevalidate',
      options: {
        cacheName: 'pictures',
        expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      // Fonts are fingerprinted: once kept, never asked again.
      urlPattern: ({ url }) =>
        url.origin === self.location.origin && /^\/assets\/.*\.woff2$/.test(url.pathname),
      handler: 'CacheFirst',
      options: { cacheName: 'fonts', expiration: { maxEntries: 12 } },
    },
  ],
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(
  `service worker: release ${release}, ${count} files stored at install (${Math.round(size / 1024)} KB before compression)`,
);
