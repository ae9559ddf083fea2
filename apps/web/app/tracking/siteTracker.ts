// The site's tracker: the providers of spec section 7 from the ids the server configured, and a module-level
// `track()` for code outside React (the wishlist store) that reaches the tracker the app mounted, or nothing.
import {
  createTracker,
  googleAdsConversions,
  googleAnalytics,
  googleTagManager,
  metaPixel,
  microsoftClarity,
  type Tracker,
  type TrackingEventArgs,
  type TrackingEventKey,
} from '@fittings/tracking';
import type { TrackingIds } from '../../integrations';

/** Whether any tracker is configured: without one there is nothing to ask consent for. */
export function hasTrackers(ids: TrackingIds): boolean {
  return Object.values(ids).some(Boolean);
}

/** The tracker over the configured providers; on the server it does nothing. */
export function createSiteTracker(ids: TrackingIds): Tracker {
  return createTracker({
    providers: [
      googleAnalytics({ measurementId: ids.googleAnalytics }),
      googleTagManager({ containerId: ids.googleTagManager }),
      microsoftClarity({ projectId: ids.microsoftClarity }),
      metaPixel({ pixelId: ids.metaPixel }),
      googleAdsConversions({ sendTo: ids.googleAds }),
    ],
  });
}

let active: Tracker | undefined;

/** Makes `track()` reach this tracker (the app's, once mounted in the browser); undefined detaches it. */
export function setActiveTracker(tracker: Tracker | undefined): void {
  active = tracker;
}

/** Sends one of the events of spec section 7 to the mounted tracker; does nothing before it is mounted. */
export function track<K extends TrackingEventKey>(key: K, ...args: TrackingEventArgs<K>): void {
  active?.track(key, ...args);
}
