// Answers of the site-content endpoints the web app reads (technologies, innovations, awards, menus, the
// collections and events lists, page banners and the XSRF token). Like ./responses.ts, every shape comes from the
// generated ./openapi.gen.ts; only the client's own additions (the filters it takes, the Set-Cookie it passes on)
// are written here.
import type { components } from './openapi.gen';
import type { GetAnswer } from './responses';

type Schemas = components['schemas'];

/** A technology or special feature (`GET /get/technologies`). */
export type Technology = Schemas['Technology'];

/** The filters of `GET /get/technologies`. */
export interface TechnologyParams {
  kind?: Technology['kind'];
  area?: Technology['areas'][number];
}

/** `GET /get/technologies`. */
export type TechnologiesResponse = GetAnswer<'/get/technologies'>;

/** `GET /get/innovations`. */
export type InnovationsResponse = GetAnswer<'/get/innovations'>;

/** An innovation group (`GET /get/innovations`): featured, bath, shower, kitchen. */
export type Innovation = InnovationsResponse['innovations'][number];

/** `GET /get/awards`. */
export type AwardsResponse = GetAnswer<'/get/awards'>;

/** The awards of one year (`GET /get/awards`), latest year first. */
export type AwardYear = AwardsResponse['years'][number];

/** An award and what it was given to. */
export type Award = AwardYear['awards'][number];

/** An entry of a menu category, with its product count. */
export type MenuItem = Schemas['MenuItem'];

/** A menu category of spec section 2.5 as `GET /get/menus` gives it, with product counts. */
export type MenuCategory = Schemas['MenuCategory'];

/** `GET /get/menus`: the bathroom and kitchen menus. */
export type MenusResponse = GetAnswer<'/get/menus'>;

/** `GET /get/collections`. */
export type CollectionsResponse = GetAnswer<'/get/collections'>;

/** `GET /get/events`: every event, latest first. */
export type EventsResponse = GetAnswer<'/get/events'>;

/** `GET /get/banners/{page}`. */
export type PageBannersResponse = GetAnswer<'/get/banners/{page}'>;

/** `GET /get/xsrf-token`: the token, also set as the `XSRF-TOKEN` cookie. */
export type XsrfTokenResponse = GetAnswer<'/get/xsrf-token'> & {
  /**
   * The `Set-Cookie` the API answered with, for a server to pass on to the visitor; `null` when the token came from
   * the cookie already, or in a browser, which never shows it to scripts.
   */
  setCookie: string | null;
};
