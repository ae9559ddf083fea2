// After `react-router build`: the service worker (sw.js), made by Workbox from the build (issue 30). The shell (every
// script and the stylesheet) and the offline page of each language are stored at install, once per release; pages,
// their route data, product data and pictures are kept as the visitor opens them, each cache bounded. See the README's
// "Offline" section for what opens without a network.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
// (The compressed copies of an older release's extras too, which precompress.mjs does not remove.)
for (const old of readdirSync(clientDir).filter((name) =>
  /^(?:sw|workbox)-.*\.js(?:\.br|\.gz)?$/.test(name),
))
  rmSync(path.join(clientDir, old));
writeFileSync(
  path.join(clientDir, extrasName),
  readFileSync(path.join(here, 'serviceWorkerExtras.js'), 'utf8').replaceAll(
    '__RELEASE__',
    release,
  ),
);

// The shell stored at install is what the pages that open offline need (README "Offline"): the entry, the root
// route, the pages kept for the visitor (products, the wishlist and the comparison) and the offline page, in both
// languages, with the chunks and stylesheets they import. Storing every route's chunks (about 100 files) made the
// first visit's install send some 90 requests after the load event, which held the phone's six connections and its
// 1.6 Mbps for seconds and slowed the next page opened meanwhile; other routes' chunks are kept as pages ask for
// them (the `assets` cache below).
// The route manifest is the one the server build names (a build folder can hold an older build's files too).
const serverEntry = path.join(clientDir, '..', 'server', 'index.js');
const manifestFile = existsSync(serverEntry)
  ? readFileSync(serverEntry, 'utf8').match(/manifest-[0-9a-f]{8}\.js/)?.[0]
  : undefined;
const routeManifest =
  manifestFile && assets.includes(manifestFile)
    ? JSON.parse(
        readFileSync(path.join(clientDir, 'assets', manifestFile), 'utf8').replace(
          /^[^{]*|;?\s*$/g,
          '',
        ),
      )
    : undefined;
const OFFLINE_ROUTES = /^routes\/(?:site|product|wishlist|compare|offline)(?:-hi)?$/;
const shell = new Set(manifestFile ? [`assets/${manifestFile}`] : []);
if (routeManifest) {
  const add = (part) => {
    for (const url of [part.module, ...(part.imports ?? []), ...(part.css ?? [])])
      if (url) shell.add(url.replace(/^\//, ''));
  };
  add(routeManifest.entry);
  for (const [id, route] of Object.entries(routeManifest.routes))
    if (id === 'root' || OFFLINE_ROUTES.test(id)) add(route);
  // And what those scripts load later (each language's texts, the side menu's Hindi data, sending a form kept
  // offline once the connection returns, the search dialog): a dynamic import that fails offline fails for good.
  // (The route manifest names every route's scripts: it is not followed.)
  const queue = [...shell].filter((url) => url.endsWith('.js') && url !== `assets/${manifestFile}`);
  for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
    const code = readFileSync(path.join(clientDir, url), 'utf8');
    for (const [, name] of code.matchAll(/[`'"](?:\.\/|\/?assets\/)([\w.-]+\.(?:js|css))[`'"]/g)) {
      const found = `assets/${name}`;
      if (shell.has(found) || !assets.includes(name)) continue;
      shell.add(found);
      if (found.endsWith('.js')) queue.push(found);
    }
  }
}

const { count, size, warnings } = await generateSW({
  swDest: path.join(clientDir, 'sw.js'),
  globDirectory: clientDir,
  // The shell: scripts and stylesheets, narrowed to `shell` below. Fonts and pictures are kept as pages ask for them.
  globPatterns: ['assets/**/*.{js,css}'],
  // The error reporter's Sentry chunk (about 31 KB gzip) is loaded only when a page fails: precaching it would make
  // every first visit download it over the phone's connection for nothing.
  globIgnores: ['assets/sentryBrowser-*.js'],
  // Without the route manifest (never in a real build) every script is stored, as before.
  manifestTransforms: [
    async (entries) => ({
      manifest: routeManifest
        ? entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url))
        : entries,
      warnings: [],
    }),
  ],
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
      // React Router's route discovery (`/__manifest?paths=…`): which routes a link on the page leads to. Asked of the
      // network only (its answers vary with the links on each page); without one, the answer is React Router's
      // "load this address as a document" (a 204 with X-Remix-Reload-Document), so a tap on a link whose route the
      // page has not yet learnt becomes a page load that the page rules above answer (issue 39). A tap that failed here
      // showed the site's error page; the discovery done as links appear only notes the answer and asks again later.
      urlPattern: ({ request, url }) =>
        request.method === 'GET' &&
        url.origin === self.location.origin &&
        url.pathname === '/__manifest',
      handler: 'NetworkOnly',
      options: {
        plugins: [
          {
            handlerDidError: async () =>
              new Response(null, { status: 204, headers: { 'X-Remix-Reload-Document': 'true' } }),
          },
        ],
      },
    },
    {
      // Route data of client-side navigations: fresh when online (a form's revalidation must see the new answer),
      // the kept copy offline. Without one (a page opened from the address bar, or never opened), the answer is React
      // Router's "load this address as a document" (a 204 with X-Remix-Redirect and X-Remix-Reload-Document), so
      // the tap becomes a page load that the page rules above answer: the kept page, else the offline page in the
      // page's language, never the error page (issue 39). Not for the page on screen (a revalidation). `/_.data` is
      // the data of `/` (trailing-slash-aware requests, react-router.config.ts).
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
        plugins: [
          {
            handlerDidError: async ({ request, event }) => {
              const url = new URL(request.url);
              url.pathname = url.pathname.endsWith('/_.data')
                ? url.pathname.slice(0, -'_.data'.length)
                : url.pathname.slice(0, -'.data'.length);
              url.searchParams.delete('_routes');
              // The data of the page already shown (a revalidation, say after a form kept offline) fails as before:
              // reloading that page would lose what is on screen.
              const client =
                event && event.clientId ? await self.clients.get(event.clientId) : undefined;
              if (client) {
                const shown = new URL(client.url);
                if (shown.pathname === url.pathname && shown.search === url.search)
                  return undefined;
              }
              return new Response(null, {
                status: 204,
                headers: {
                  'X-Remix-Redirect': url.pathname + url.search,
                  'X-Remix-Status': '302',
                  'X-Remix-Reload-Document': 'true',
                },
              });
            },
          },
        ],
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
      // The scripts and stylesheets of other routes, as pages ask for them: fingerprinted, so once kept never asked
      // again, and an old release's are only dropped as the bound fills.
      urlPattern: ({ url }) =>
        url.origin === self.location.origin && /^\/assets\/.*\.(?:js|css)$/.test(url.pathname),
      handler: 'CacheFirst',
      options: {
        cacheName: 'assets',
        expiration: { maxEntries: 150, purgeOnQuotaError: true },
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
