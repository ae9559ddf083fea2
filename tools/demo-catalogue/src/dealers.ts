// The seed's dealers and experience centres: made-up names, addresses, phones and e-mails in the cities of
// data/cities.ts.
import type { DealerRecord } from '@fittings/catalog-core/catalogue-format';
import { CITIES } from './data/cities';
import {
  BUILDINGS,
  HOURS,
  LOCALITIES,
  NAME_FIRST,
  NAME_LAST,
  NAME_MIDDLE,
  ROADS,
} from './data/dealer-names';
import type { Random } from './random';

export function generateDealers(random: Random): DealerRecord[] {
  const dealers: DealerRecord[] = [];
  const usedNames = new Set<string>();
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const phone = () =>
    `+91 ${random.pick(['98', '97', '99', '88', '93', '70'])}${random.int(100, 999)} ${String(random.int(0, 99999)).padStart(5, '0')}`;
  for (const place of CITIES) {
    const dealerCount = place.dealers;
    for (let i = 0; i < dealerCount + (place.centre ? 1 : 0); i++) {
      const centre = Boolean(place.centre) && i === dealerCount;
      let name: string;
      do {
        name = centre
          ? `${place.city} Experience Centre`
          : `${random.pick(NAME_FIRST)} ${random.pick(NAME_MIDDLE)} ${random.pick(NAME_LAST)}`;
      } while (usedNames.has(`${place.city}/${name}`));
      usedNames.add(`${place.city}/${name}`);
      const id = slug(`${name}-${place.city}`);
      dealers.push({
        id,
        name,
        tier: centre ? 'experience-centre' : 'dealer',
        address: {
          line1: `${centre ? 'Ground Floor' : `Shop No. ${random.int(1, 48)}`}, ${random.pick(NAME_FIRST)} ${random.pick(BUILDINGS)}`,
          line2: `${random.pick(ROADS)}, ${random.pick(LOCALITIES)}`,
          city: place.city,
          state: place.state,
          pincode: String(place.pincode + random.int(0, 30)),
        },
        phone: phone(),
        email: `${id.slice(0, 40).replace(/-+$/, '')}@dealers.example.com`,
        lat: Number((place.lat + (random.next() - 0.5) * 0.12).toFixed(5)),
        lng: Number((place.lng + (random.next() - 0.5) * 0.12).toFixed(5)),
        areas:
          centre || random.chance(0.7)
            ? ['bathroom', 'kitchen']
            : [random.pick(['bathroom', 'kitchen'] as const)],
        openingHours: random.pick(HOURS),
      });
    }
  }
  return dealers;
}
