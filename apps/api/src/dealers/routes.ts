// GET /get/dealers/{x} (by city, state, pincode or near a point) and /get/dealer2s (experience centres).
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { findPlace, latinDigits, nearestFirst } from '@fittings/catalog-core';
import { ok } from '../http/openapi';
import type { DealerRecord, PlaceRecord } from '../catalogue/format';
import { placeKey } from '../catalogue/keys';
import type { AppEnv, Deps } from '../http/env';
import { errorResponses, quote, sendError } from '../http/errors';
import { idProblem } from '../products/routes';
import { LangQuery } from '../i18n/languages';
import { translationKey } from '../catalogue/localize';
import type { Snapshot } from '../catalogue/state';

const DealerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    tier: z.enum(['dealer', 'experience-centre']),
    address: z.object({
      line1: z.string(),
      line2: z.string(),
      city: z.string(),
      state: z.string(),
      pincode: z.string().regex(/^[1-9][0-9]{5}$/),
    }),
    phone: z.string(),
    email: z.email(),
    lat: z.number(),
    lng: z.number(),
    areas: z.array(z.enum(['bathroom', 'kitchen'])),
    openingHours: z.string(),
    mapUrl: z.url(),
    distanceKm: z.number().nullable(),
  })
  .openapi('Dealer');

