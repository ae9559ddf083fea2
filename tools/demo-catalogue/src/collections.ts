// The 30 collections of spec section 2.6, with the kinds of product each one offers. Written for this project.
// The collections are data, in collections.json, checked here as they are imported.
import { BUILT_IN_COLLECTIONS } from '@fittings/catalog-core';
import type { CollectionRecord } from '@fittings/catalog-core/catalogue-format';
import COLLECTION_DATA from './collections.json';
import { AREAS, member, members, type Members } from './data/check';

/** What a collection looks like in the illustrations: the body's outline and the handle. */
export interface CollectionLook {
  form: 'square' | 'round' | 'soft' | 'classic';
  handle: 'lever' | 'cross' | 'knob' | 'joystick';
}

export interface CollectionDefinition extends Omit<CollectionRecord, 'rank' | 'waterwise'> {
  waterwise?: boolean;
  look: CollectionLook;
  /** The kinds (type or subcategory values) the collection has products of. */
  kinds: string[];
  /** How many of the collection's finishes each product comes in (the first ones of finishCode + associated). */
  finishesPerProduct: number;
}

const FORMS: Members<CollectionLook['form']> = {
  square: true,
  round: true,
  soft: true,
  classic: true,
};
const HANDLES: Members<CollectionLook['handle']> = {
  lever: true,
  cross: true,
  knob: true,
  joystick: true,
};

function styleCodeOf(value: number, slug: string): CollectionRecord['styleCode'] {
  if (value === 10 || value === 20 || value === 30) return value;
  throw new Error(`collections.json, ${slug}: the style code ${value} is not one of 10, 20, 30`);
}

/** The collections, from collections.json, their areas, style code and look checked as they are imported. */
export const COLLECTION_DEFINITIONS: CollectionDefinition[] = COLLECTION_DATA.map((collection) => ({
  ...collection,
  areas: members(AREAS, collection.areas, 'collections.json', collection.slug),
  styleCode: styleCodeOf(collection.styleCode, collection.slug),
  look: {
    form: member(FORMS, collection.look.form, 'collections.json', collection.slug),
    handle: member(HANDLES, collection.look.handle, 'collections.json', collection.slug),
  },
}));

/** The collection records, with the built-in list's water-saving flags and a rank that keeps the spec's order. */
export function collectionRecords(): CollectionRecord[] {
  const builtIn = new Map(BUILT_IN_COLLECTIONS.map((c) => [c.slug, c]));
  // Keys in the order of the exchange format (the order an export writes them in).
  return COLLECTION_DEFINITIONS.map((d, index) => ({
    slug: d.slug,
    name: d.name,
    viewableName: d.viewableName,
    suffix: d.suffix,
    description: d.description,
    tagline: d.tagline,
    areas: d.areas,
    styleCode: d.styleCode,
    finishCode: d.finishCode,
    associatedFinishCodes: d.associatedFinishCodes,
    waterwise: builtIn.get(d.slug)?.waterwise ?? d.waterwise ?? true,
    isNew: d.isNew,
    rank: index + 1,
    ...(d.lines ? { lines: d.lines } : {}),
  }));
}
