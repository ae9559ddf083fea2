// The React binding: a context holding the tracker. The tracker itself knows nothing of React.
import { createContext, type ReactNode } from 'react';
import type { ConsentState } from '../consent/categories';
import type { Tracker } from '../tracker/createTracker';

/** Nothing answered yet: what the server renders, since the choice lives in the browser. */
export const UNSET_CONSENT: ConsentState = {
  analytics: 'unset',
  behaviour: 'unset',
  advertising: 'unset',
};

/** Stands in when no provider is mounted (a test, a story): it tracks nothing and never throws. */
export const inertTracker: Tracker = {
  globalPrivacyControl: false,
  pageView: () => undefined,
  track: () => undefined,
  getConsent: () => UNSET_CONSENT,
  setConsent: () => undefined,
  subscribe: () => () => undefined,
};

export const TrackingContext = createContext<Tracker>(inertTracker);

export interface TrackingProviderProps {
  /** The tracker of the app, created once with `createTracker`. */
  tracker: Tracker;
  children?: ReactNode;
}

/**
 * Makes the tracker available to `useTracking` and `useConsent` below it.
 *
 * @example
 * const tracker = createTracker({ providers });
 * <TrackingProvider tracker={tracker}><App /></TrackingProvider>
 */
export function TrackingProvider({ tracker, children }: TrackingProviderProps) {
  return <TrackingContext.Provider value={tracker}>{children}</TrackingContext.Provider>;
}
