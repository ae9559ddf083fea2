export {
  createTracker,
  DEFAULT_PENDING_POLICY,
  MAX_QUEUED_PER_CATEGORY,
} from './tracker/createTracker';
export type { Tracker, TrackerOptions } from './tracker/createTracker';

export { TRACKING_EVENTS } from './events/events';
export type {
  TrackedEvent,
  TrackingEventArgs,
  TrackingEventKey,
  TrackingEventName,
  TrackingEventParams,
} from './events/events';
export { redactPersonalData } from './events/redact';

export { CONSENT_CATEGORIES } from './consent/categories';
export type {
  ConsentCategory,
  ConsentChoice,
  ConsentDecision,
  ConsentState,
  PendingPolicy,
} from './consent/categories';
export type { ConsentStorage } from './consent/consentStore';

export { DEFAULT_CONVERSION_RULES, isConversionUrl } from './conversions/rules';
export type { ConversionRule } from './conversions/rules';

export type { PageView, ProviderContext, TrackingProvider } from './providers/types';
export { googleAnalytics } from './providers/googleAnalytics';
export type { GoogleAnalyticsOptions } from './providers/googleAnalytics';
export { googleTagManager } from './providers/googleTagManager';
export type { GoogleTagManagerOptions } from './providers/googleTagManager';
export { microsoftClarity } from './providers/microsoftClarity';
export type { MicrosoftClarityOptions } from './providers/microsoftClarity';
export { metaPixel } from './providers/metaPixel';
export type { MetaPixelOptions } from './providers/metaPixel';
export { googleAdsConversions } from './providers/googleAdsConversions';
export type { GoogleAdsConversionsOptions } from './providers/googleAdsConversions';
export { beaconCollector } from './providers/beaconCollector';
export type { BeaconCollectorOptions, CollectorPayload } from './providers/beaconCollector';
