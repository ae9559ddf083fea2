import { installGtag, updateGtagConsent, type Gtag } from './googleTag';
import { hasId, type TrackingProvider } from './types';

export interface GoogleAnalyticsOptions {
  /** The GA4 measurement id, `G-…`. Without one the provider is off. */
  measurementId: string | undefined;
}

/**
 * Google Analytics 4 through gtag.js, in the `analytics` category: page views and events.
 *
 * @example
 * createTracker({ providers: [googleAnalytics({ measurementId: env.GA4_ID })] });
 */
export function googleAnalytics(options: GoogleAnalyticsOptions): TrackingProvider | null {
  const { measurementId } = options;
  if (!hasId(measurementId)) return null;
  let gtag: Gtag | undefined;
  return {
    id: 'google-analytics',
    category: 'analytics',
    load(context) {
      gtag = installGtag(context, measurementId);
    },
    pageView(page) {
      gtag?.('event', 'page_view', { page_location: page.location, send_to: measurementId });
    },
    event(event) {
      gtag?.('event', event.name, { ...event.params, send_to: measurementId });
    },
    consentChanged(consent) {
      if (gtag) updateGtagConsent(gtag, consent);
    },
  };
}
