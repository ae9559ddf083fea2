// Brasswell's small catalogue, in its own numbering, with illustrations drawn inline so the site needs no server.
import type { ProductSummary } from '@fittings/catalog-core';
import { finishColours, menus } from './brand/brand';

export interface BrasswellProduct extends ProductSummary {
  type: string;
  categoryRank: number;
  subCategoryRank: number;
  rank: number;
}

const shapes: Record<string, string> = {
  'basin-taps':
    '<rect x="70" y="150" width="60" height="20" rx="4"/><rect x="88" y="70" width="24" height="82" rx="6"/><path d="M100 72 h52 a10 10 0 0 1 10 10 v14 h-14 v-10 h-48z"/><rect x="84" y="54" width="32" height="12" rx="6"/>',
  'shower-sets':
    '<rect x="94" y="40" width="12" height="130" rx="6"/><rect x="60" y="30" width="80" height="14" rx="7"/><ellipse cx="60" cy="52" rx="30" ry="8"/><rect x="86" y="120" width="28" height="28" rx="14"/>',
  'kitchen-taps':
    '<rect x="72" y="156" width="56" height="16" rx="4"/><rect x="92" y="80" width="16" height="78" rx="8"/><path d="M100 84 c0-46 70-46 70 0 v30 h-12 v-30 c0-30-46-30-46 0z"/><rect x="112" y="118" width="22" height="8" rx="4"/>',
};

function illustration(type: string, finish: number, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="${label}"><rect width="200" height="200" fill="#efe5d6"/><g fill="${finishColours[finish] ?? '#888'}">${shapes[type] ?? ''}</g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

type Row = [
  model: string,
  name: string,
  collection: string,
  type: string,
  finish: number,
  flags?: string,
];

const rows: Row[] = [
  ['BW-1101', 'Hollis single-lever basin tap', 'Hollis', 'basin-taps', 1, 'water'],
  ['BW-1101-GM', 'Hollis single-lever basin tap', 'Hollis', 'basin-taps', 2, 'water'],
  ['BW-1140', 'Hollis tall basin tap', 'Hollis', 'basin-taps', 1, 'new'],
  ['BW-1210', 'Marlow three-hole basin set', 'Marlow', 'basin-taps', 3],
  ['BW-1215', 'Marlow wall basin spout', 'Marlow', 'basin-taps', 5, 'soon'],
  ['BW-2300', 'Hollis rain shower set', 'Hollis', 'shower-sets', 1, 'new water'],
  ['BW-2310', 'Marlow thermostatic shower set', 'Marlow', 'shower-sets', 2],
  ['BW-2320', 'Cove slide-rail shower set', 'Cove', 'shower-sets', 4, 'water'],
  ['BW-3400', 'Cove bridge kitchen tap', 'Cove', 'kitchen-taps', 3],
  ['BW-3410', 'Cove pull-out kitchen tap', 'Cove', 'kitchen-taps', 2, 'new'],
  ['BW-3420', 'Marlow swan-neck kitchen tap', 'Marlow', 'kitchen-taps', 1, 'water'],
  ['BW-3425', 'Marlow filtered-water tap', 'Marlow', 'kitchen-taps', 5, 'soon'],
];

export const catalogue: BrasswellProduct[] = rows.map(
  ([model, name, collection, type, finish, flags = ''], index) => ({
    model,
    name,
    url: model.toLowerCase(),
    image: illustration(type, finish, name),
    collection,
    finish: { code: finish },
    newLaunch: flags.includes('new'),
    comingSoon: flags.includes('soon'),
    waterwise: flags.includes('water'),
    type,
    categoryRank: menus.findIndex((menu) => menu.queryValue === type),
    subCategoryRank: 0,
    rank: index,
  }),
);
