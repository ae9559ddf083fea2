import { beforeEach, describe, expect, it } from 'vitest';
import { createTracker } from '../tracker/createTracker';
import {
  clarityCalls,
  dataLayer,
  now,
  pixelCalls,
  resetPage,
  scriptSources,
  setSendBeacon,
} from '../testing/page';
import { beaconCollector } from './beaconCollector';
import { googleAdsConversions } from './googleAdsConversions';
import { googleAnalytics } from './googleAnalytics';
import { googleTagManager } from './googleTagManager';
import { metaPixel } from './metaPixel';
import { microsoftClarity } from './microsoftClarity';

beforeEach(resetPage);

const grantAll = { analytics: true, behaviour: true, advertising: true };

describe('switching providers by id', () => {
  it('returns no provider without an id, so it is off', () => {
    expect(googleAnalytics({ measurementId: undefined })).toBeNull();
    expect(googleTagManager({ containerId: '' })).toBeNull();
    expect(microsoftClarity({ projectId: '  ' })).toBeNull();
    expect(metaPixel({ pixelId: undefined })).toBeNull();
    expect(googleAdsConversions({ sendTo: undefined })).toBeNull();
    expect(beaconCollector({ url: undefined })).toBeNull();
  });

  it('leaves a page with only absent ids untouched even after consent', () => {
    const tracker = createTracker({
      providers: [googleAnalytics({ measurementId: undefined }), metaPixel({ pixelId: '' })],
      schedule: now,
    });
    tracker.setConsent(grantAll);
    tracker.pageView('/kitchen');
    expect(document.scripts).toHaveLength(0);
    expect(window).not.toHaveProperty('dataLayer');
  });
});

describe('Google Analytics 4 (gtag)', () => {
  it('configures the tag without its own page view, then sends page views and events', () => {
    const tracker = createTracker({
      providers: [googleAnalytics({ measurementId: 'G-ABC' })],
      schedule: now,
    });
    tracker.setConsent({ analytics: true });
    tracker.pageView('/product/T14059?ref=menu#support');
    tracker.track('productView', { sku: 'T14059' });
    tracker.track('wishlistClear');

    const commands = dataLayer().filter((entry) => Array.isArray(entry) && entry[0] !== 'js');
    expect(commands).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'granted' })],
      ['config', 'G-ABC', { send_page_view: false }],
      [
        'event',
        'page_view',
        { page_location: 'http://localhost:3000/product/T14059?ref=menu', send_to: 'G-ABC' },
      ],
      ['event', 'product_view', { sku: 'T14059', send_to: 'G-ABC' }],
      ['event', 'wishlist_clear', { send_to: 'G-ABC' }],
    ]);
    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC']);
  });
});

describe('Google Tag Manager (dataLayer)', () => {
  it('loads the container and pushes page views and events', () => {
    const tracker = createTracker({
      providers: [googleTagManager({ containerId: 'GTM-XYZ' })],
      schedule: now,
    });
    tracker.setConsent({ analytics: true });
    tracker.pageView('/where-to-buy');
    tracker.track('whereToBuyClick');
    tracker.track('marketplaceBuyClick', { sku: 'T14059' });

    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-XYZ']);
    // Consent Mode first, pushed as an `arguments` object the way gtag() pushes commands.
    const raw = (window as unknown as { dataLayer: unknown[] }).dataLayer;
    expect(Object.prototype.toString.call(raw[0])).toBe('[object Arguments]');
    expect(dataLayer()[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ]);
    expect(dataLayer().slice(1)).toEqual([
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
      {
        event: 'page_view',
        page_location: 'http://localhost:3000/where-to-buy',
        page_path: '/where-to-buy',
      },
      { event: 'where_to_buy_click' },
      { event: 'marketplace_buy_click', sku: 'T14059' },
    ]);
  });
});

describe('Microsoft Clarity', () => {
  it('signals consent and sends events as Clarity custom events', () => {
    const tracker = createTracker({
      providers: [microsoftClarity({ projectId: 'abc123' })],
      schedule: now,
    });
    tracker.setConsent({ behaviour: true });
    tracker.track('findDealersClick', { sku: 'T14059' });

    expect(scriptSources()).toEqual(['https://www.clarity.ms/tag/abc123']);
    expect(clarityCalls()).toEqual([['consent'], ['event', 'find_dealers_click']]);
  });
});

