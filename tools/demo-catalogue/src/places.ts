// The seed's places: the dealers' cities with their centres and first pincode digits from data/cities.json, then the
// towns without dealers of data/places.json, each with its other names.
import type { PlaceRecord } from '@fittings/catalog-core/catalogue-format';
import { CITIES } from './data/cities';
import { PLACES } from './data/places';

export function placeRecords(): PlaceRecord[] {
  const cities = new Map(CITIES.map((city) => [city.city, city]));
  return PLACES.map((place) => {
    const city = cities.get(place.name);
    if (city)
      return {
        name: city.city,
        state: city.state,
        lat: city.lat,
        lng: city.lng,
        pincodes: [String(city.pincode).slice(0, 3)],
        aliases: place.aliases,
      };
    const { name, state, lat, lng, pincodes, aliases } = place;
    if (state === undefined || lat === undefined || lng === undefined || pincodes === undefined)
      throw new Error(
        `data/places.json, ${name}: a town without dealers needs state, lat, lng and pincodes`,
      );
    return { name, state, lat, lng, pincodes, aliases };
  });
}
