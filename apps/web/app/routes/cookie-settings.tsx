// The visitor's tracking choice, changeable at any time from the footer (spec 1: visitors are tracked by analytics,
// behaviour-tracking and advertising services, only as far as they allow).
import type { ConsentCategory } from '@fittings/tracking';
import { useConsent, useTracking } from '@fittings/tracking/react';
import { languageOfPath, type Translator } from '@fittings/catalog-core';
import { Button } from '@fittings/ui/Button';
import { Checkbox } from '@fittings/ui/Checkbox';
import { useText } from '@fittings/ui/TextProvider';
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { PageHeader } from '../kit/PageHeader';
import { RouteError } from '../layout/RouteError';
import { publicOrigin } from '../api/api.server';
import { pageMeta, trail } from '../seo/pageMeta';
import { configuredCategories, consentCategoryText } from '../tracking/consentText';
import { hasTrackers } from '../tracking/siteTracker';
import { notify } from '../layout/notifications';
import { translatorOf } from '../i18n/translators';
import type { loader as rootLoader } from '../root';
import * as styles from '../tracking/cookieSettings.css';
import type { Route } from './+types/cookie-settings';

const crumbsIn = (text: Translator) =>
  trail({ name: text.t('web.cookies.title'), path: '/cookie-settings' });

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const text = translatorOf(languageOfPath(location.pathname));
  return pageMeta(matches, data?.origin, {
    title: text.t('web.cookies.title'),
    description: text.t('web.cookies.description'),
    path: '/cookie-settings',
    crumbs: crumbsIn(text),
  });
};

export function loader({ request }: Route.LoaderArgs) {
  return { origin: publicOrigin(request) };
}

export default function CookieSettings() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const tracking = useTracking();
  const consent = useConsent();
  const text = useText();
  const ids = root?.integrations.tracking ?? {};
  const categoryText = consentCategoryText(text, ids);
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
    notify({ id: 'web.cookies.saved' });
  };
  const configured = root ? hasTrackers(root.integrations.tracking) : false;

  return (
    <article>
      <PageHeader
        crumbs={crumbsIn(text)}
        eyebrow={text.t('web.cookies.eyebrow')}
        title={text.t('web.cookies.title')}
        intro={text.t('web.cookies.intro')}
      />
      <div className={styles.body}>
        {/* With no service configured there is nothing to allow: the page says so and offers no choices. */}
        {!configured ? <p className={styles.note}>{text.t('web.cookies.noServices')}</p> : null}
        {tracking.globalPrivacyControl ? (
          <p className={styles.note}>{text.t('web.cookies.gpc')}</p>
        ) : null}
        {configured ? (
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              save(choices);
            }}
          >
            <fieldset className={styles.fieldset} disabled={!hydrated}>
              <legend className={styles.legend}>{text.t('web.cookies.legend')}</legend>
              {configuredCategories(ids).map((category) => (
                <Checkbox
                  key={category}
                  name={category}
                  label={categoryText[category].label}
                  description={`${categoryText[category].description} ${text.t(
                    consent[category] === 'granted'
                      ? 'web.cookies.allowedNow'
                      : consent[category] === 'denied'
                        ? 'web.cookies.deniedNow'
                        : 'web.cookies.notChosen',
                  )}`}
                  checked={choices[category]}
                  onChange={(event) => setChoices({ ...choices, [category]: event.target.checked })}
                />
              ))}
              <div className={styles.actions}>
                <Button type="submit">{text.t('web.cookies.save')}</Button>
                <Button
                  type="button"
                  tone="secondary"
                  onClick={() => save({ analytics: true, behaviour: true, advertising: true })}
                >
                  {text.t('web.cookies.allowAll')}
                </Button>
                <Button
                  type="button"
                  tone="ghost"
                  onClick={() => save({ analytics: false, behaviour: false, advertising: false })}
                >
                  {text.t('web.cookies.allowNone')}
                </Button>
              </div>
            </fieldset>
          </form>
        ) : null}
        <noscript>
          <p className={styles.note}>{text.t('web.cookies.noScript')}</p>
        </noscript>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