describe('Meta Pixel', () => {
  it('sends a PageView on every completed navigation and nothing for events', () => {
    const tracker = createTracker({ providers: [metaPixel({ pixelId: '42' })], schedule: now });
    tracker.setConsent({ advertising: true });
    tracker.pageView('/');
    tracker.track('wishlistAdd', { sku: 'T14059' });
    tracker.pageView('/kitchen');

    expect(scriptSources()).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    expect(pixelCalls()).toEqual([
      ['consent', 'grant'],
      ['init', '42'],
      ['track', 'PageView'],
      ['track', 'PageView'],
    ]);
  });
});

describe('advertising conversions', () => {
  const conversions = () =>
    dataLayer().filter((entry) => Array.isArray(entry) && entry[1] === 'conversion');

  it('fires on the URLs of the default rules only', () => {
    const tracker = createTracker({
      providers: [googleAdsConversions({ sendTo: 'AW-1/abc' })],
      schedule: now,
    });
    tracker.setConsent({ advertising: true });
    for (const url of [
      '/kitchen',
      '/kitchen/pull-down',
      '/bathroom/collections',
      '/filter/bathroom?type=showerheads',
      '/filter/bathroom?type=handshowers',
      '/?utm_source=fb&utm_medium=Basin',
      '/product/T14059',
      '/filter/bathroom?type=body-sprays',
      '/?utm_medium=basin',
      '/bathroom',
    ]) {
      tracker.pageView(url);
    }

    expect(conversions()).toHaveLength(6);
    expect(conversions()[0]).toEqual(['event', 'conversion', { send_to: 'AW-1/abc' }]);
  });

  it('follows configured rules instead of the default ones', () => {
    const tracker = createTracker({
      providers: [
        googleAdsConversions({ sendTo: 'AW-1/abc', rules: ['/waterwise', /^\/contact/] }),
      ],
      schedule: now,
    });
    tracker.setConsent({ advertising: true });
    tracker.pageView('/kitchen');
    tracker.pageView('/waterwise');
    tracker.pageView('/contact-us');

    expect(conversions()).toHaveLength(2);
  });

  it('shares gtag.js with Google Analytics instead of loading it twice', () => {
    const tracker = createTracker({
      providers: [
        googleAnalytics({ measurementId: 'G-ABC' }),
        googleAdsConversions({ sendTo: 'AW-1/abc' }),
      ],
      schedule: now,
    });
    tracker.setConsent(grantAll);

    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC']);
    expect(dataLayer()).toContainEqual(['config', 'AW-1', { send_page_view: false }]);
  });
});

describe('first-party collector', () => {
  it('posts page views and events with navigator.sendBeacon', () => {
    const beacons: { url: string; body: unknown }[] = [];
    setSendBeacon((url, body) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    });
    const tracker = createTracker({
      providers: [beaconCollector({ url: '/collect' })],
      schedule: now,
    });
    tracker.setConsent({ analytics: true });
    tracker.pageView('/search-results?term=tap');
    tracker.track('searchClick', { term: 'tap' });

    expect(beacons).toEqual([
      {
        url: '/collect',
        body: { type: 'page_view', url: '/search-results?term=tap', at: expect.any(String) },
      },
      {
        url: '/collect',
        body: {
          type: 'event',
          name: 'search_click',
          params: { term: 'tap' },
          url: '/search-results?term=tap',
          at: expect.any(String),
        },
      },
    ]);
    expect(document.scripts).toHaveLength(0);
  });

  it('sends nothing before consent', () => {
    const beacons: string[] = [];
    setSendBeacon((url) => beacons.push(url) > 0);
    const tracker = createTracker({
      providers: [beaconCollector({ url: '/collect' })],
      pending: { analytics: 'drop' },
      schedule: now,
    });
    tracker.pageView('/');
    tracker.setConsent({ analytics: true });
    expect(beacons).toEqual([]);
  });
});
