import { beforeEach, describe, expect, it } from 'vitest';
import { googleAdsConversions } from '../providers/googleAdsConversions';
import { googleAnalytics } from '../providers/googleAnalytics';
import { metaPixel } from '../providers/metaPixel';
import { microsoftClarity } from '../providers/microsoftClarity';
import {
  clarityCalls,
  dataLayer,
  now,
  pixelCalls,
  resetPage,
  scriptSources,
  setGlobalPrivacyControl,
} from '../testing/page';
import { createTracker, type TrackerOptions } from './createTracker';

beforeEach(resetPage);

const allProviders = () => [
  googleAnalytics({ measurementId: 'G-TEST' }),
  microsoftClarity({ projectId: 'clarity-test' }),
  metaPixel({ pixelId: '123456' }),
  googleAdsConversions({ sendTo: 'AW-999/label' }),
];

const trackerWith = (options: TrackerOptions = {}) =>
  createTracker({ providers: allProviders(), schedule: now, ...options });

const pageViewsInDataLayer = () =>
  dataLayer().filter((entry) => Array.isArray(entry) && entry[1] === 'page_view');

describe('before consent', () => {
  it('adds no script tag and defines no tracker globals', () => {
    const tracker = trackerWith();

    tracker.pageView('/kitchen?utm_medium=Basin');
    tracker.track('productView', { sku: 'T14059' });

    expect(document.scripts).toHaveLength(0);
    expect(window).not.toHaveProperty('gtag');
    expect(window).not.toHaveProperty('dataLayer');
    expect(window).not.toHaveProperty('fbq');
    expect(window).not.toHaveProperty('clarity');
  });

  it('reports every category as unset', () => {
    expect(trackerWith().getConsent()).toEqual({
      analytics: 'unset',
      behaviour: 'unset',
      advertising: 'unset',
    });
  });
});

describe('after consent', () => {
  it('loads only the providers of the categories consented to', () => {
    const tracker = trackerWith();

    tracker.setConsent({ analytics: true, behaviour: false, advertising: false });

    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST']);
    expect(window).not.toHaveProperty('fbq');
    expect(window).not.toHaveProperty('clarity');
  });

  it('loads every provider once all categories are consented to', () => {
    const tracker = trackerWith();
    tracker.setConsent({ analytics: true, behaviour: true, advertising: true });

    expect(scriptSources()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST',
      'https://www.clarity.ms/tag/clarity-test',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
  });

  it('sends queued analytics page views once consent arrives, and drops advertising ones', () => {
    const tracker = trackerWith();
    tracker.pageView('/kitchen');

    tracker.setConsent({ analytics: true, behaviour: true, advertising: true });

    expect(pageViewsInDataLayer()).toEqual([
      ['event', 'page_view', { page_location: 'http://localhost:3000/kitchen', send_to: 'G-TEST' }],
    ]);
    expect(pixelCalls()).not.toContainEqual(['track', 'PageView']);
    expect(dataLayer()).not.toContainEqual(['event', 'conversion', { send_to: 'AW-999/label' }]);
  });

  it('forgets queued events when consent is refused', () => {
    const tracker = trackerWith();
    tracker.pageView('/kitchen');
    tracker.track('wishlistAdd', { sku: 'T14059' });

    tracker.setConsent({ analytics: false });
    tracker.setConsent({ analytics: true });

    expect(pageViewsInDataLayer()).toEqual([]);
    expect(dataLayer()).not.toContainEqual(expect.arrayContaining(['event', 'wishlist_add']));
  });

  it('queues or drops per category as configured', () => {
    const tracker = trackerWith({ pending: { advertising: 'queue', analytics: 'drop' } });
    tracker.pageView('/bathroom/collections');

    tracker.setConsent({ analytics: true, advertising: true });

    expect(pageViewsInDataLayer()).toEqual([]);
    expect(pixelCalls()).toContainEqual(['track', 'PageView']);
    expect(dataLayer()).toContainEqual(['event', 'conversion', { send_to: 'AW-999/label' }]);
  });

  it('stops sending to a category when consent is withdrawn, and tells the provider', () => {
    const tracker = trackerWith();
    tracker.setConsent({ behaviour: true });
    tracker.track('searchClick', { term: 'tap' });

    tracker.setConsent({ behaviour: false });
    tracker.track('searchTyping', { term: 'tapware' });

    expect(clarityCalls()).toEqual([['consent'], ['event', 'search_click'], ['consent', false]]);
  });

  it('keeps Google Consent Mode in step with the categories', () => {
    const tracker = trackerWith();
    tracker.setConsent({ analytics: true, advertising: false });
    tracker.setConsent({ advertising: true });

    const consentCommands = dataLayer().filter(
      (entry) => Array.isArray(entry) && entry[0] === 'consent',
    );
    expect(consentCommands[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(consentCommands.at(-1)).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ]);
  });
});

describe('the stored choice', () => {
  it('is kept in localStorage and applied by the next page at once', () => {
    trackerWith().setConsent({ analytics: true, behaviour: false, advertising: true });
    resetPageKeepingStorage();

    const next = trackerWith();

    expect(next.getConsent()).toEqual({
      analytics: 'granted',
      behaviour: 'denied',
      advertising: 'granted',
    });
    expect(scriptSources()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
  });

  it('tells subscribers when consent changes', () => {
    const tracker = trackerWith();
    const seen: unknown[] = [];
    const unsubscribe = tracker.subscribe(() => seen.push(tracker.getConsent().analytics));

    tracker.setConsent({ analytics: true });
    tracker.setConsent({ analytics: true });
    unsubscribe();
    tracker.setConsent({ analytics: false });

    expect(seen).toEqual(['granted']);
  });
});

describe('Global Privacy Control', () => {
  it('denies every category and loads nothing, whatever the visitor clicks', () => {
    setGlobalPrivacyControl(true);
    const tracker = trackerWith();

    tracker.setConsent({ analytics: true, behaviour: true, advertising: true });
    tracker.pageView('/kitchen');

    expect(tracker.globalPrivacyControl).toBe(true);
    expect(tracker.getConsent()).toEqual({
      analytics: 'denied',
      behaviour: 'denied',
      advertising: 'denied',
    });
    expect(document.scripts).toHaveLength(0);
    expect(window).not.toHaveProperty('dataLayer');
  });

  it('overrides a choice stored before the browser started sending it', () => {
    trackerWith().setConsent({ analytics: true, behaviour: true, advertising: true });
    resetPageKeepingStorage();
    setGlobalPrivacyControl(true);

    trackerWith();

    expect(document.scripts).toHaveLength(0);
  });

  it('can be limited to the categories it should deny', () => {
    setGlobalPrivacyControl(true);
    const tracker = trackerWith({ gpcDenies: ['advertising'] });

    tracker.setConsent({ analytics: true, advertising: true });

    expect(tracker.getConsent().advertising).toBe('denied');
    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST']);
  });
});

function resetPageKeepingStorage() {
  const saved = { ...window.localStorage };
  resetPage();
  for (const [key, value] of Object.entries(saved)) window.localStorage.setItem(key, String(value));
}
