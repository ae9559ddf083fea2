// The visitor's tracking choice, changeable at any time from the footer (spec 1: visitors are tracked by analytics,
// behaviour-tracking and advertising services, only as far as they allow).
import { CONSENT_CATEGORIES, type ConsentCategory } from '@fittings/tracking';
import { useConsent, useTracking } from '@fittings/tracking/react';
import { Button, Checkbox } from '@fittings/ui';
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { PageHeader } from '../content/PageHeader';
import { RouteError } from '../layout/RouteError';
import { publicOrigin } from '../api/api.server';
import { pageMeta, trail } from '../seo/pageMeta';
import { hasTrackers } from '../tracking/siteTracker';
import { notify } from '../layout/notifications';
import type { loader as rootLoader } from '../root';
import * as styles from './cookie-settings.css';
import type { Route } from './+types/cookie-settings';

const TITLE = 'Cookie settings';
const crumbs = trail({ name: TITLE, path: '/cookie-settings' });

const CATEGORY_TEXT: Record<ConsentCategory, { label: string; description: string }> = {
  analytics: {
    label: 'Analytics',
    description: 'Counts visits and page views (Google Analytics, Google Tag Manager).',
  },
  behaviour: {
    label: 'Behaviour',
    description: 'Records how pages are used, such as clicks and scrolling (Microsoft Clarity).',
  },
  advertising: {
    label: 'Advertising',
    description: 'Measures our advertising (Meta Pixel, Google Ads conversions).',
  },
};

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(matches, data?.origin, {
    title: TITLE,
    description: 'Choose which analytics, behaviour and advertising services this site may use.',
    path: '/cookie-settings',
    crumbs,
  });

export function loader({ request }: Route.LoaderArgs) {
  return { origin: publicOrigin(request) };
}

export default function CookieSettings() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const tracking = useTracking();
  const consent = useConsent();
  const [hydrated, setHydrated] = useState(false);
  const [choices, setChoices] = useState<Record<ConsentCategory, boolean>>({
    analytics: false,
    behaviour: false,
    advertising: false,
  });
  useEffect(() => setHydrated(true), []);
  // Start from the choice in force once the browser has read it.
  useEffect(() => {
    setChoices({
      analytics: consent.analytics === 'granted',
      behaviour: consent.behaviour === 'granted',
      advertising: consent.advertising === 'granted',
    });
  }, [consent]);

  const save = (next: Record<ConsentCategory, boolean>) => {
    tracking.setConsent(next);
    setChoices(next);
    notify('Your cookie settings have been saved.');
  };
  const configured = root ? hasTrackers(root.integrations.tracking) : false;

  return (
    <article>
      <PageHeader
        crumbs={crumbs}
        eyebrow="Privacy"
        title={TITLE}
        intro="Choose which services may measure your visit. The site works the same whatever you choose, and nothing is sent before you do."
      />
      <div className={styles.body}>
        {!configured ? (
          <p className={styles.note}>
            This site uses no analytics, behaviour or advertising services at the moment, so there
            is nothing to allow.
          </p>
        ) : null}
        {tracking.globalPrivacyControl ? (
          <p className={styles.note}>
            Your browser asks sites not to track you (Global Privacy Control), so every service
            stays off whatever is ticked here.
          </p>
        ) : null}
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            save(choices);
          }}
        >
          <fieldset className={styles.fieldset} disabled={!hydrated}>
            <legend className={styles.legend}>Allow these services</legend>
            {CONSENT_CATEGORIES.map((category) => (
              <Checkbox
                key={category}
                name={category}
                label={CATEGORY_TEXT[category].label}
                description={`${CATEGORY_TEXT[category].description} ${
                  consent[category] === 'granted'
                    ? 'Allowed now.'
                    : consent[category] === 'denied'
                      ? 'Not allowed now.'
                      : 'Not chosen yet.'
                }`}
                checked={choices[category]}
                onChange={(event) => setChoices({ ...choices, [category]: event.target.checked })}
              />
            ))}
            <div className={styles.actions}>
              <Button type="submit">Save choices</Button>
              <Button
                type="button"
                tone="secondary"
                onClick={() => save({ analytics: true, behaviour: true, advertising: true })}
              >
                Allow all
              </Button>
              <Button
                type="button"
                tone="ghost"
                onClick={() => save({ analytics: false, behaviour: false, advertising: false })}
              >
                Allow none
              </Button>
            </div>
          </fieldset>
        </form>
        <noscript>
          <p className={styles.note}>
            Without JavaScript no tracking service runs, so there is nothing to choose.
          </p>
        </noscript>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
