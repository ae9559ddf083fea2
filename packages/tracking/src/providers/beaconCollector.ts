import type { ConsentCategory } from '../consent/categories';
import { hasId, type TrackingProvider } from './types';

export interface BeaconCollectorOptions {
  /** Where events are posted, e.g. `/collect`. Without one the provider is off. */
  url: string | undefined;
  /** The consent category it belongs to. Default `analytics`. */
  category?: ConsentCategory;
}

/** What the collector receives, as JSON text. No visitor id, no user agent, no personal data. */
export type CollectorPayload =
  | { type: 'page_view'; url: string; at: string }
  | { type: 'event'; name: string; params: Record<string, string>; url: string; at: string };

/**
 * A first-party collector: each page view and event is posted with `navigator.sendBeacon`, which
 * survives the page unloading and never delays it. Without `sendBeacon`, `fetch` with `keepalive`.
 *
 * @example
 * createTracker({ providers: [beaconCollector({ url: '/collect' })] });
 */
export function beaconCollector(options: BeaconCollectorOptions): TrackingProvider | null {
  const { url: endpoint, category = 'analytics' } = options;
  if (!hasId(endpoint)) return null;
  let target: Window | undefined;
  let currentPage = '';

  const send = (payload: CollectorPayload) => {
    const body = JSON.stringify(payload);
    const navigator = target?.navigator;
    if (navigator && typeof navigator.sendBeacon === 'function') {
      navigator.sendBeacon(endpoint, body);
    } else if (target && typeof target.fetch === 'function') {
      void target.fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => undefined);
    }
  };

  return {
    id: 'beacon-collector',
    category,
    load(context) {
      target = context.window;
    },
    pageView(page) {
      currentPage = page.url;
      send({ type: 'page_view', url: page.url, at: new Date().toISOString() });
    },
    event(event) {
      send({
        type: 'event',
        name: event.name,
        params: { ...event.params },
        url: currentPage,
        at: new Date().toISOString(),
      });
    },
  };
}
