// The site-content endpoints: the collections and events lists, technologies, innovations, awards, the menus with
// counts and the banners of a page. Read like the declared content endpoints, with the Authorization rule of
// section 6.
import { apiPath } from '../client/paths';
import { toQuery } from '../client/query';
import type { CallOptions, Send } from '../client/transport';
import type {
  AwardsResponse,
  CollectionsResponse,
  EventsResponse,
  InnovationsResponse,
  MenusResponse,
  PageBannersResponse,
  TechnologiesResponse,
  TechnologyParams,
} from '../types/site';

export interface SiteEndpoints {
  /** `GET /get/collections`: every collection with its card details. */
  getCollections(options?: CallOptions): Promise<CollectionsResponse>;
  /** `GET /get/events`: every event, latest first. */
  getEvents(options?: CallOptions): Promise<EventsResponse>;
  /** `GET /get/technologies`: technologies and special features, optionally of one kind or area. */
  getTechnologies(params?: TechnologyParams, options?: CallOptions): Promise<TechnologiesResponse>;
  /** `GET /get/innovations`: the innovation groups with their technologies. */
  getInnovations(options?: CallOptions): Promise<InnovationsResponse>;
  /** `GET /get/awards`: awards grouped by year, latest first; `year` keeps one year. */
  getAwards(params?: { year?: number }, options?: CallOptions): Promise<AwardsResponse>;
  /** `GET /get/menus`: the bathroom and kitchen menus of spec section 2.5 with product counts. */
  getMenus(options?: CallOptions): Promise<MenusResponse>;
  /** `GET /get/banners/{page}`: the banners of one page (`home`, `waterwise`…). */
  getBanners(page: string, options?: CallOptions): Promise<PageBannersResponse>;
}

export function siteEndpoints(send: Send): SiteEndpoints {
  const get = <T extends { success: boolean }>(
    path: string,
    options: CallOptions = {},
    params?: object,
  ) => send<T>(path, { ...options, method: 'GET', searchParams: toQuery(params) });

  return {
    getCollections: async (options) => get('/get/collections', options),
    getEvents: async (options) => get('/get/events', options),
    getTechnologies: async (params, options) => get('/get/technologies', options, params),
    getInnovations: async (options) => get('/get/innovations', options),
    getAwards: async (params, options) => get('/get/awards', options, params),
    getMenus: async (options) => get('/get/menus', options),
    getBanners: async (page, options) => get(apiPath`/get/banners/${page}`, options),
  };
}
