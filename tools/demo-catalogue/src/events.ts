// The seed's trade shows and showroom events (fictional venues and dates): the records are data, in data/events.json,
// and typed here as they are imported (a field missing or of the wrong type fails the typecheck).
import type { EventRecord } from '@fittings/catalog-core/catalogue-format';
import EVENTS from './data/events.json';

const records: readonly EventRecord[] = EVENTS;

export function events(): EventRecord[] {
  return structuredClone([...records]);
}
