// The cities the seed's dealers are in: state, first pincode, centre point, how many dealers, and whether one of
// them is an experience centre. The records are data, in data/cities.json, typed here as they are imported (a field
// missing or of the wrong type fails the typecheck); src/dealers.ts turns them into records.
import CITY_RECORDS from './cities.json';

export interface City {
  city: string;
  state: string;
  pincode: number;
  lat: number;
  lng: number;
  dealers: number;
  centre?: boolean;
}

export const CITIES: readonly City[] = CITY_RECORDS;
