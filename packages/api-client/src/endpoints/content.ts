// The declared content endpoints of spec section 7: collections, dealers, categories, events and
// the banners of the marketplace page. They carry the Authorization rule of section 6.
import { apiPath } from '../client/paths';
import { toQuery } from '../client/query';
import type { CallOptions, Send } from '../client/transport';
import type {
  BannerResponse,
  CatalogCategoriesResponse,
  CollectionMetadataResponse,
  CollectionResponse,
  DealerParams,
  DealersResponse,
  EventResponse,
  ExperienceCentreParams,
  ExperienceCentresResponse,
  VideoCategoriesResponse,
} from '../types/responses';

export interface ContentEndpoints {
  /** `GET /get/collection/{x}`: a collection (by slug or name) and its products. */
  getCollection(x: string, options?: CallOptions): Promise<CollectionResponse>;
  /** `GET /get/collection-metadata-by-name/{x}`: a collection page's title, texts and SEO. */
  getCollectionMetadataByName(
    name: string,
    options?: CallOptions,
  ): Promise<CollectionMetadataResponse>;
  /** `GET /get/dealers/{x}`: x is a city, a state, a pincode, `all`, or `near` with lat and lng. */
  getDealers(x: string, params?: DealerParams, options?: CallOptions): Promise<DealersResponse>;
  /** `GET /get/dealer2s`: the experience centres. */
  getDealer2s(
    params?: ExperienceCentreParams,
    options?: CallOptions,
  ): Promise<ExperienceCentresResponse>;
  /** `GET /get/catalog-categories`: catalogue categories with their PDF catalogues. */
  getCatalogCategories(options?: CallOptions): Promise<CatalogCategoriesResponse>;
  /** `GET /get/video-categories`: video categories with their videos. */
  getVideoCategories(options?: CallOptions): Promise<VideoCategoriesResponse>;
  /** `GET /get/event/{x}`: an event by slug. */
  getEvent(x: string, options?: CallOptions): Promise<EventResponse>;
  /** `GET /get/boa-page/image-banner`. */
  getBoaImageBanner(options?: CallOptions): Promise<BannerResponse>;
  /** `GET /get/boa-page/video-banner`. */
  getBoaVideoBanner(options?: CallOptions): Promise<BannerResponse>;
}

export function contentEndpoints(send: Send): ContentEndpoints {
  const get = <T extends { success: boolean }>(
    path: string,
    options: CallOptions = {},
    params?: object,
  ) => send<T>(path, { ...options, method: 'GET', searchParams: toQuery(params) });

  return {
    getCollection: async (x, options) => get(apiPath`/get/collection/${x}`, options),
    getCollectionMetadataByName: async (name, options) =>
      get(apiPath`/get/collection-metadata-by-name/${name}`, options),
    getDealers: async (x, params, options) => get(apiPath`/get/dealers/${x}`, options, params),
    getDealer2s: async (params, options) => get('/get/dealer2s', options, params),
    getCatalogCategories: async (options) => get('/get/catalog-categories', options),
    getVideoCategories: async (options) => get('/get/video-categories', options),
    getEvent: async (x, options) => get(apiPath`/get/event/${x}`, options),
    getBoaImageBanner: async (options) => get('/get/boa-page/image-banner', options),
    getBoaVideoBanner: async (options) => get('/get/boa-page/video-banner', options),
  };
}
