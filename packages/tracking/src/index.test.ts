import { describe, expect, it } from 'vitest';
import * as tracking from './index';

describe('public exports', () => {
  it('exposes exactly the documented runtime names', () => {
    expect(Object.keys(tracking).sort()).toEqual(
      [
        'CONSENT_CATEGORIES',
        'DEFAULT_CONVERSION_RULES',
        'DEFAULT_PENDING_POLICY',
        'MAX_QUEUED_PER_CATEGORY',
        'TRACKING_EVENTS',
        'beaconCollector',
        'createTracker',
        'googleAdsConversions',
        'googleAnalytics',
        'googleTagManager',
        'isConversionUrl',
        'metaPixel',
        'microsoftClarity',
        'redactPersonalData',
      ].sort(),
    );
  });
});
