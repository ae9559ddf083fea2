// Product requests. Like search, they are sent without any token (spec section 6).
import { apiPath } from '../client/paths';
import type { CallOptions, Send } from '../client/transport';
import type {
  ListingParams,
  ProductListResponse,
  ProductPreviewResponse,
  ProductPreviewsResponse,
  ProductResponse,
} from '../types/responses';

export interface ProductEndpoints {
  /** `GET /get/product/{id}`: the product page's data; `id` is the model or the url slug. */
  getProduct(id: string, options?: CallOptions): Promise<ProductResponse>;
  /** `GET /get/product-preview/{id}`. */
  getProductPreview(id: string, options?: CallOptions): Promise<ProductPreviewResponse>;
  /** `GET /get/product-previews/{x}`. */
  getProductPreviews(x: string, options?: CallOptions): Promise<ProductPreviewsResponse>;
  /** `GET /get/products/filter/{x}`. */
  filterProducts(
    x: string,
    params?: ListingParams,
    options?: CallOptions,
  ): Promise<ProductListResponse>;
  /** `GET /get/products/filter/innovation/{innovation}`. */
  filterProductsByInnovation(
    innovation: string,
    params?: ListingParams,
    options?: CallOptions,
  ): Promise<ProductListResponse>;
  /** `GET /get/products/filter/type/{type}`. */
  filterProductsByType(
    type: string,
    params?: ListingParams,
    options?: CallOptions,
  ): Promise<ProductListResponse>;
  /** `GET /get/products/filter/area/{area}` (bathroom or kitchen). */
  filterProductsByArea(
    area: string,
    params?: ListingParams,
    options?: CallOptions,
  ): Promise<ProductListResponse>;
  /** `GET /get/products/filter/collection/{collection}`. */
  filterProductsByCollection(
    collection: string,
    params?: ListingParams,
    options?: CallOptions,
  ): Promise<ProductListResponse>;
}

function listingQuery(params: ListingParams = {}): Record<string, string | number | undefined> {
  return { page: params.page, pageSize: params.pageSize, sort: params.sort, order: params.order };
}

export function productEndpoints(send: Send): ProductEndpoints {
  const list = (path: string, params: ListingParams | undefined, options: CallOptions = {}) =>
    send<ProductListResponse>(path, {
      ...options,
      method: 'GET',
      anonymous: true,
      searchParams: listingQuery(params),
    });

  return {
    getProduct: async (id, options = {}) =>
      send(apiPath`/get/product/${id}`, { ...options, method: 'GET', anonymous: true }),
    getProductPreview: async (id, options = {}) =>
      send(apiPath`/get/product-preview/${id}`, { ...options, method: 'GET', anonymous: true }),
    getProductPreviews: async (x, options = {}) =>
      send(apiPath`/get/product-previews/${x}`, { ...options, method: 'GET', anonymous: true }),
    filterProducts: async (x, params, options) =>
      list(apiPath`/get/products/filter/${x}`, params, options),
    filterProductsByInnovation: async (innovation, params, options) =>
      list(apiPath`/get/products/filter/innovation/${innovation}`, params, options),
    filterProductsByType: async (type, params, options) =>
      list(apiPath`/get/products/filter/type/${type}`, params, options),
    filterProductsByArea: async (area, params, options) =>
      list(apiPath`/get/products/filter/area/${area}`, params, options),
    filterProductsByCollection: async (collection, params, options) =>
      list(apiPath`/get/products/filter/collection/${collection}`, params, options),
  };
}