const NearQuery = {
  lat: z.coerce
    .number()
    .min(-90)
    .max(90)
    .optional()
    .openapi({ description: 'Latitude of the visitor' }),
  lng: z.coerce
    .number()
    .min(-180)
    .max(180)
    .optional()
    .openapi({ description: 'Longitude of the visitor' }),
  radiusKm: z.coerce
    .number()
    .positive()
    .max(3000)
    .optional()
    .openapi({ description: 'Only dealers within this distance' }),
  area: z.enum(['bathroom', 'kitchen']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
};

/** The place the search was read as, named in the asked language (Bangalore, बेंगलुरु and Banglore are Bengaluru). */
const PlaceSchema = z.object({
  name: z.string(),
  state: z.string(),
  lat: z.number(),
  lng: z.number(),
});

type Dealer = z.infer<typeof DealerSchema>;

/** How many dealers answer a place without its own: enough to choose from, near enough to matter. */
const NEAREST_COUNT = 6;

function shape(
  records: DealerRecord[],
  query: {
    lat?: number | undefined;
    lng?: number | undefined;
    radiusKm?: number | undefined;
    area?: string | undefined;
    limit: number;
  },
): Dealer[] {
  const from =
    query.lat !== undefined && query.lng !== undefined
      ? { lat: query.lat, lng: query.lng }
      : undefined;
  const near = from !== undefined;
  const distances = new Map(
    from ? nearestFirst(from, records).map(({ item, distanceKm }) => [item, distanceKm]) : [],
  );
  const dealers = records
    .filter((d) => !query.area || d.areas.includes(query.area as 'bathroom'))
    .map((d) => ({
      ...d,
      mapUrl: `https://www.openstreetmap.org/?mlat=${d.lat}&mlon=${d.lng}#map=17/${d.lat}/${d.lng}`,
      distanceKm: distances.get(d) ?? null,
    }))
    .filter(
      (d) =>
        query.radiusKm === undefined || d.distanceKm === null || d.distanceKm <= query.radiusKm,
    );
  if (near) dealers.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
  return dealers.slice(0, query.limit);
}

/**
 * A place name as typed in another language, compared with the catalogue's: Unicode-normalised, spaces collapsed,
 * lower-case (`मुंबई`, `नई  दिल्ली`).
 */
const typedKey = (place: string) =>
  place.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/** A language's names of the dealers' cities and states, from the catalogue's `place` translations. */
function placeNames(snapshot: Snapshot, language: string) {
  const toLocal = new Map<string, string>();
  const toEnglishKey = new Map<string, string>();
  const prefix = translationKey('place', '');
  for (const [key, fields] of snapshot.translations.get(language) ?? []) {
    if (!key.startsWith(prefix) || typeof fields.name !== 'string') continue;
    const english = key.slice(prefix.length);
    toLocal.set(english, fields.name);
    toEnglishKey.set(typedKey(fields.name), placeKey(english));
  }
  return {
    /** The dealer with its city and state as the language writes them. */
    localize: (dealer: DealerRecord): DealerRecord =>
      toLocal.size === 0
        ? dealer
        : {
            ...dealer,
            address: {
              ...dealer.address,
              city: toLocal.get(dealer.address.city) ?? dealer.address.city,
              state: toLocal.get(dealer.address.state) ?? dealer.address.state,
            },
          },
    /** The look-up key of a place typed in the language, or in English. */
    keyOf: (typed: string) => toEnglishKey.get(typedKey(typed)) ?? placeKey(typed),
    /** The place with its name and state as the language writes them. */
    localizePlace: (place: PlaceRecord) => ({
      name: toLocal.get(place.name) ?? place.name,
      state: toLocal.get(place.state) ?? place.state,
      lat: place.lat,
      lng: place.lng,
    }),
  };
}

/**
 * Every name of each place: its own, its names in every language of the catalogue's translations (so `पुणे` finds
 * Pune on the English page too) and its aliases. Made once per catalogue version.
 */
const placeNamesByCatalogue = new WeakMap<readonly PlaceRecord[], Map<PlaceRecord, string[]>>();
function everyName(snapshot: Snapshot): (place: PlaceRecord) => readonly string[] {
  let names = placeNamesByCatalogue.get(snapshot.places);
  if (!names) {
    names = new Map(
      snapshot.places.map((place) => {
        const key = translationKey('place', place.name);
        const translated = [...snapshot.translations.values()].flatMap((texts) => {
          const name = texts.get(key)?.name;
          return typeof name === 'string' ? [name] : [];
        });
        return [place, [place.name, ...translated, ...place.aliases]];
      }),
    );
    placeNamesByCatalogue.set(snapshot.places, names);
  }
  const known = names;
  return (place) => known.get(place) ?? [place.name];
}

export function registerDealers(app: OpenAPIHono<AppEnv>, { db, state }: Deps): void {
  const all = db.prepare('SELECT record FROM dealers ORDER BY seq').pluck();
  const byPincode = db
    .prepare('SELECT record FROM dealers WHERE pincode = ? ORDER BY tier DESC, seq')
    .pluck();
  const byPincodePrefix = db
    .prepare('SELECT record FROM dealers WHERE substr(pincode, 1, 3) = ? ORDER BY tier DESC, seq')
    .pluck();
  const byCity = db
    .prepare('SELECT record FROM dealers WHERE city_key = ? ORDER BY tier DESC, seq')
    .pluck();
  const byState = db
    .prepare('SELECT record FROM dealers WHERE state_key = ? ORDER BY city_key, tier DESC, seq')
    .pluck();
  const centres = db
    .prepare("SELECT record FROM dealers WHERE tier = 'experience-centre' ORDER BY seq")
    .pluck();
  const parse = (rows: unknown[]) => rows.map((row) => JSON.parse(String(row)) as DealerRecord);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/dealers/{x}',
      tags: ['dealers'],
      summary:
        'Dealers by city, state or pincode; `near` (or any x) with lat and lng sorts by distance',
      description:
        'x is a city by any of its names in any language, a spelling mistake forgiven as search forgives it ("Pune", "Poona", "पुणे", "Bangalore", "Banglore"), a state ("Tamil Nadu", "tamil-nadu"), a six-digit pincode in Latin or Devanagari digits (dealers with that pincode, else those sharing its first three digits), `all`, or `near` with lat and lng. A known place without dealers (or a pincode of one) answers `nearest`: the dealers nearest its centre, each with its distance.',
      request: {
        params: z.object({
          x: z.string().openapi({ param: { name: 'x', in: 'path' }, example: 'Mumbai' }),
        }),
        query: z.object({ ...NearQuery, ...LangQuery.shape }),
      },
      responses: {
        ...ok(
          {
            match: z.enum([
              'city',
              'state',
              'pincode',
              'pincode-area',
              'nearest',
              'near',
              'all',
              'none',
            ]),
            place: PlaceSchema.optional(),
            total: z.number().int(),
            dealers: z.array(DealerSchema),
          },
          'The dealers found (empty when none)',
        ),
        ...errorResponses(400),
      },
    }),
    (c) => {
      const { x } = c.req.valid('param');
      const query = c.req.valid('query');
      const problem = idProblem(x, 'place');
      if (problem) return sendError(c, 400, problem);
      const near = query.lat !== undefined && query.lng !== undefined;
      if ((query.lat === undefined) !== (query.lng === undefined))
        return sendError(c, 400, 'Give both lat and lng, or neither.');
      const text = latinDigits(x).replace(/\s+/g, ' ').trim();
      const snapshot = state.snapshotIn(c.get('language'));
      const places = placeNames(snapshot, c.get('language'));
      let match:
        'city' | 'state' | 'pincode' | 'pincode-area' | 'nearest' | 'near' | 'all' | 'none';
      let records: DealerRecord[];
      let place: PlaceRecord | undefined;
      let from = query;
      // A known place without dealers: the dealers nearest its centre, measured from there.
      const nearestTo = (found: PlaceRecord) => {
        place = found;
        from = {
          ...query,
          lat: found.lat,
          lng: found.lng,
          limit: Math.min(query.limit, NEAREST_COUNT),
        };
        return parse(all.all());
      };
      if (/^[\d ]+$/.test(text) && /\d{3} ?\d{3}/.test(text)) {
        const pincode = text.replace(/ /g, '');
        if (!/^[1-9]\d{5}$/.test(pincode))
          return sendError(
            c,
            400,
            `A pincode has six digits and does not start with 0, not ${quote(text)}.`,
          );
        records = parse(byPincode.all(pincode));
        match = 'pincode';
        if (records.length === 0) {
          records = parse(byPincodePrefix.all(pincode.slice(0, 3)));
          match = 'pincode-area';
        }
        const area = snapshot.places.find((p) => p.pincodes.includes(pincode.slice(0, 3)));
        if (records.length === 0 && area) {
          records = nearestTo(area);
          match = 'nearest';
        }
      } else if (/^\d+$/.test(text)) {
        return sendError(
          c,
          400,
          `A pincode has six digits and does not start with 0, not ${quote(text)}.`,
        );
      } else if (text.toLowerCase() === 'near' || text.toLowerCase() === 'all') {
        if (text.toLowerCase() === 'near' && !near)
          return sendError(c, 400, 'Searching near a point needs lat and lng.');
        records = parse(all.all());
        match = text.toLowerCase() === 'near' ? 'near' : 'all';
      } else {
        const key = places.keyOf(text);
        records = parse(byCity.all(key));
        match = 'city';
        place = snapshot.places.find((p) => placeKey(p.name) === key);
        const found =
          records.length === 0 ? findPlace(text, snapshot.places, everyName(snapshot)) : undefined;
        if (found) {
          place = found.place;
          records = parse(byCity.all(placeKey(found.place.name)));
        }
        if (records.length === 0 && !found) {
          records = parse(byState.all(key));
          match = 'state';
        }
        if (records.length === 0 && found) {
          records = nearestTo(found.place);
          match = 'nearest';
        }
      }
      if (records.length === 0) match = 'none';
      const dealers = shape(records.map(places.localize), from);
      const named = place ? places.localizePlace(place) : null;
      return c.json(
        {
          success: true as const,
          message:
            dealers.length === 0
              ? `No dealers found for ${quote(text)}.`
              : match === 'nearest' && named
                ? `No dealers in ${named.name} yet; the nearest are listed by distance.`
                : '',
          match,
          ...(named ? { place: named } : {}),
          total: dealers.length,
          dealers,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/dealer2s',
      tags: ['dealers'],
      summary:
        'Experience centres (the second tier of dealers), optionally by city or state, or nearest first',
      request: {
        query: z.object({
          ...NearQuery,
          ...LangQuery.shape,
          city: z.string().max(80).optional(),
          state: z.string().max(80).optional(),
        }),
      },
      responses: {
        ...ok(
          {
            total: z.number().int(),
            dealers: z.array(DealerSchema),
          },
          'The experience centres',
        ),
        ...errorResponses(400),
      },
    }),
    (c) => {
      const query = c.req.valid('query');
      if ((query.lat === undefined) !== (query.lng === undefined))
        return sendError(c, 400, 'Give both lat and lng, or neither.');
      const places = placeNames(state.snapshotIn(c.get('language')), c.get('language'));
      const records = parse(centres.all()).filter(
        (d) =>
          (!query.city || placeKey(d.address.city) === places.keyOf(query.city)) &&
          (!query.state || placeKey(d.address.state) === places.keyOf(query.state)),
      );
      const dealers = shape(records.map(places.localize), query);
      return c.json({ success: true as const, message: '', total: dealers.length, dealers }, 200);
    },
  );
}
