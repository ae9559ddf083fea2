// The tracker: one event API in front of the providers, gated by consent, that never throws.
import {
  CONSENT_CATEGORIES,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentState,
  type PendingPolicy,
} from '../consent/categories';
import {
  createConsentStore,
  readGlobalPrivacyControl,
  type ConsentStorage,
} from '../consent/consentStore';
import {
  TRACKING_EVENTS,
  type TrackedEvent,
  type TrackingEventArgs,
  type TrackingEventKey,
} from '../events/events';
import { cleanField, redactPersonalData } from '../events/redact';
import { insertScript, whenIdle } from '../scripts/loadScript';
import type { PageView, ProviderContext, TrackingProvider } from '../providers/types';

/**
 * What happens to events of a category before the visitor answers: analytics events wait and are
 * sent once consent is given (and forgotten if it is refused); behaviour and advertising events are
 * dropped, so nothing is attributed to a visitor before they agreed.
 */
export const DEFAULT_PENDING_POLICY: Readonly<Record<ConsentCategory, PendingPolicy>> = {
  analytics: 'queue',
  behaviour: 'drop',
  advertising: 'drop',
};

/** How many page views and events a category keeps while waiting for consent. */
export const MAX_QUEUED_PER_CATEGORY = 50;

export interface TrackerOptions {
  /** The providers; `null`, `undefined` and `false` (a provider without an id) are skipped. */
  providers?: readonly (TrackingProvider | null | undefined | false)[];
  /** Queue or drop, per category, before the visitor answers. Default {@link DEFAULT_PENDING_POLICY}. */
  pending?: Partial<Record<ConsentCategory, PendingPolicy>>;
  /** Where the consent choice is kept. Default localStorage; `null` keeps it for the page only. */
  storage?: ConsentStorage | null;
  /** The storage key of the consent choice. Default `fittings.tracking-consent`. */
  storageKey?: string;
  /** Whether the browser sends Global Privacy Control. Default `navigator.globalPrivacyControl`. */
  globalPrivacyControl?: boolean;
  /** The categories Global Privacy Control denies, whatever the stored choice. Default: all. */
  gpcDenies?: readonly ConsentCategory[];
  /** When third-party scripts are added. Default: when the page is idle. */
  schedule?: (task: () => void) => void;
  /** Told about every failure (a script that did not load, a provider that threw). Default: none. */
  onError?: (error: unknown, providerId: string) => void;
}

export interface Tracker {
  /** A completed navigation, e.g. `tracker.pageView(location.pathname + location.search)`. */
  pageView(url: string): void;
  /** One of the {@link TRACKING_EVENTS}, with its fields. */
  track<K extends TrackingEventKey>(key: K, ...args: TrackingEventArgs<K>): void;
  /** The decisions in force; the same object until they change. */
  getConsent(): ConsentState;
  /** Records the visitor's answer, keeps it, and loads or stops providers to match. */
  setConsent(choice: ConsentChoice): void;
  /** Calls `listener` whenever consent changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Whether the browser sends Global Privacy Control. */
  readonly globalPrivacyControl: boolean;
}

type Action = { kind: 'pageView'; page: PageView } | { kind: 'event'; event: TrackedEvent };

