// Product requests. Like search, they are sent without any token (spec section 6).
import { apiPath } from '../client/paths';
import { toQuery } from '../client/query';
import type { CallOptions, Send } from '../client/transport';
import type {
  ListingParams,
  ListingResponse,
  ProductPreviewResponse,
  PartLookupResponse,
  ProductPreviewsResponse,
  ProductSheetsResponse,
  ProductResponse,
} from '../types/responses';

export interface ProductEndpoints {
  /** `GET /get/product/{id}`: the product page's data; `id` is the model or the url slug. */
  getProduct(id: string, options?: CallOptions): Promise<ProductResponse>;
  /** `GET /get/product-preview/{id}`: the card of one product. */
  getProductPreview(id: string, options?: CallOptions): Promise<ProductPreviewResponse>;
  /**
   * `GET /get/product-previews/{ids}`: the cards of several products, e.g. the wishlist's models.
   * A list is sent comma-separated, as the wishlist string is.
   */
  getProductPreviews(
    ids: string | readonly string[],
    options?: CallOptions,
  ): Promise<ProductPreviewsResponse>;
  /**
   * `GET /get/product-sheets/{ids}`: the cards of up to 60 products with the facts a plumber checks (`fit`), in one
   * request: what a printed list or its PDF is made from. The API limits it per client (a 429 `ApiError` with
   * `retryAfterSeconds`).
   */
  getProductSheets(
    ids: string | readonly string[],
    options?: CallOptions,
  ): Promise<ProductSheetsResponse>;
  /**
   * `GET /get/part/{code}`: the product and its spare parts for a model or part code as typed from a box (spaces,
   * dashes, case and a finish suffix are fine).
   */
  getPart(code: string, options?: CallOptions): Promise<PartLookupResponse>;
  /** `GET /get/products/filter/{x}`: x is `bathroom`, `kitchen` or `all`. */
  filterProducts(
    x: string,
    params?: ListingParams,
    options?: CallOptions,
  ): Promise<ListingResponse>;
  /** `GET /get/products/filter/innovation/{x}`: an innovation group or a technology slug. */
  filterProductsByInnovation(
    innovation: string,
    params?: ListingParams,
    options?: CallOptions,
  ): Promise<ListingResponse>;
  /** `GET /get/products/filter/type/{x}`: a type or subcategory of the menus. */
  filterProductsByType(
    type: string,
    params?: ListingParams,
    options?: CallOptions,
  ): Promise<ListingResponse>;
  /** `GET /get/products/filter/area/{x}`: `bathroom` or `kitchen`. */
  filterProductsByArea(
    area: string,
    params?: ListingParams,
    options?: CallOptions,
  ): Promise<ListingResponse>;
  /** `GET /get/products/filter/collection/{x}`: a collection slug. */
  filterProductsByCollection(
    collection: string,
    params?: ListingParams,
    options?: CallOptions,
  ): Promise<ListingResponse>;
  /** `GET /get/boa-product`: products that can be bought on the marketplace, with the filters. */
  getBoaProduct(params?: ListingParams, options?: CallOptions): Promise<ListingResponse>;
}

export function productEndpoints(send: Send): ProductEndpoints {
  const get = <T extends { success: boolean }>(
    path: string,
    options: CallOptions = {},
    params?: object,
  ) => send<T>(path, { ...options, method: 'GET', anonymous: true, searchParams: toQuery(params) });

  return {
    getProduct: async (id, options) => get(apiPath`/get/product/${id}`, options),
    getProductPreview: async (id, options) => get(apiPath`/get/product-preview/${id}`, options),
    getProductPreviews: async (ids, options) =>
      get(apiPath`/get/product-previews/${typeof ids === 'string' ? ids : ids.join(',')}`, options),
    getProductSheets: async (ids, options) =>
      get(apiPath`/get/product-sheets/${typeof ids === 'string' ? ids : ids.join(',')}`, options),
    getPart: async (code, options) => get(apiPath`/get/part/${code}`, options),
    filterProducts: async (x, params, options) =>
      get(apiPath`/get/products/filter/${x}`, options, params),
    filterProductsByInnovation: async (innovation, params, options) =>
      get(apiPath`/get/products/filter/innovation/${innovation}`, options, params),
    filterProductsByType: async (type, params, options) =>
      get(apiPath`/get/products/filter/type/${type}`, options, params),
    filterProductsByArea: async (area, params, options) =>
      get(apiPath`/get/products/filter/area/${area}`, options, params),
    filterProductsByCollection: async (collection, params, options) =>
      get(apiPath`/get/products/filter/collection/${collection}`, options, params),
    getBoaProduct: async (params, options) => get('/get/boa-product', options, params),
  };
}
