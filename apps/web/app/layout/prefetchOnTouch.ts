// Fetch on touch (issue 30): React Router's prefetch on intent waits 100 ms after a touch-start or a hover before it
// asks for anything, about as long as a tap takes, so a tapped card's data was requested no sooner than the
// navigation. A pointer or finger going down on a link asks at once for the route data the navigation will fetch (the
// same prefetch link React Router adds, so the browser keeps the answer for the navigation), a tap's worth earlier.
const asked = new Set<string>();

/** The URL of a page's route data, as React Router's single fetch asks for it (`/_root.data` for the home page). */
export function routeDataUrl(to: string, origin: string): string | null {
  const url = new URL(to, origin);
  if (url.origin !== origin) return null;
  url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/+$/, '')}.data`;
  return url.pathname + url.search;
}

/** Starts fetching the route data of a site link once per page and URL; nothing for the page already shown. */
export function prefetchRouteData(to: string): void {
  const { origin, pathname, search } = window.location;
  const target = new URL(to, origin);
  if (target.pathname === pathname && target.search === search) return;
  const href = routeDataUrl(to, origin);
  if (!href || asked.has(href)) return;
  asked.add(href);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'fetch';
  link.href = href;
  document.head.append(link);
}
