import { useContext, useSyncExternalStore } from 'react';
import type { ConsentState } from '../consent/categories';
import type { Tracker } from '../tracker/createTracker';
import { TrackingContext, UNSET_CONSENT } from './TrackingProvider';

/**
 * The tracker of the nearest `TrackingProvider`; without one, a tracker that does nothing.
 *
 * @example
 * const tracking = useTracking();
 * <button onClick={() => tracking.track('findDealersClick', { sku: product.model })}>Find dealers</button>
 */
export function useTracking(): Tracker {
  return useContext(TrackingContext);
}

const serverConsent = () => UNSET_CONSENT;

/**
 * The consent decisions in force, re-rendering when they change: for the consent banner. Server
 * rendering and hydration see every category unset (the choice lives in the browser's storage);
 * the stored choice applies right after hydration.
 *
 * @example
 * const consent = useConsent();
 * const asking = Object.values(consent).includes('unset');
 */
export function useConsent(): ConsentState {
  const tracker = useTracking();
  return useSyncExternalStore(tracker.subscribe, tracker.getConsent, serverConsent);
}
