import type { ConsentCategory, ConsentState } from '../consent/categories';
import type { TrackedEvent } from '../events/events';

/** A page view: the URL as the app gave it, and absolute. */
export interface PageView {
  /** Path and query as given, e.g. `/kitchen?utm_medium=Basin`. */
  url: string;
  /** The same page as an absolute URL. */
  location: string;
}

/** What a provider gets when it loads. */
export interface ProviderContext {
  window: Window;
  /** The decisions in force when it loads. */
  consent: ConsentState;
  /** Adds a script async, once the page is idle; failures are reported, never thrown. */
  loadScript(src: string): void;
}

/**
 * One tracking service behind the tracker. Create your own to add a service; the built-in ones are
 * `googleAnalytics`, `googleTagManager`, `microsoftClarity`, `metaPixel`, `googleAdsConversions`
 * and `beaconCollector`.
 */
export interface TrackingProvider {
  /** A short stable name, used in error reports. */
  readonly id: string;
  /** The consent category that switches it on. */
  readonly category: ConsentCategory;
  /** Installs its stub and asks for its script. Called once, after consent for its category. */
  load(context: ProviderContext): void;
  pageView?(page: PageView): void;
  event?(event: TrackedEvent): void;
  /** Consent changed after it loaded, e.g. the visitor withdrew it. */
  consentChanged?(consent: ConsentState): void;
}

/** An absent id switches a provider off: factories return `null` then. */
export function hasId(id: string | undefined | null): id is string {
  return typeof id === 'string' && id.trim() !== '';
}
