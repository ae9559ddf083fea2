import { describe, expect, it } from 'vitest';
import * as react from './index';

describe('public exports of @fittings/tracking/react', () => {
  it('exposes exactly the provider and the hooks', () => {
    expect(Object.keys(react).sort()).toEqual(['TrackingProvider', 'useConsent', 'useTracking']);
  });
});
