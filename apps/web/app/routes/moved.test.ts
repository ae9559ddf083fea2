import { describe, expect, it } from 'vitest';
import { movedLocation, movedTarget } from './moved';

describe('movedTarget', () => {
  it('sends short forms and second spellings to the canonical page', () => {
    expect(movedTarget('/innovations')).toBe('/innovations/featured');
    expect(movedTarget('/Collections/')).toBe('/bathroom/collections');
    expect(movedTarget('/disclaimer')).toBe('/terms-of-use/disclaimer');
    expect(movedTarget('/videos-catalogs/videos')).toBe('/video-gallery');
  });

  it('sends /technology/{name} to the technology page under its declared route name', () => {
    expect(movedTarget('/technology/touch2oxt')).toBe('/touch2oxt');
    expect(movedTarget('/technology/LUMICOAT')).toBe('/lumicoat');
    expect(movedTarget('/technology/no-such-thing')).toBeUndefined();
  });

  it('sends a room sub-path to the listing of that category or type', () => {
    expect(movedTarget('/bathroom/showering')).toBe('/filter/bathroom?category=showering');
    expect(movedTarget('/kitchen/pull-down')).toBe(
      '/filter/kitchen?category=kitchen-faucets&type=pull-down',
    );
    // The spec's "kitchen subpaths" are lavatory types: they are found in the bathroom menus.
    expect(movedTarget('/kitchen/regular-midheight')).toBe(
      '/filter/bathroom?category=lav-faucets&type=regular-mid-height',
    );
    expect(movedTarget('/bathroom/bathing')).toBe('/filter/bathroom?category=bathing');
    expect(movedTarget('/kitchen/accessories')).toBe('/filter/kitchen?category=accessories');
  });

  it('knows nothing of other paths', () => {
    expect(movedTarget('/bathroom/nothing-here')).toBeUndefined();
    expect(movedTarget('/bathroom/showering/extra')).toBeUndefined();
    expect(movedTarget('/')).toBeUndefined();
  });
});

describe('movedLocation', () => {
  const at = (path: string) => movedLocation(new Request(`https://site.example${path}`));

  it('keeps the visitor in the language the address asked for (was English for /hi/collections)', () => {
    expect(at('/hi/collections')).toBe('/hi/bathroom/collections');
    expect(at('/hi/about/awards')).toBe('/hi/awards');
    expect(at('/hi/kitchen/pull-down')).toBe(
      '/hi/filter/kitchen?category=kitchen-faucets&type=pull-down',
    );
    expect(at('/collections')).toBe('/bathroom/collections');
    expect(at('/hi/nothing-moved-here')).toBeUndefined();
  });
});
