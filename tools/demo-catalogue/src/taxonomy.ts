// The bathroom and kitchen menus of spec section 2.5 as catalogue categories, and what each type of product is.
import type { CategoryRecord } from '@fittings/catalog-core/catalogue-format';

export const CATEGORIES: CategoryRecord[] = [
  {
    area: 'bathroom',
    slug: 'lav-faucets',
    title: 'Lavatory Faucets',
    description:
      'Basin mixers for every counter and wall: compact mid-height mixers, tall mixers for vessel basins, wall-mounted spouts and three-hole widespread sets.',
    queryKind: 'type',
    rank: 1,
    items: [
      { value: 'regular-mid-height', title: 'Regular / Mid Height', rank: 1 },
      { value: 'tall', title: 'Tall', rank: 2 },
      { value: 'wall-mount-trims', title: 'Wall Mount Trims', rank: 3 },
      { value: 'wall-mount-roughs', title: 'Wall Mount Roughs', rank: 4 },
      { value: 'widespread', title: 'Widespread', rank: 5 },
    ],
  },
  {
    area: 'bathroom',
    slug: 'showering',
    title: 'Showering',
    description:
      'Overhead showers, hand showers, body sprays and the arms, columns, slide bars and elbows that put them where you want them.',
    queryKind: 'type',
    rank: 2,
    items: [
      { value: 'showerheads', title: 'Showerheads', rank: 1 },
      { value: 'shower-filters', title: 'Shower Filters', rank: 2, isNew: true },
      { value: 'handshowers', title: 'Handshowers', rank: 3 },
      { value: 'body-sprays', title: 'Body Sprays', rank: 4 },
      { value: '2-in-1-shower', title: '2-in-1 Shower', rank: 5 },
      { value: 'shower-arms', title: 'Shower Arms', rank: 6 },
      { value: 'shower-columns', title: 'Shower Columns', rank: 7 },
      { value: 'slide-bars', title: 'Slide Bars', rank: 8 },
      { value: 'wall-elbows', title: 'Wall Elbows', rank: 9 },
    ],
  },
  {
    area: 'bathroom',
    slug: 'bathing',
    title: 'Tub & Shower',
    description:
      'Shower and bath mixer trims, floor-standing bath fillers, bath spouts and the concealed valves behind them.',
    queryKind: 'subcategory',
    rank: 3,
    items: [
      { value: 'trims', title: 'Trims', rank: 1 },
      { value: 'tub-filler', title: 'Tub Filler', rank: 2 },
      { value: 'tub-spouts', title: 'Tub Spouts', rank: 3 },
      { value: 'roughs', title: 'Roughs', rank: 4 },
    ],
  },
  {
    area: 'bathroom',
    slug: 'accessories',
    title: 'Accessories',
    description:
      'Towel bars and shelves, rings, hooks, holders and soap dishes finished to match your faucets.',
    queryKind: 'type',
    rank: 4,
    items: [
      { value: 'towel-bars-shelves', title: 'Towel Bars & Shelves', rank: 1 },
      { value: 'towel-rings', title: 'Towel Rings', rank: 2 },
      { value: 'robe-hooks', title: 'Robe Hooks', rank: 3 },
      { value: 'tissue-holders', title: 'Tissue Holders', rank: 4 },
      { value: 'soap-dish', title: 'Soap Dish', rank: 5 },
      { value: 'tumbler-holders', title: 'Tumbler Holders', rank: 6 },
    ],
  },
  {
    area: 'bathroom',
    slug: 'fittings-and-allied',
    title: 'Fittings & Allied',
    description:
      'The parts every Indian bathroom needs: concealed cisterns and flush plates, health faucets, angle valves, bib taps, drains and traps.',
    queryKind: 'subcategory',
    rank: 5,
    items: [
      {
        value: 'concealed-cistern-and-cover-plates',
        title: 'Concealed Cistern & Cover Plates',
        rank: 1,
      },
      { value: 'health-faucets', title: 'Health Faucets', rank: 2 },
      { value: 'angle-valves', title: 'Angle Valves', rank: 3 },
      { value: 'bib-taps', title: 'Bib Taps', rank: 4 },
      { value: 'floor-drain', title: 'Floor Drain', rank: 5 },
      { value: 'grid-drain', title: 'Grid Drain', rank: 6 },
      { value: 'bottle-trap', title: 'Bottle Trap', rank: 7 },
      { value: 'concealed-stop-valve-&-trims', title: 'Concealed Stop Valve & Trims', rank: 8 },
    ],
  },
  {
    area: 'kitchen',
    slug: 'kitchen-faucets',
    title: 'Kitchen Faucets',
    description:
      'Pull-down and deck-mounted sink mixers, wall-mounted mixers and cold-water taps for the kitchen sink.',
    queryKind: 'type',
    rank: 1,
    items: [
      { value: 'pull-down', title: 'Pull-Down', rank: 1 },
      { value: 'deck-mount', title: 'Deck Mount', rank: 2 },
      { value: 'wall-mount-mixers', title: 'Wall Mount Mixers', rank: 3 },
      { value: 'wall-mount-cold-only', title: 'Wall Mount Cold Only', rank: 4 },
    ],
  },
  {
    area: 'kitchen',
    slug: 'speciality-faucets',
    title: 'Speciality Faucets',
    description:
      'Bar and prep faucets, filtered-water faucets, pot fillers and glass rinsers for the way you cook.',
    queryKind: 'type',
    rank: 2,
    items: [
      { value: 'bar-prep', title: 'Bar / Prep', rank: 1 },
      { value: 'beverage-ro', title: 'Beverage / RO', rank: 2 },
      { value: 'pot-fillers', title: 'Pot Fillers', rank: 3 },
      { value: 'glass-rinser', title: 'Glass Rinser', rank: 4 },
    ],
  },
  {
    area: 'kitchen',
    slug: 'accessories',
    title: 'Accessories',
    description:
      'Soap and lotion dispensers that sit beside your kitchen faucet in the same finish.',
    queryKind: 'type',
    rank: 3,
    items: [{ value: 'soap-dispensers', title: 'Soap Dispensers', rank: 1 }],
  },
];

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