function defaultStorage(): ConsentStorage | undefined {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

/** The page as sent: query values redacted, the hash left out. */
function pageOf(url: string, base: string): PageView {
  const parsed = new URL(url, base);
  const entries = Array.from(parsed.searchParams.entries());
  if (entries.some(([, value]) => redactPersonalData(value) !== value)) {
    parsed.search = new URLSearchParams(
      entries.map(([name, value]) => [name, redactPersonalData(value)]),
    ).toString();
  }
  parsed.hash = '';
  return { url: parsed.pathname + parsed.search, location: parsed.href };
}

/**
 * Creates the tracker. Nothing is loaded and nothing is sent for a category until the visitor
 * consents to it; a stored choice is applied at once.
 *
 * @example
 * const tracker = createTracker({
 *   providers: [
 *     googleAnalytics({ measurementId: env.GA4_ID }),
 *     microsoftClarity({ projectId: env.CLARITY_ID }),
 *     metaPixel({ pixelId: env.META_PIXEL_ID }),
 *     googleAdsConversions({ sendTo: env.ADS_CONVERSION }),
 *   ],
 * });
 * tracker.setConsent({ analytics: true, behaviour: false, advertising: false });
 * tracker.pageView('/kitchen');
 * tracker.track('wishlistAdd', { sku: 'T14059' });
 */
export function createTracker(options: TrackerOptions = {}): Tracker {
  const win = typeof window !== 'undefined' ? window : undefined;
  const providers = (options.providers ?? []).filter((provider): provider is TrackingProvider =>
    Boolean(provider),
  );
  const pending = { ...DEFAULT_PENDING_POLICY, ...options.pending };
  const schedule = options.schedule ?? whenIdle;
  const onError = options.onError;
  const globalPrivacyControl = options.globalPrivacyControl ?? readGlobalPrivacyControl();
  const consent = createConsentStore({
    storage: options.storage === null ? undefined : (options.storage ?? defaultStorage()),
    key: options.storageKey ?? 'fittings.tracking-consent',
    globalPrivacyControl,
    gpcDenies: options.gpcDenies ?? CONSENT_CATEGORIES,
  });

  const loaded = new Set<TrackingProvider>();
  const broken = new Set<TrackingProvider>();
  const queues: Record<ConsentCategory, Action[]> = {
    analytics: [],
    behaviour: [],
    advertising: [],
  };
  const listeners = new Set<() => void>();

  const report = (error: unknown, providerId: string) => {
    try {
      onError?.(error, providerId);
    } catch {
      // An error reporter that throws must not break the page either.
    }
  };

  const guarded = (provider: TrackingProvider, call: () => void) => {
    try {
      call();
    } catch (error) {
      report(error, provider.id);
    }
  };

  const deliver = (provider: TrackingProvider, action: Action) =>
    guarded(provider, () => {
      if (action.kind === 'pageView') provider.pageView?.(action.page);
      else provider.event?.(action.event);
    });

  const live = (category: ConsentCategory) =>
    providers.filter((provider) => provider.category === category && loaded.has(provider));

  const contextFor = (provider: TrackingProvider, target: Window): ProviderContext => ({
    window: target,
    consent: consent.get(),
    loadScript: (src) =>
      schedule(() =>
        guarded(provider, () =>
          insertScript(target.document, src, (error) => report(error, provider.id)),
        ),
      ),
  });

  const activate = (category: ConsentCategory) => {
    if (!win) return;
    for (const provider of providers) {
      if (provider.category !== category || loaded.has(provider) || broken.has(provider)) continue;
      try {
        provider.load(contextFor(provider, win));
        loaded.add(provider);
      } catch (error) {
        // A provider that cannot even load is left out for the rest of the page.
        broken.add(provider);
        report(error, provider.id);
      }
    }
    const queued = queues[category].splice(0);
    for (const action of queued) for (const provider of live(category)) deliver(provider, action);
  };

  const dispatch = (action: Action) => {
    const state = consent.get();
    for (const category of CONSENT_CATEGORIES) {
      if (!providers.some((provider) => provider.category === category)) continue;
      const decision = state[category];
      if (decision === 'granted') {
        for (const provider of live(category)) deliver(provider, action);
      } else if (decision === 'unset' && pending[category] === 'queue') {
        const queue = queues[category];
        queue.push(action);
        if (queue.length > MAX_QUEUED_PER_CATEGORY) queue.shift();
      }
    }
  };

  const safely = (call: () => void) => {
    try {
      call();
    } catch (error) {
      report(error, 'tracker');
    }
  };

  for (const category of CONSENT_CATEGORIES) {
    if (consent.get()[category] === 'granted') safely(() => activate(category));
  }

  return {
    globalPrivacyControl,
    pageView(url) {
      safely(() => {
        if (!win) return;
        dispatch({ kind: 'pageView', page: pageOf(url, win.location.href) });
      });
    },
    track(key, ...args) {
      safely(() => {
        if (!win) return;
        const definition = TRACKING_EVENTS[key];
        if (!definition) throw new Error(`Unknown tracking event "${String(key)}"`);
        const given = (args[0] ?? {}) as Record<string, unknown>;
        const params: Record<string, string> = {};
        for (const field of definition.fields) params[field] = cleanField(given[field]);
        dispatch({ kind: 'event', event: { key, name: definition.name, params } });
      });
    },
    getConsent: () => consent.get(),
    setConsent(choice) {
      safely(() => {
        const before = consent.get();
        const after = consent.set(choice);
        if (after === before) return;
        const alreadyLoaded = Array.from(loaded);
        for (const category of CONSENT_CATEGORIES) {
          if (after[category] === before[category]) continue;
          if (after[category] === 'granted') activate(category);
          else queues[category].length = 0;
        }
        // Every provider loaded before hears of every change: gtag.js is shared by analytics and
        // advertising, and its Consent Mode covers both. Those loaded just now started with it.
        for (const provider of alreadyLoaded) {
          guarded(provider, () => provider.consentChanged?.(after));
        }
        for (const listener of listeners) {
          try {
            listener();
          } catch (error) {
            report(error, 'tracker');
          }
        }
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
