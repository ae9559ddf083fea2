// Where to buy's parts: a dealer's card and the "use my location" button, with the two glyphs they draw.
import { type Dealer } from '@fittings/api-client';
import { Button } from '@fittings/ui/Button';
import { useText } from '@fittings/ui/TextProvider';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  dealerJsonLd,
  directionsHref,
  jsonForScript,
  openingHoursText,
  roundCoordinate,
  telHref,
} from './dealers';
import * as styles from './whereToBuy.css';
import { useLocalize } from '../i18n/useLanguage';

/** The message ids of a location the browser does not give: refused by the visitor, or not found. */
export const LOCATION_DENIED = 'web.dealers.locationDenied';
export const LOCATION_FAILED = 'web.dealers.locationFailed';

/**
 * "Near me": the browser's geolocation, asked only on a tap, rounded, in the URL; shown only where it can work. A
 * refusal or a failure is said beside the button, where the visitor is looking, and stays until the next tap.
 */
export function UseMyLocation() {
  const navigate = useNavigate();
  const text = useText();
  const localize = useLocalize();
  const [available, setAvailable] = useState(false);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setAvailable('geolocation' in navigator), []);
  if (!available) return null;
  const locate = () => {
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const lat = roundCoordinate(position.coords.latitude);
        const lng = roundCoordinate(position.coords.longitude);
        void navigate(localize(`/where-to-buy?lat=${lat}&lng=${lng}`));
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? LOCATION_DENIED : LOCATION_FAILED);
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  };
  return (
    <>
      <Button type="button" tone="secondary" onClick={locate} disabled={locating}>
        <Glyph name="pin" />
        {text.t(locating ? 'web.dealers.locating' : 'web.dealers.useLocation')}
      </Button>
      <p role="alert" className={problem ? styles.locationProblem : styles.hidden}>
        {problem ? text.t(problem) : null}
      </p>
    </>
  );
}

export function DealerCard({ dealer, pageUrl }: { dealer: Dealer; pageUrl: string }) {
  const { address } = dealer;
  const text = useText();
  return (
    <article className={styles.card} aria-labelledby={`dealer-${dealer.id}`}>
      <div className={styles.cardHead}>
        <h3 id={`dealer-${dealer.id}`} className={styles.name}>
          {dealer.name}
        </h3>
        {dealer.tier === 'experience-centre' ? (
          <span className={styles.tier}>{text.t('web.dealers.experienceCentre')}</span>
        ) : null}
      </div>
      <address className={styles.address}>
        {address.line1}
        <br />
        {address.line2 ? (
          <>
            {address.line2}
            <br />
          </>
        ) : null}
        {address.city}, {address.state} {address.pincode}
      </address>
      <p className={styles.meta}>
        {dealer.distanceKm !== null ? (
          <span className={styles.distance}>
            {text.t('web.dealers.distance', {
              km: text.number(dealer.distanceKm, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
            })}
          </span>
        ) : null}
        {openingHoursText(text, dealer.openingHours)}
      </p>
      <div className={styles.actions}>
        <a className={styles.action} href={telHref(dealer.phone)}>
          <Glyph name="phone" />
          {dealer.phone}
        </a>
        <a
          className={styles.action}
          href={directionsHref(dealer)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Glyph name="pin" />
          {text.t('web.dealers.directions')}
          <span className={styles.hidden}>
            {text.t('web.dealers.directionsTo', { name: dealer.name })}
          </span>
        </a>
      </div>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonForScript(dealerJsonLd(dealer, pageUrl)) }}
      />
    </article>
  );
}

// Two small glyphs the design system does not have (a map pin and a phone), drawn like its icons.
const GLYPHS = {
  pin: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  phone:
    'M6.6 3.5h2.6l1.3 4.3-1.9 1.4a11 11 0 0 0 6.2 6.2l1.4-1.9 4.3 1.3v2.6c0 1.1-.9 2-2 2A15.8 15.8 0 0 1 4.6 5.5c0-1.1.9-2 2-2Z',
} as const;

function Glyph({ name }: { name: keyof typeof GLYPHS }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.1em"
      height="1.1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={GLYPHS[name]} />
    </svg>
  );
}
