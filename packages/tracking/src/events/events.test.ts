import { beforeEach, describe, expect, it } from 'vitest';
import { googleTagManager } from '../providers/googleTagManager';
import { dataLayer, now, resetPage } from '../testing/page';
import { createTracker } from '../tracker/createTracker';
import { TRACKING_EVENTS } from './events';
import { redactPersonalData } from './redact';

beforeEach(resetPage);

describe('TRACKING_EVENTS', () => {
  it('covers every action of spec section 7', () => {
    expect(Object.keys(TRACKING_EVENTS).sort()).toEqual(
      [
        'findDealersClick',
        'marketplaceBuyClick',
        'productView',
        'searchClick',
        'searchTyping',
        'whereToBuyClick',
        'wishlistAdd',
        'wishlistClear',
        'wishlistRemove',
      ].sort(),
    );
    expect(TRACKING_EVENTS.productView.fields).toEqual(['sku']);
  });
});

describe('no personal data in events', () => {
  it('redacts e-mail addresses and phone numbers but keeps model and part numbers', () => {
    expect(redactPersonalData('ravi.k@example.co.in wants T14059')).toBe('[redacted] wants T14059');
    expect(redactPersonalData('call +91 98765 43210 about RP12345')).toBe(
      'call [redacted] about RP12345',
    );
    expect(redactPersonalData('9876543210')).toBe('[redacted]');
    expect(redactPersonalData('T14059-SS 2024')).toBe('T14059-SS 2024');
  });

  function trackedPushes() {
    const tracker = createTracker({
      providers: [googleTagManager({ containerId: 'GTM-1' })],
      schedule: now,
    });
    tracker.setConsent({ analytics: true });
    return tracker;
  }

  it('sends only the fields an event declares, redacted and capped', () => {
    const tracker = trackedPushes();
    const typed = { term: `my number is 98765 43210 ${'x'.repeat(200)}`, email: 'a@b.in' };

    tracker.track('searchTyping', typed as { term: string });

    const pushed = dataLayer().at(-1) as Record<string, string>;
    expect(Object.keys(pushed).sort()).toEqual(['event', 'term']);
    expect(pushed['term']?.startsWith('my number is [redacted] xxx')).toBe(true);
    expect(pushed['term']).toHaveLength(100);
  });

  it('redacts personal data from page URLs', () => {
    const tracker = trackedPushes();
    tracker.pageView('/search-results?term=ravi%40example.in&type=showerheads');
    expect(dataLayer().at(-1)).toMatchObject({
      page_path: '/search-results?term=%5Bredacted%5D&type=showerheads',
    });
  });
});
