// Real visitors' speed (issue 29): LCP, INP, CLS and TTFB of the page a visitor landed on, measured by the
// web-vitals library and sent to the site's own /vitals with sendBeacon when the page is hidden. Loaded, as its own
// small chunk, only once the visitor has consented to analytics (WebVitals in SiteTracking.tsx); no third party.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { stripLanguage } from '@fittings/catalog-core';

export const VITALS_ENDPOINT = '/vitals';

/** The kind of page a path is, as the server folds the figures (observe/vitals.ts keeps the same list). */
export function pageTypeOf(pathname: string): string {
  const path = stripLanguage(pathname);
  if (path === '/') return 'home';
  if (path.startsWith('/product/')) return 'product';
  if (path.startsWith('/filter/') || path.startsWith('/collection')) return 'listing';
  if (path === '/search-results') return 'search';
  return 'content';
}

let started = false;
let allowed = false;

/** Measures the page this visit landed on (once per page load) and sends what was measured while `allowed`. */
export function startWebVitals(pathname: string): void {
  allowed = true;
  if (started) return;
  started = true;
  const page = pageTypeOf(pathname);
  const measured = new Map<string, number>();
  const keep = (metric: Metric) => measured.set(metric.name, metric.value);
  // web-vitals reports LCP, CLS and INP as the page is hidden, in its own listeners, added here before the one below.
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  const send = () => {
    if (!allowed || measured.size === 0) return;
    const connection =
      (navigator as Navigator & { connection?: { effectiveType?: string } }).connection
        ?.effectiveType ?? 'unknown';
    const body = JSON.stringify({ page, connection, metrics: Object.fromEntries(measured) });
    measured.clear();
    navigator.sendBeacon(VITALS_ENDPOINT, new Blob([body], { type: 'application/json' }));
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
}

/** Consent withdrawn: nothing more is sent from this page. */
export function stopWebVitals(): void {
  allowed = false;
}
