// GET /get/dealers/{x} (by city, state, pincode or near a point) and /get/dealer2s (experience centres).
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { ok } from '../http/openapi';
import type { DealerRecord } from '../catalogue/format';
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

type Dealer = z.infer<typeof DealerSchema>;

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

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
  const near = query.lat !== undefined && query.lng !== undefined;
  const dealers = records
    .filter((d) => !query.area || d.areas.includes(query.area as 'bathroom'))
    .map((d) => ({
      ...d,
      mapUrl: `https://www.openstreetmap.org/?mlat=${d.lat}&mlon=${d.lng}#map=17/${d.lat}/${d.lng}`,
      distanceKm: near
        ? Math.round(distanceKm(query.lat as number, query.lng as number, d.lat, d.lng) * 10) / 10
        : null,
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
  };
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
        'x is a city ("Pune"), a state ("Tamil Nadu", "tamil-nadu"), a six-digit pincode (dealers with that pincode, else those sharing its first three digits), `all`, or `near` with lat and lng.',
      request: {
        params: z.object({
          x: z.string().openapi({ param: { name: 'x', in: 'path' }, example: 'Mumbai' }),
        }),
        query: z.object({ ...NearQuery, ...LangQuery.shape }),
      },
      responses: {
        ...ok(
          {
            match: z.enum(['city', 'state', 'pincode', 'pincode-area', 'near', 'all', 'none']),
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
      const text = x.trim();
      const places = placeNames(state.snapshotIn(c.get('language')), c.get('language'));
      let match: 'city' | 'state' | 'pincode' | 'pincode-area' | 'near' | 'all' | 'none';
      let records: DealerRecord[];
      if (/^\d+$/.test(text)) {
        if (!/^[1-9]\d{5}$/.test(text))
          return sendError(
            c,
            400,
            `A pincode has six digits and does not start with 0, not ${quote(text)}.`,
          );
        records = parse(byPincode.all(text));
        match = 'pincode';
        if (records.length === 0) {
          records = parse(byPincodePrefix.all(text.slice(0, 3)));
          match = 'pincode-area';
        }
      } else if (text.toLowerCase() === 'near' || text.toLowerCase() === 'all') {
        if (text.toLowerCase() === 'near' && !near)
          return sendError(c, 400, 'Searching near a point needs lat and lng.');
        records = parse(all.all());
        match = text.toLowerCase() === 'near' ? 'near' : 'all';
      } else {
        const key = places.keyOf(text);
        records = parse(byCity.all(key));
        match = 'city';
        if (records.length === 0) {
          records = parse(byState.all(key));
          match = 'state';
        }
      }
      if (records.length === 0) match = 'none';
      const dealers = shape(records.map(places.localize), query);
      return c.json(
        {
          success: true as const,
          message: dealers.length === 0 ? `No dealers found for ${quote(text)}.` : '',
          match,
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
