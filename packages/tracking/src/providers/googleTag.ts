// The gtag.js stub shared by Google Analytics and Google Ads, with Consent Mode kept in step with
// the tracker's consent.
import type { ConsentState } from '../consent/categories';
import type { ProviderContext } from './types';

export type Gtag = (...args: unknown[]) => void;

interface GoogleTagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

export const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js';

/** Consent Mode v2 signals for a consent state. */
export function consentModeFor(consent: ConsentState): Record<string, 'granted' | 'denied'> {
  const analytics = consent.analytics === 'granted' ? 'granted' : 'denied';
  const advertising = consent.advertising === 'granted' ? 'granted' : 'denied';
  return {
    analytics_storage: analytics,
    ad_storage: advertising,
    ad_user_data: advertising,
    ad_personalization: advertising,
  };
}

/**
 * Installs `window.gtag` (pushing to `window.dataLayer` until gtag.js arrives) and loads gtag.js for
 * `tagId`, then configures the tag without an automatic page view: the tracker sends those.
 */
export function installGtag(context: ProviderContext, tagId: string): Gtag {
  const target = context.window as unknown as GoogleTagWindow;
  if (!target.gtag) {
    const dataLayer = (target.dataLayer ??= []);
    target.gtag = function gtag() {
      // gtag.js reads the arguments object itself, as Google's snippet pushes it.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    target.gtag('consent', 'default', consentModeFor(context.consent));
    target.gtag('js', new Date());
    context.loadScript(`${GTAG_SRC}?id=${encodeURIComponent(tagId)}`);
  } else {
    // Another Google tag loaded first, with the consent of its time.
    target.gtag('consent', 'update', consentModeFor(context.consent));
  }
  target.gtag('config', tagId, { send_page_view: false });
  return (...args: unknown[]) => target.gtag?.(...args);
}

export function updateGtagConsent(gtag: Gtag, consent: ConsentState): void {
  gtag('consent', 'update', consentModeFor(consent));
}
