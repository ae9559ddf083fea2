// The bathroom and kitchen menus of spec section 2.5 as catalogue categories, and what each type of product is.
// The categories are data, in taxonomy.json, checked here as they are imported.
import type { CategoryRecord } from '@fittings/catalog-core/catalogue-format';
import { AREAS, member, type Members } from './data/check';
import CATEGORY_DATA from './taxonomy.json';

const QUERY_KINDS: Members<CategoryRecord['queryKind']> = { type: true, subcategory: true };

/** The categories, from taxonomy.json, their area and query kind checked as they are imported. */
export const CATEGORIES: CategoryRecord[] = CATEGORY_DATA.map((category) => ({
  ...category,
  area: member(AREAS, category.area, 'taxonomy.json', category.slug),
  queryKind: member(QUERY_KINDS, category.queryKind, 'taxonomy.json', category.slug),
}));

/** The illustration drawn for a product: one recognisable shape per kind of product. */
export type Shape =
  | 'basin-mixer'
  | 'tall-mixer'
  | 'wall-spout'
  | 'rough-valve'
  | 'widespread'
  | 'showerhead'
  | 'shower-filter'
  | 'handshower'
  | 'body-spray'
  | 'two-in-one'
  | 'shower-arm'
  | 'shower-column'
  | 'slide-bar'
  | 'wall-elbow'
  | 'shower-trim'
  | 'tub-filler'
  | 'tub-spout'
  | 'towel-bar'
  | 'towel-ring'
  | 'robe-hook'
  | 'tissue-holder'
  | 'soap-dish'
  | 'tumbler-holder'
  | 'flush-plate'
  | 'health-faucet'
  | 'angle-valve'
  | 'bib-tap'
  | 'floor-drain'
  | 'grid-drain'
  | 'bottle-trap'
  | 'stop-valve-trim'
  | 'pull-down'
  | 'deck-mount'
  | 'kitchen-wall-mixer'
  | 'kitchen-cold-tap'
  | 'bar-prep'
  | 'beverage-faucet'
  | 'pot-filler'
  | 'glass-rinser'
  | 'soap-dispenser';

/** The shape of each product kind (the category's type or subcategory value), keyed `area/category/value`. */
export const SHAPE_OF_KIND: Record<string, Shape> = {
  'bathroom/lav-faucets/regular-mid-height': 'basin-mixer',
  'bathroom/lav-faucets/tall': 'tall-mixer',
  'bathroom/lav-faucets/wall-mount-trims': 'wall-spout',
  'bathroom/lav-faucets/wall-mount-roughs': 'rough-valve',
  'bathroom/lav-faucets/widespread': 'widespread',
  'bathroom/showering/showerheads': 'showerhead',
  'bathroom/showering/shower-filters': 'shower-filter',
  'bathroom/showering/handshowers': 'handshower',
  'bathroom/showering/body-sprays': 'body-spray',
  'bathroom/showering/2-in-1-shower': 'two-in-one',
  'bathroom/showering/shower-arms': 'shower-arm',
  'bathroom/showering/shower-columns': 'shower-column',
  'bathroom/showering/slide-bars': 'slide-bar',
  'bathroom/showering/wall-elbows': 'wall-elbow',
  'bathroom/bathing/trims': 'shower-trim',
  'bathroom/bathing/tub-filler': 'tub-filler',
  'bathroom/bathing/tub-spouts': 'tub-spout',
  'bathroom/bathing/roughs': 'rough-valve',
  'bathroom/accessories/towel-bars-shelves': 'towel-bar',
  'bathroom/accessories/towel-rings': 'towel-ring',
  'bathroom/accessories/robe-hooks': 'robe-hook',
  'bathroom/accessories/tissue-holders': 'tissue-holder',
  'bathroom/accessories/soap-dish': 'soap-dish',
  'bathroom/accessories/tumbler-holders': 'tumbler-holder',
  'bathroom/fittings-and-allied/concealed-cistern-and-cover-plates': 'flush-plate',
  'bathroom/fittings-and-allied/health-faucets': 'health-faucet',
  'bathroom/fittings-and-allied/angle-valves': 'angle-valve',
  'bathroom/fittings-and-allied/bib-taps': 'bib-tap',
  'bathroom/fittings-and-allied/floor-drain': 'floor-drain',
  'bathroom/fittings-and-allied/grid-drain': 'grid-drain',
  'bathroom/fittings-and-allied/bottle-trap': 'bottle-trap',
  'bathroom/fittings-and-allied/concealed-stop-valve-&-trims': 'stop-valve-trim',
  'kitchen/kitchen-faucets/pull-down': 'pull-down',
  'kitchen/kitchen-faucets/deck-mount': 'deck-mount',
  'kitchen/kitchen-faucets/wall-mount-mixers': 'kitchen-wall-mixer',
  'kitchen/kitchen-faucets/wall-mount-cold-only': 'kitchen-cold-tap',
  'kitchen/speciality-faucets/bar-prep': 'bar-prep',
  'kitchen/speciality-faucets/beverage-ro': 'beverage-faucet',
  'kitchen/speciality-faucets/pot-fillers': 'pot-filler',
  'kitchen/speciality-faucets/glass-rinser': 'glass-rinser',
  'kitchen/accessories/soap-dispensers': 'soap-dispenser',
};

/** The shape of a product, from its placement. */
export function shapeOf(area: string, category: string, kind: string | null): Shape {
  return SHAPE_OF_KIND[`${area}/${category}/${kind ?? ''}`] ?? 'basin-mixer';
}
