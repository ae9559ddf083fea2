/** A collection of the fixed built-in list: its display name, page slug and water-saving flag. */
export interface BuiltInCollection {
  readonly name: string;
  readonly slug: string;
  readonly waterwise: boolean;
}

const NOT_WATERWISE = new Set([
  'Andian',
  'Filis',
  'Kami',
  'Kendari',
  'Ixa Jive',
  'Ixa Soft',
  'Korby',
]);

const BUILT_IN_NAMES = [
  'Trillian',
  'Pivotal',
  'Stryke',
  'Zura',
  'Broderick',
  'Bowery',
  'Dorval',
  'Tetra',
  'Cassidy',
  'Ara',
  'Andian',
  'Galeon',
  'Filis',
  'Kami',
  'Kendari',
  'Korby',
  'Ixa Jive',
  'Ixa Soft',
] as const;

/**
 * The fixed built-in list of 18 collections (spec section 3), in the spec's order.
 * Andian, Filis, Kami, Kendari, Ixa Jive, Ixa Soft and Korby are not waterwise.
 *
 * @example
 * BUILT_IN_COLLECTIONS.find((c) => c.slug === 'ixa-jive') // { name: 'Ixa Jive', slug: 'ixa-jive', waterwise: false }
 */
export const BUILT_IN_COLLECTIONS: readonly BuiltInCollection[] = Object.freeze(
  BUILT_IN_NAMES.map((name) =>
    Object.freeze({
      name,
      slug: name.toLowerCase().replace(/\s+/g, '-'),
      waterwise: !NOT_WATERWISE.has(name),
    }),
  ),
);

/**
 * The viewable names of the special collections, shown with a registered mark and without a collection suffix.
 *
 * @example
 * SPECIAL_COLLECTIONS.includes('CHOICE DWAY') // true
 */
export const SPECIAL_COLLECTIONS: readonly string[] = Object.freeze([
  'MagnaFlow Bud',
  'MagnaChoice Bud',
  'CHOICE DWAY',
]);

/**
 * Whether a viewable collection name is one of the special collections. Trademark markup and surrounding
 * spaces are ignored; the comparison is exact otherwise, as the names are brand marks.
 *
 * @example
 * isSpecialCollection('MagnaFlow Bud') // true
 * isSpecialCollection('MagnaFlow Bud<sup>®</sup>') // true
 * isSpecialCollection('Pivotal') // false
 */
export function isSpecialCollection(viewableName: string | null | undefined): boolean {
  if (!viewableName) return false;
  const plain = stripMarks(viewableName);
  return SPECIAL_COLLECTIONS.includes(plain);
}

function stripMarks(name: string): string {
  return name
    .replace(/<sup>[\s\S]*?<\/sup>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&reg;|&#174;|&#xae;|®|&trade;|&#8482;|&#x2122;|™/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
}
