import { describe, expect, it } from 'vitest';
import { collectionsMenu } from './menus.data';

// Spec 3, Collection: "a fixed built-in list of 18 collections".
const BUILT_IN = [
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
];

describe('the Bathroom menu', () => {
  it("lists every collection of the spec's built-in list, in its order, after the new ones", () => {
    const titles = collectionsMenu.map((item) => item.title);
    expect(titles.filter((title) => BUILT_IN.includes(title))).toEqual(BUILT_IN);
    expect(collectionsMenu.filter((item) => item.isNew).map((item) => item.title)).toEqual([
      'Choice Dway',
      'Nuvola',
    ]);
  });
});
