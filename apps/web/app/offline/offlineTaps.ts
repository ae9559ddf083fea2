// A tap whose page cannot come (issue 39): React Router reloads the page on screen when the next page's script does
// not arrive (offline, or a flaky connection), which offline looked like a tap doing nothing. The tap's address is
// noted as it happens; when the page that reloads is the one the tap left, seconds later, the address tapped is
// opened instead, as a page load, which the service worker answers with the kept page or the offline page in the
// page's language. The route data and route discovery of such a tap are the worker's to answer
// (scripts/serviceWorker.mjs).
const KEY = 'fittings.tap';
/** A reload later than this after the tap is the visitor's own. */
const FRESH_MS = 10_000;
/** React Router's note that route discovery reloaded this tab once (its MANIFEST_VERSION_STORAGE_KEY). */
const DISCOVERY_RELOADED = 'react-router-manifest-version';

interface Tap {
  to: string;
  from: string;
  at: number;
}

const storage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * Opens the address of a tap that only reloaded the page it left; true when it does (the page is leaving, nothing
 * needs hydrating).
 */
export function resumeTap(): boolean {
  const kept = storage()?.getItem(KEY);
  if (!kept) return false;
  storage()?.removeItem(KEY);
  try {
    const tap = JSON.parse(kept) as Tap;
    const entry = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    if (
      entry?.type === 'reload' &&
      tap.from === window.location.href &&
      Date.now() - tap.at < FRESH_MS &&
      tap.to.startsWith('/')
    ) {
      // A new entry, as the tap would have made: Back returns to the page the tap left.
      window.location.assign(tap.to);
      return true;
    }
  } catch {
    // A note this code did not write: ignored.
  }
  return false;
}

/** Notes each tap on a link to another page of the site (capture phase: before React Router's own handler). */
export function watchTaps(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if (link.target && link.target !== '_self') return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search)
        return;
      const tap: Tap = {
        to: url.pathname + url.search + url.hash,
        from: window.location.href,
        at: Date.now(),
      };
      storage()?.setItem(KEY, JSON.stringify(tap));
      // React Router reloads the page once when route discovery says "load it as a document" and then, to break a
      // loop of reloads, refuses to again in this tab until discovery answers. Offline, the worker says so for every
      // tap on a link to a route the page has not learnt: each such tap is the visitor's, one reload each, no loop.
      storage()?.removeItem(DISCOVERY_RELOADED);
    },
    { capture: true },
  );
}

/** A page arrived by a client-side move: the tap that asked for it is done. */
export function tapArrived(): void {
  storage()?.removeItem(KEY);
}
