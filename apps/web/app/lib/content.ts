// The content records of the API that the api-client does not type yet (technologies, innovations, awards,
// the collections list) and the small display rules the content pages share.
import {
  nameSegments,
  type ExtrasItem,
  type NameSegment,
  type ProductArea,
} from '@fittings/catalog-core';
import type { CollectionDetail } from '@fittings/api-client';
import { TOP_LEVEL_TECHNOLOGY_ROUTES } from '../data/technologies';

/** A technology or special feature (`GET /get/technologies`). */
export interface Technology extends ExtrasItem {
  slug: string;
  kind: 'technology' | 'special-feature';
  summary: string;
  /** The page name of a technology (`touch2oxt`); empty for special features, which have no page. */
  route: string;
  areas: ProductArea[];
  productCount: number;
}

/** An innovation group (`GET /get/innovations`): featured, bath, shower, kitchen. */
export interface Innovation {
  slug: string;
  title: string;
  description: string;
  area: ProductArea | null;
  image: string;
  technologies: Technology[];
}

export interface Award {
  id: string;
  title: string;
  organisation: string;
  description: string;
  image: string;
  subject: {
    kind: 'product' | 'collection' | 'technology' | 'brand';
    ref: string;
    name: string;
    url: string;
  };
}

/** The awards of one year (`GET /get/awards`), latest year first. */
export interface AwardYear {
  year: number;
  awards: Award[];
}

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

export function areaTitle(area: ProductArea): string {
  return area === 'bathroom' ? 'Bathroom' : 'Kitchen';
}
