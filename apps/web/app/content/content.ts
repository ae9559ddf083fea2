// The small display rules the content pages share.
import { nameSegments, type NameSegment } from '@fittings/catalog-core';
import type { CollectionDetail } from '@fittings/api-client';
import { TOP_LEVEL_TECHNOLOGY_ROUTES } from '../technologies/technologies.data';

/**
 * The name of a collection as shown on its card and page: its trademark marks as superscripts, then its suffix
 * ("Collection", "Essentials"), except for the special collections, which never show one (spec 3).
 */
export function collectionDisplayName(
  collection: Pick<CollectionDetail, 'name' | 'suffix' | 'special'>,
): NameSegment[] {
  const suffix = collection.suffix.trim();
  if (collection.special || !suffix) return nameSegments(collection.name);
  return nameSegments(`${collection.name} ${suffix}`);
}

/** Plain text of a name with catalogue markup (titles, alt text, share tags): catalog-core's one reading of it. */
export { plainName } from '@fittings/catalog-core';

/**
 * The page of a technology. Every technology page sits at the top level under its declared route name (spec 2.6
 * declares `lumicoat`, `touch2oxt`… as route names, and the API's award subjects link to `/shieldspray`); the
 * `technology/…` form of the same address redirects there.
 */
export function technologyHref(route: string): string {
  return `/${route}`;
}

/** Whether a path segment is the route name of a technology page. */
export function isTechnologyRoute(name: string): boolean {
  return TOP_LEVEL_TECHNOLOGY_ROUTES.includes(name.toLowerCase());
}
