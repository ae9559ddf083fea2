// The declared content endpoints of spec section 7: collections, dealers, categories, events and
// the "buy on the marketplace" page. They carry the Authorization rule of section 6, except the
// marketplace page's products, which are product data.
import { apiPath } from '../client/paths';
import type { CallOptions, Send } from '../client/transport';
import type {
  BannerResponse,
  BoaProductResponse,
  CategoriesResponse,
  CollectionMetadataResponse,
  CollectionResponse,
  DealersResponse,
  EventResponse,
} from '../types/responses';

export interface ContentEndpoints {
  /** `GET /get/collection/{slug}`. */
  getCollection(slug: string, options?: CallOptions): Promise<CollectionResponse>;
  /** `GET /get/collection-metadata-by-name/{name}`. */
  getCollectionMetadataByName(
    name: string,
    options?: CallOptions,
  ): Promise<CollectionMetadataResponse>;
  /** `GET /get/dealers/{x}`. */
  getDealers(x: string, options?: CallOptions): Promise<DealersResponse>;
  /** `GET /get/dealer2s`. */
  getDealer2s(options?: CallOptions): Promise<DealersResponse>;
  /** `GET /get/catalog-categories`. */
  getCatalogCategories(options?: CallOptions): Promise<CategoriesResponse>;
  /** `GET /get/video-categories`. */
  getVideoCategories(options?: CallOptions): Promise<CategoriesResponse>;
  /** `GET /get/event/{x}`. */
  getEvent(x: string, options?: CallOptions): Promise<EventResponse>;
  /** `GET /get/boa-product`: sent without any token, like every product request. */
  getBoaProduct(options?: CallOptions): Promise<BoaProductResponse>;
  /** `GET /get/boa-page/image-banner`. */
  getBoaImageBanner(options?: CallOptions): Promise<BannerResponse>;
  /** `GET /get/boa-page/video-banner`. */
  getBoaVideoBanner(options?: CallOptions): Promise<BannerResponse>;
}

export function contentEndpoints(send: Send): ContentEndpoints {
  const get = <T extends { success: boolean }>(path: string, options: CallOptions = {}) =>
    send<T>(path, { ...options, method: 'GET' });

  return {
    getCollection: async (slug, options) => get(apiPath`/get/collection/${slug}`, options),
    getCollectionMetadataByName: async (name, options) =>
      get(apiPath`/get/collection-metadata-by-name/${name}`, options),
    getDealers: async (x, options) => get(apiPath`/get/dealers/${x}`, options),
    getDealer2s: async (options) => get('/get/dealer2s', options),
    getCatalogCategories: async (options) => get('/get/catalog-categories', options),
    getVideoCategories: async (options) => get('/get/video-categories', options),
    getEvent: async (x, options) => get(apiPath`/get/event/${x}`, options),
    // Product data like the other product requests, so it goes without a token too.
    getBoaProduct: async (options = {}) =>
      send('/get/boa-product', { ...options, method: 'GET', anonymous: true }),
    getBoaImageBanner: async (options) => get('/get/boa-page/image-banner', options),
    getBoaVideoBanner: async (options) => get('/get/boa-page/video-banner', options),
  };
}
