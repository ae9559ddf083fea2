// The service worker's own rules beside Workbox's, loaded by the generated sw.js (importScripts) and written next to
// it by scripts/serviceWorker.mjs, which puts the release's id in place of __RELEASE__.
const RELEASE = '__RELEASE__';
const KEPT_CACHES = [`pages-${RELEASE}`, `page-data-${RELEASE}`];

// Pages and route data hold the scripts of the release that made them: a new release deletes the old ones, so no
// page of an old release is ever served again (they are kept anew as the visitor opens them).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => /^(?:pages|page-data)-/.test(name) && !KEPT_CACHES.includes(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// A product, the wishlist or the comparison reached by a client-side navigation fetched only its data: the page
// says where it went (offline/registerServiceWorker.ts), and the worker keeps that page too, once, so it opens
// offline from the address bar or the home screen as well. Any other address is ignored.
const KEPT_PAGES = /^(?:\/[a-z]{2})?\/(?:product\/[^/]+|wishlist|compare)$/;
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'shown' || typeof event.data.href !== 'string') return;
  const page = new URL(event.data.href, self.location.origin);
  if (page.origin !== self.location.origin || !KEPT_PAGES.test(page.pathname)) return;
  page.hash = '';
  event.waitUntil(
    caches.open(`pages-${RELEASE}`).then(async (cache) => {
      if (await cache.match(page.href, { ignoreVary: true })) return;
      const response = await fetch(page.href, { credentials: 'same-origin' }).catch(
        () => undefined,
      );
      if (response && response.status === 200 && !response.redirected)
        await cache.put(page.href, response);
    }),
  );
});
