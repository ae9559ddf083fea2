// Addresses that lead to a page living elsewhere: short forms of declared routes (spec 2.6) and the second
// spelling of a page. Each answers 301 to the one canonical address, so links and search engines agree on it.
import { categoryMenus } from '../layout/menus.data';
import type { ProductArea } from '@fittings/catalog-core';

/** Fixed moves, by path without the leading slash (matched without case). */
export const movedPages: Readonly<Record<string, string>> = {
  // The Design & Innovation section opens on its featured innovations, as the navigation does.
  innovations: '/innovations/featured',
  // Collections are listed under the bathroom, where the menus offer them.
  collections: '/bathroom/collections',
  // One disclaimer, part of the terms of use; the toolbar links there.
  disclaimer: '/terms-of-use/disclaimer',
  // The awards page lists every year; /about/awards/{year} shows one.
  'about/awards': '/awards',
  // The old site's video and catalogue addresses (the legacy Video/Detail redirect lands on the first).
  'videos-catalogs/videos': '/video-gallery',
  'videos-catalogs/catalogs': '/catalogs',
};

/**
 * The listing page of a room's sub-path. The spec lists "subpaths" of the kitchen and bathroom (`regular-midheight`,
 * `tall`, `lav-faucets`, `showering`…) without screens; the listing of that category or type is what a visitor there
 * wants. A name is looked up in the room of the address first, then in the other room (the spec's "kitchen
 * subpaths" are the bathroom's lavatory types).
 */
export function roomSubpathTarget(area: ProductArea, name: string): string | undefined {
  const wanted = normalise(name);
  const rooms: ProductArea[] =
    area === 'kitchen' ? ['kitchen', 'bathroom'] : ['bathroom', 'kitchen'];
  for (const room of rooms) {
    for (const category of categoryMenus[room]) {
      if (normalise(category.route) === wanted) {
        return `/filter/${room}?${new URLSearchParams({ category: category.route })}`;
      }
      const item = category.items.find((i) => normalise(i.queryValue) === wanted);
      if (item) {
        return `/filter/${room}?${new URLSearchParams({
          category: category.route,
          [item.queryKind]: item.queryValue,
        })}`;
      }
    }
  }
  return undefined;
}

/** `regular-midheight` and `regular-mid-height` are the same place. */
function normalise(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}
