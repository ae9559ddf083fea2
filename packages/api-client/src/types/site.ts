// Answers of the site-content endpoints the web app reads (technologies, innovations, awards, menus, the
// collections and events lists, page banners and the XSRF token).
import type { ExtrasItem, ProductArea } from '@fittings/catalog-core';
import type { ApiResponse, Banner, CatalogueEvent, CollectionDetail } from './responses';

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

/** The filters of `GET /get/technologies`. */
export interface TechnologyParams {
  kind?: Technology['kind'];
  area?: ProductArea;
}

/** `GET /get/technologies`. */
export interface TechnologiesResponse extends ApiResponse {
  technologies: Technology[];
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

/** `GET /get/innovations`. */
export interface InnovationsResponse extends ApiResponse {
  innovations: Innovation[];
}

/** An award and what it was given to. */
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

/** `GET /get/awards`. */
export interface AwardsResponse extends ApiResponse {
  years: AwardYear[];
}

/** An entry of a menu category, with its product count. */
export interface MenuItem {
  title: string;
  route: string;
  queryKind: 'type' | 'subcategory';
  queryValue: string;
  isNew?: boolean;
  href: string;
  count: number;
}

/** A menu category of spec section 2.5 as `GET /get/menus` gives it, with product counts. */
export interface MenuCategory {
  title: string;
  route: string;
  area: ProductArea;
  description: string;
  topImage: string;
  href: string;
  count: number;
  items: MenuItem[];
}

/** `GET /get/menus`: the bathroom and kitchen menus. */
export interface MenusResponse extends ApiResponse {
  bathroom: MenuCategory[];
  kitchen: MenuCategory[];
}

/** `GET /get/collections`. */
export interface CollectionsResponse extends ApiResponse {
  collections: CollectionDetail[];
}

/** `GET /get/events`: every event, latest first. */
export interface EventsResponse extends ApiResponse {
  events: CatalogueEvent[];
}

/** `GET /get/banners/{page}`. */
export interface PageBannersResponse extends ApiResponse {
  banners: Banner[];
}

/** `GET /get/xsrf-token`: the token, also set as the `XSRF-TOKEN` cookie. */
export interface XsrfTokenResponse extends ApiResponse {
  token: string;
  /**
   * The `Set-Cookie` the API answered with, for a server to pass on to the visitor; `null` when the token came from
   * the cookie already, or in a browser, which never shows it to scripts.
   */
  setCookie: string | null;
}
