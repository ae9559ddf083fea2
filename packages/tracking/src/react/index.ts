export { TrackingProvider } from './TrackingProvider';
export type { TrackingProviderProps } from './TrackingProvider';
export { useConsent, useTracking } from './hooks';
