// The where-to-buy page's rules as plain functions: what the search in the URL means, the links of a dealer
// (tel:, directions), its LocalBusiness structured data and the heading of a result.
import { latinDigits, validatePincode, type Translator } from '@fittings/catalog-core';
import type { Dealer, DealersResponse } from '@fittings/api-client';

/** What the URL asks for: a place typed by the visitor, a point from "use my location", or nothing. */
export type DealerSearch =
  { kind: 'near'; lat: number; lng: number } | { kind: 'place'; query: string } | { kind: 'none' };

/** Coordinates are kept to three decimals (about 100 m): enough to sort dealers, no more of the visitor. */
export const roundCoordinate = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Reads `?q=` (a city, state or pincode; a pincode typed with spaces or in Devanagari digits is tidied) or
 * `?lat=&lng=` (both valid).
 *
 * @example
 * parseDealerSearch(new URLSearchParams('q=411 007')) // { kind: 'place', query: '411007' }
 * parseDealerSearch(new URLSearchParams('q=४११००१')) // { kind: 'place', query: '411001' }
 * parseDealerSearch(new URLSearchParams('lat=18.52&lng=73.85')) // { kind: 'near', lat: 18.52, lng: 73.85 }
 */
export function parseDealerSearch(params: URLSearchParams): DealerSearch {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  if (
    params.has('lat') &&
    params.has('lng') &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  ) {
    return { kind: 'near', lat: roundCoordinate(lat), lng: roundCoordinate(lng) };
  }
  const query = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
  if (query === '') return { kind: 'none' };
  if (/^[\d ]+$/.test(latinDigits(query))) {
    const pincode = validatePincode(query);
    if (pincode.ok) return { kind: 'place', query: pincode.value };
  }
  return { kind: 'place', query };
}

/** A `tel:` link: the digits with the country code, whatever the spacing of the display. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : `+91${digits.replace(/^0/, '')}`}`;
}

/** Directions to the dealer in the visitor's maps app (Google Maps opens the app on phones). */
export function directionsHref(dealer: Pick<Dealer, 'lat' | 'lng'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${dealer.lat},${dealer.lng}`;
}

const DAYS: Record<string, string> = {
  Mon: 'Mo',
  Tue: 'Tu',
  Wed: 'We',
  Thu: 'Th',
  Fri: 'Fr',
  Sat: 'Sa',
  Sun: 'Su',
};

/**
 * "Mon–Sat 10:30–20:30" as schema.org writes opening hours ("Mo-Sa 10:30-20:30"); undefined when it is written
 * some other way.
 */
export function schemaOpeningHours(text: string): string | undefined {
  const match = /^(\w{3})\s*[–-]\s*(\w{3})\s+(\d\d:\d\d)\s*[–-]\s*(\d\d:\d\d)$/.exec(text.trim());
  if (!match) return undefined;
  const [, from, to, opens, closes] = match;
  const a = DAYS[from as string];
  const b = DAYS[to as string];
  return a && b ? `${a}-${b} ${opens}-${closes}` : undefined;
}

/**
 * A dealer's opening hours as the page's language says them ("सोम–शनि, 10:30 से 20:30 बजे तक"); the catalogue's text
 * as it is when it is written some other way.
 */
export function openingHoursText(text: Pick<Translator, 't'>, hours: string): string {
  const match = /^(\w{3})\s*[–-]\s*(\w{3})\s+(\d\d:\d\d)\s*[–-]\s*(\d\d:\d\d)$/.exec(hours.trim());
  if (!match) return hours;
  const [, from, to, opens, closes] = match as unknown as [string, string, string, string, string];
  if (!DAYS[from] || !DAYS[to]) return hours;
  return text.t('web.dealers.hours', {
    from: text.t(`web.dealers.day.${from}`),
    to: text.t(`web.dealers.day.${to}`),
    opens,
    closes,
  });
}

/** The LocalBusiness structured data of one dealer. */
export function dealerJsonLd(dealer: Dealer, pageUrl: string): Record<string, unknown> {
  const hours = schemaOpeningHours(dealer.openingHours);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${pageUrl}#${dealer.id}`,
    name: dealer.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [dealer.address.line1, dealer.address.line2].filter(Boolean).join(', '),
      addressLocality: dealer.address.city,
      addressRegion: dealer.address.state,
      postalCode: dealer.address.pincode,
      addressCountry: 'IN',
    },
    telephone: dealer.phone,
    email: dealer.email,
    geo: { '@type': 'GeoCoordinates', latitude: dealer.lat, longitude: dealer.lng },
    ...(hours ? { openingHours: hours } : {}),
    hasMap: directionsHref(dealer),
    url: pageUrl,
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The heading over the results, in the visitor's words and language, with the place as the catalogue spells it. */
export function resultHeading(
  text: Translator,
  search: DealerSearch,
  answer: Pick<DealersResponse, 'match' | 'total' | 'dealers' | 'place'>,
  located?: string,
): string {
  const count = text.t('web.dealers.count', { count: answer.total });
  const first = answer.dealers[0]?.address;
  const inPlace = (place: string) => text.t('web.dealers.in', { count, place });
  if (search.kind === 'near') return text.t('web.dealers.nearest', { count });
  if (search.kind === 'none') return located ? inPlace(first?.city ?? located) : count;
  switch (answer.match) {
    case 'none':
      return text.t('web.dealers.none', { query: search.query });
    case 'pincode':
      return text.t('web.dealers.inPincode', { count, pincode: search.query });
    case 'pincode-area':
      return text.t('web.dealers.nearPincode', { count, pincode: search.query });
    case 'nearest':
      return text.t('web.dealers.nearestTo', {
        count,
        place: answer.place?.name ?? search.query,
      });
    case 'state':
      return inPlace(first?.state ?? search.query);
    default:
      return inPlace(first?.city ?? search.query);
  }
}

/** The cities with dealers, A to Z, with how many each has, for the list of places to pick. */
export function dealerCities(dealers: readonly Dealer[]): { city: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const dealer of dealers)
    counts.set(dealer.address.city, (counts.get(dealer.address.city) ?? 0) + 1);
  return [...counts]
    .map(([city, count]) => ({ city, count }))
    .sort((a, b) => a.city.localeCompare(b.city, 'en-IN'));
}
