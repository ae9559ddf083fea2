import { consentModeFor } from './googleTag';
import { hasId, type TrackingProvider } from './types';

export interface GoogleTagManagerOptions {
  /** The container id, `GTM-…`. Without one the provider is off. */
  containerId: string | undefined;
}

interface TagManagerWindow {
  dataLayer?: unknown[];
}

/**
 * Google Tag Manager in the `analytics` category: page views and events pushed to `dataLayer` as
 * `{ event: name, …params }`, for the container's own tags to pick up.
 *
 * @example
 * createTracker({ providers: [googleTagManager({ containerId: env.GTM_ID })] });
 */
export function googleTagManager(options: GoogleTagManagerOptions): TrackingProvider | null {
  const { containerId } = options;
  if (!hasId(containerId)) return null;
  let dataLayer: unknown[] | undefined;
  // Consent Mode commands must reach dataLayer as `arguments` objects, as gtag() pushes them:
  // Tag Manager reads a plain array as a different kind of command.
  const consentCommand = function consent(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    dataLayer?.push(arguments);
  };
  return {
    id: 'google-tag-manager',
    category: 'analytics',
    load(context) {
      const target = context.window as unknown as TagManagerWindow;
      dataLayer = target.dataLayer ??= [];
      consentCommand('consent', 'default', consentModeFor(context.consent));
      dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      context.loadScript(
        `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`,
      );
    },
    pageView(page) {
      dataLayer?.push({ event: 'page_view', page_location: page.location, page_path: page.url });
    },
    event(event) {
      dataLayer?.push({ event: event.name, ...event.params });
    },
    consentChanged(consent) {
      consentCommand('consent', 'update', consentModeFor(consent));
    },
  };
}
