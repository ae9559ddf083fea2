// The places a visitor may look for dealers in: every city of cities.json (its state and centre are read from
// there) and towns without dealers, each with the other names people use for it (old names, common spellings, in
// Latin and Devanagari). The records are data, in data/places.json; src/places.ts turns them into catalogue records.
import PLACE_RECORDS from './places.json';

export interface PlaceData {
  name: string;
  aliases: string[];
  /** Given for a town without dealers; a dealers' city takes these from cities.json. */
  state?: string;
  lat?: number;
  lng?: number;
  pincodes?: string[];
}

export const PLACES: readonly PlaceData[] = PLACE_RECORDS;
