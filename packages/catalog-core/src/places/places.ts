// How a place a visitor types is matched with the catalogue's places: by any of its names (English, Hindi, old names
// and common spellings), forgiving the spelling mistakes search forgives.
import { editDistanceWithin, typoBudget } from '../search/vocabulary/typos';
import { latinDigits } from './digits';

/**
 * A place name as look-ups compare it: Unicode-normalised, accents and the Devanagari nukta dropped (so `गुड़गांव`
 * and `गुडगांव` are one word), punctuation made spaces, spaces collapsed, lower-case, digits in Latin.
 *
 * @example
 * placeNameKey('  Thiruvananthapuram ') // 'thiruvananthapuram'
 * placeNameKey('Navi-Mumbai') // 'navi mumbai'
 * placeNameKey('बेंगलुरु') // 'बेंगलुरु'
 */
export function placeNameKey(text: string): string {
  return latinDigits(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u093c]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** A place that was found, and whether its name was typed exactly or with a spelling mistake forgiven. */
export interface PlaceMatch<P> {
  place: P;
  /** The name of the place that matched, as the catalogue writes it. */
  name: string;
  /** The letters that differ between what was typed and that name (0 when typed right). */
  typos: number;
}

/**
 * The place a visitor means by what they typed: the first place with a name (any of `namesOf(place)`) equal to it
 * once both are compared by {@link placeNameKey}; else the place whose name is closest within the spelling allowance
 * search gives a word of that length (none below 4 letters, one from 4, two from 8), the first on a tie.
 * Undefined when no name is near enough.
 *
 * @example
 * const places = [{ name: 'Bengaluru', aliases: ['Bangalore', 'बेंगलुरु'] }];
 * const names = (p: (typeof places)[number]) => [p.name, ...p.aliases];
 * findPlace('bangalore', places, names)?.place.name // 'Bengaluru'
 * findPlace('Banglore', places, names)?.typos // 1
 * findPlace('Nashik', places, names) // undefined
 */
export function findPlace<P>(
  typed: string,
  places: readonly P[],
  namesOf: (place: P) => readonly string[],
): PlaceMatch<P> | undefined {
  const key = placeNameKey(typed);
  if (key === '') return undefined;
  const budget = typoBudget(key);
  let best: PlaceMatch<P> | undefined;
  for (const place of places) {
    for (const name of namesOf(place)) {
      const nameKey = placeNameKey(name);
      if (nameKey === key) return { place, name, typos: 0 };
      if (budget === 0 || (best && best.typos <= 1)) continue;
      const distance = editDistanceWithin(key, nameKey, best ? best.typos - 1 : budget);
      if (distance > 0) best = { place, name, typos: distance };
    }
  }
  return best;
}

/** A point on the map, in degrees. */
export interface Point {
  lat: number;
  lng: number;
}

/**
 * The great-circle distance between two points, in kilometres.
 *
 * @example
 * Math.round(distanceKm({ lat: 19.9975, lng: 73.7898 }, { lat: 19.076, lng: 72.8777 })) // 140 (Nashik to Mumbai)
 */
export function distanceKm(from: Point, to: Point): number {
  const rad = Math.PI / 180;
  const dLat = (to.lat - from.lat) * rad;
  const dLng = (to.lng - from.lng) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The points nearest to `from`, nearest first, each with its distance in kilometres to one decimal; at most `limit`.
 *
 * @example
 * nearestFirst({ lat: 20, lng: 73.8 }, [{ lat: 18.52, lng: 73.86 }, { lat: 19.08, lng: 72.88 }], 1)
 * // [{ item: { lat: 19.08, lng: 72.88 }, distanceKm: 140.6 }]
 */
export function nearestFirst<T extends Point>(
  from: Point,
  items: readonly T[],
  limit = Infinity,
): { item: T; distanceKm: number }[] {
  return items
    .map((item) => ({ item, distanceKm: Math.round(distanceKm(from, item) * 10) / 10 }))
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, limit);
}
