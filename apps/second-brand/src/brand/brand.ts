// Everything that makes this site Brasswell rather than another brand: name, finish table and menus. A fictional
// brand, invented to prove the packages carry no trace of the first one.
import type { FinishTable, MenuItem } from '@fittings/catalog-core';

export const brand = {
  name: 'Brasswell',
  tagline: 'Solid brass taps, finished by hand',
  homeLabel: 'Brasswell home',
} as const;

/** Brasswell's own finish codes; nothing here comes from the default table. */
export const brasswellFinishes: FinishTable = [
  { code: 1, name: 'Brushed Brass' },
  { code: 2, name: 'Gunmetal' },
  { code: 3, name: 'Satin Nickel' },
  { code: 4, name: 'Sandstone' },
  { code: 5, name: 'Verdigris' },
];

/** The swatch colour of each finish, used by the product illustrations. */
export const finishColours: Record<number, string> = {
  1: '#b08d57',
  2: '#4a4f55',
  3: '#a9a9a4',
  4: '#c9b79c',
  5: '#4f7f74',
};

/** Brasswell's menus: three kinds of product, filtered by type. */
export const menus: MenuItem[] = [
  { title: 'Basin taps', route: 'basin', queryKind: 'type', queryValue: 'basin-taps' },
  {
    title: 'Shower sets',
    route: 'shower',
    queryKind: 'type',
    queryValue: 'shower-sets',
    isNew: true,
  },
  { title: 'Kitchen taps', route: 'kitchen', queryKind: 'type', queryValue: 'kitchen-taps' },
];
