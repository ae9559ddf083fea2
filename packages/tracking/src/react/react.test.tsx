import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { googleTagManager } from '../providers/googleTagManager';
import { dataLayer, now, resetPage } from '../testing/page';
import { createTracker } from '../tracker/createTracker';
import { useConsent, useTracking } from './hooks';
import { TrackingProvider } from './TrackingProvider';

beforeEach(resetPage);
afterEach(cleanup);

function FindDealers({ sku }: { sku: string }) {
  const tracking = useTracking();
  return (
    <button type="button" onClick={() => tracking.track('findDealersClick', { sku })}>
      Find dealers
    </button>
  );
}

function ConsentBanner() {
  const consent = useConsent();
  const tracking = useTracking();
  if (!Object.values(consent).includes('unset')) return <p>analytics {consent.analytics}</p>;
  return (
    <button
      type="button"
      onClick={() => tracking.setConsent({ analytics: true, behaviour: false, advertising: false })}
    >
      Accept analytics
    </button>
  );
}

describe('@fittings/tracking/react', () => {
  it('gives components the tracker and re-renders them when consent changes', () => {
    const tracker = createTracker({
      providers: [googleTagManager({ containerId: 'GTM-1' })],
      schedule: now,
    });
    render(
      <TrackingProvider tracker={tracker}>
        <ConsentBanner />
        <FindDealers sku="T14059" />
      </TrackingProvider>,
    );

    act(() => screen.getByText('Accept analytics').click());
    act(() => screen.getByText('Find dealers').click());

    expect(screen.getByText('analytics granted')).toBeTruthy();
    expect(dataLayer().at(-1)).toEqual({ event: 'find_dealers_click', sku: 'T14059' });
  });

  it('without a provider, hands out a tracker that does nothing and never throws', () => {
    render(<FindDealers sku="T14059" />);
    expect(() => act(() => screen.getByText('Find dealers').click())).not.toThrow();
    expect(window).not.toHaveProperty('dataLayer');
  });
});

describe('server rendering', () => {
  it('renders the consent banner as unanswered, whatever the browser stored', async () => {
    const { renderToString } = await import('react-dom/server');
    const tracker = createTracker({ providers: [], schedule: now });
    tracker.setConsent({ analytics: true, behaviour: true, advertising: true });

    const html = renderToString(
      <TrackingProvider tracker={tracker}>
        <ConsentBanner />
      </TrackingProvider>,
    );

    expect(html).toContain('Accept analytics');
  });
});
