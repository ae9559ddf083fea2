import { beforeEach, describe, expect, it, vi } from 'vitest';
import { googleAnalytics } from '../providers/googleAnalytics';
import type { TrackingProvider } from '../providers/types';
import { dataLayer, now, resetPage, scriptSources } from '../testing/page';
import { createTracker } from './createTracker';

beforeEach(resetPage);

function recordingProvider(id: string, calls: string[]): TrackingProvider {
  return {
    id,
    category: 'analytics',
    load: () => calls.push(`${id}:load`),
    pageView: (page) => calls.push(`${id}:page ${page.url}`),
    event: (event) => calls.push(`${id}:${event.name}`),
  };
}

describe('a failing provider is isolated', () => {
  it('keeps the others working when one throws on every call', () => {
    const calls: string[] = [];
    const errors: string[] = [];
    const throwing: TrackingProvider = {
      id: 'throwing',
      category: 'analytics',
      load: () => undefined,
      pageView: () => {
        throw new Error('blocked');
      },
      event: () => {
        throw new Error('blocked');
      },
    };
    const tracker = createTracker({
      providers: [throwing, recordingProvider('healthy', calls)],
      schedule: now,
      onError: (_error, providerId) => errors.push(providerId),
    });

    expect(() => {
      tracker.setConsent({ analytics: true });
      tracker.pageView('/kitchen');
      tracker.track('productView', { sku: 'T14059' });
    }).not.toThrow();

    expect(calls).toEqual(['healthy:load', 'healthy:page /kitchen', 'healthy:product_view']);
    expect(errors).toEqual(['throwing', 'throwing']);
  });

  it('leaves out for the rest of the page a provider whose load throws', () => {
    const calls: string[] = [];
    const errors: unknown[] = [];
    const broken: TrackingProvider = {
      ...recordingProvider('broken', calls),
      load: () => {
        throw new Error('cannot install');
      },
    };
    const tracker = createTracker({
      providers: [broken, recordingProvider('healthy', calls)],
      schedule: now,
      onError: (error) => errors.push((error as Error).message),
    });

    tracker.setConsent({ analytics: true });
    tracker.pageView('/');

    expect(calls).toEqual(['healthy:load', 'healthy:page /']);
    expect(errors).toEqual(['cannot install']);
  });

  it('reports a script that fails to load (an ad blocker) and goes on tracking', () => {
    const errors: string[] = [];
    const tracker = createTracker({
      providers: [googleAnalytics({ measurementId: 'G-ABC' })],
      schedule: now,
      onError: (error, providerId) => errors.push(`${providerId}: ${(error as Error).message}`),
    });
    tracker.setConsent({ analytics: true });

    document.scripts[0]?.dispatchEvent(new Event('error'));
    tracker.track('searchClick', { term: 'tap' });

    expect(errors).toEqual([
      'google-analytics: Could not load https://www.googletagmanager.com/gtag/js?id=G-ABC',
    ]);
    expect(dataLayer()).toContainEqual([
      'event',
      'search_click',
      { term: 'tap', send_to: 'G-ABC' },
    ]);
  });

  it('survives an error reporter that throws, and an unknown event from untyped code', () => {
    const tracker = createTracker({
      providers: [
        {
          id: 'throwing',
          category: 'analytics',
          load: () => undefined,
          event: () => {
            throw new Error('boom');
          },
        },
      ],
      schedule: now,
      onError: () => {
        throw new Error('reporter is down');
      },
    });
    tracker.setConsent({ analytics: true });

    expect(() => tracker.track('productView', { sku: 'T1' })).not.toThrow();
    expect(() => (tracker.track as (key: string) => void)('noSuchEvent')).not.toThrow();
  });
});

describe('lazy scripts', () => {
  it('adds scripts after the current task, async, never during consent handling', async () => {
    const tracker = createTracker({ providers: [googleAnalytics({ measurementId: 'G-ABC' })] });

    tracker.setConsent({ analytics: true });
    expect(document.scripts).toHaveLength(0);

    await vi.waitFor(() =>
      expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC']),
    );
    expect(document.scripts[0]?.async).toBe(true);
  });
});

describe('without a page (server rendering)', () => {
  it('does nothing and throws nothing', async () => {
    const { createTracker: createOnServer } = await import('./createTracker');
    const originalWindow = globalThis.window;
    // @ts-expect-error: simulate a server, where there is no window.
    delete globalThis.window;
    try {
      const tracker = createOnServer({
        providers: [googleAnalytics({ measurementId: 'G-ABC' })],
        storage: null,
      });
      tracker.setConsent({ analytics: true });
      tracker.pageView('/');
      tracker.track('wishlistClear');
      expect(tracker.getConsent().analytics).toBe('granted');
    } finally {
      globalThis.window = originalWindow;
    }
    // Providers install their globals synchronously on load: none were installed.
    expect(window).not.toHaveProperty('dataLayer');
    expect(window).not.toHaveProperty('gtag');
  });
});
