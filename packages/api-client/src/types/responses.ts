// The answers of the catalogue API (spec section 7). Entities come from @fittings/catalog-core; the
// shapes the spec leaves "not shown" are kept generic here until the API pins them down.
import type { Collection, Product } from '@fittings/catalog-core';

/** The envelope every answer shares: `success`, and a `message` the visitor may be shown. */
export interface ApiResponse {
  success: boolean;
  message?: string;
}

/** `GET /get/product/{id}`. */
export interface ProductResponse extends ApiResponse {
  product: Product;
}

/** `GET /get/search/result/{term}`: the matching products, already ranked by the API. */
export interface SearchResponse extends ApiResponse {
  collection: Product[];
}

/** `GET /get/product-preview/{x}`: one product, possibly with fewer fields than the product page. */
export interface ProductPreviewResponse extends ApiResponse {
  product: Partial<Product> & Pick<Product, 'model'>;
}

/** `GET /get/product-previews/{x}`. */
export interface ProductPreviewsResponse extends ApiResponse {
  collection: (Partial<Product> & Pick<Product, 'model'>)[];
}

/** Page and sort of a product listing. */
export interface ListingParams {
  /** 1-based page number. */
  page?: number;
  /** Products per page. */
  pageSize?: number;
  /** The field to sort by, e.g. `rank` or `name`. */
  sort?: string;
  /** Sort direction. */
  order?: 'asc' | 'desc';
}

/** `GET /get/products/filter/…`: one page of a product listing. */
export interface ProductListResponse extends ApiResponse {
  collection: Product[];
  /** How many products match in all pages, when the API reports it. */
  total?: number;
  page?: number;
  pageSize?: number;
}

/** `GET /get/collection/{x}`. */
export interface CollectionResponse extends ApiResponse {
  collection: Collection;
  products?: Product[];
}

/** A dealer or store where the brand's products are sold. Not shown in the spec: kept open. */
export interface Dealer {
  name: string;
  [field: string]: unknown;
}

/** `GET /get/dealers/{x}` and `GET /get/dealer2s`. */
export interface DealersResponse extends ApiResponse {
  dealers: Dealer[];
}

/** A catalog or video category. Not shown in the spec: kept open. */
export interface Category {
  name: string;
  [field: string]: unknown;
}

/** `GET /get/catalog-categories` and `GET /get/video-categories`. */
export interface CategoriesResponse extends ApiResponse {
  categories: Category[];
}

/** An event (for the events lead form). Not shown in the spec: kept open. */
export interface CatalogueEvent {
  name: string;
  [field: string]: unknown;
}

/** `GET /get/event/{x}`. */
export interface EventResponse extends ApiResponse {
  event: CatalogueEvent;
}

/** A banner of the "buy on the marketplace" page. Not shown in the spec: kept open. */
export interface Banner {
  url: string;
  [field: string]: unknown;
}

/** `GET /get/boa-product`: the products offered on the "buy on the marketplace" page. */
export interface BoaProductResponse extends ApiResponse {
  collection: Product[];
}

/** `GET /get/boa-page/image-banner` and `GET /get/boa-page/video-banner`. */
export interface BannerResponse extends ApiResponse {
  banners: Banner[];
}

/** Title, description and share image of a collection page. Not shown in the spec: kept open. */
export interface CollectionMetadata {
  name: string;
  [field: string]: unknown;
}

/** `GET /get/collection-metadata-by-name/{x}`. */
export interface CollectionMetadataResponse extends ApiResponse {
  metadata: CollectionMetadata;
}
