// Tracking around the whole app (spec 1 and 7): the tracker of the configured providers, a page view on every
// completed navigation, the consent banner on a first visit, and the events that need no component of their own
// (where-to-buy links anywhere, typing on the search results page). Blocked or absent trackers change nothing.
import { TrackingProvider, useConsent, useTracking } from '@fittings/tracking/react';
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { stripLanguage } from '@fittings/catalog-core';
import { useLocation } from 'react-router';
import type { TrackingIds } from '../../integrations';
import { createSiteTracker, hasTrackers, setActiveTracker } from './siteTracker';

export const COOKIE_SETTINGS_PATH = '/cookie-settings';

export function SiteTracking({ ids, children }: { ids: TrackingIds; children: ReactNode }) {
  const [tracker] = useState(() => {
    const created = createSiteTracker(ids);
    // Attached at once, not in an effect: children's effects (a product view) run before their parents' do.
    if (typeof window !== 'undefined') setActiveTracker(created);
    return created;
  });
  useEffect(() => {
    setActiveTracker(tracker);
    return () => setActiveTracker(undefined);
  }, [tracker]);
  return (
    <TrackingProvider tracker={tracker}>
      {children}
      <NavigationEvents />
      <WhereToBuyClicks />
      {hasTrackers(ids) ? <SiteConsentBanner ids={ids} /> : null}
      <WebVitals />
    </TrackingProvider>
  );
}

/**
 * Real visitors' speed (app/tracking/webVitals.ts), measured and sent to the site's own endpoint only while the
 * visitor consents to analytics; its code is not even loaded before.
 */
function WebVitals() {
  const granted = useConsent().analytics === 'granted';
  useEffect(() => {
    if (!granted) return;
    const vitals = import('./webVitals');
    void vitals.then((module) => module.startWebVitals(window.location.pathname));
    return () => void vitals.then((module) => module.stopWebVitals());
  }, [granted]);
  return null;
}

/** A page view per completed navigation; a new term on the results page is the visitor typing (spec 4). */
function NavigationEvents() {
  const { pathname, search } = useLocation();
  const tracking = useTracking();
  const previous = useRef<{ pathname: string; term: string | null } | null>(null);
  useEffect(() => {
    tracking.pageView(pathname + search);
    const term = new URLSearchParams(search).get('term');
    const before = previous.current;
    if (
      stripLanguage(pathname) === '/search-results' &&
      before !== null &&
      stripLanguage(before.pathname) === '/search-results' &&
      term &&
      term !== before.term
    ) {
      tracking.track('searchTyping', { term });
    }
    previous.current = { pathname, term };
  }, [pathname, search, tracking]);
  return null;
}

/**
 * "Where to buy" links sit in the toolbar, the side menu, the footer and pages; one listener counts them all. The
 * product page's "Find dealers" is its own event and marks itself with data-track.
 */
function WhereToBuyClicks() {
  const tracking = useTracking();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.dataset.track) return;
      if (
        link.origin === window.location.origin &&
        stripLanguage(link.pathname) === '/where-to-buy'
      ) {
        tracking.track('whereToBuyClick');
      }
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [tracking]);
  return null;
}

// The banner's component, checkboxes and words load only when there is something to ask (issue 30).
const ConsentPrompt = lazy(() =>
  import('./ConsentPrompt').then((module) => ({ default: module.ConsentPrompt })),
);

const ALL = { analytics: true, behaviour: true, advertising: true } as const;
const NONE = { analytics: false, behaviour: false, advertising: false } as const;

/** Asks on a first visit (after hydration, so a returning visitor never sees it flash). */
function SiteConsentBanner({ ids }: { ids: TrackingIds }) {
  const consent = useConsent();
  const tracking = useTracking();
  const { pathname } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const asking = Object.values(consent).includes('unset');
  if (!hydrated || !asking || stripLanguage(pathname) === COOKIE_SETTINGS_PATH) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPrompt
        ids={ids}
        onAcceptAll={() => tracking.setConsent(ALL)}
        onRejectAll={() => tracking.setConsent(NONE)}
        onSave={(choices) => tracking.setConsent(choices)}
      />
    </Suspense>
  );
}
