// The answers of the catalogue API (spec section 7), under the names the package has always exported. Every shape
// comes from ./openapi.gen.ts, which openapi-typescript generates from the API's own OpenAPI document
// (apps/api/openapi.json, written from its route schemas) before the package is built or checked, so the two cannot
// drift; the API's `check:contract` fails when the document drifts from the routes. Only the request parameters the
// client takes (lists, booleans) are written here: the client turns them into query strings.
import type { components, paths } from './openapi.gen';

type Schemas = components['schemas'];

/** Every path of the API document with its parameters, request bodies and answers (openapi-typescript's `paths`). */
export type ApiPaths = paths;

/** The named schemas of the API document (`Product`, `Listing`, `Dealer`…). */
export type ApiSchemas = Schemas;

/** The JSON body of the 200 answer of `GET <path>`. */
export type GetAnswer<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer Body } } } };
}
  ? Body
  : never;

/** The JSON body of the 200 answer of `POST <path>`. */
export type PostAnswer<P extends keyof paths> = paths[P] extends {
  post: { responses: { 200: { content: { 'application/json': infer Body } } } };
}
  ? Body
  : never;

/** The envelope every answer shares: `success`, and a `message` the visitor may be shown. */
export interface ApiResponse {
  success: boolean;
  message?: string;
}

/** The error answer (4xx, 5xx): `success: false` and a message that says why. */
export type ApiErrorResponse = Schemas['Error'];

/** `GET /get/product/{id}`. */
export type ProductResponse = GetAnswer<'/get/product/{id}'>;

/** `GET /get/search/result/{term}`: the matching products, ranked by the API. */
export type SearchResponse = GetAnswer<'/get/search/result/{term}'>;

/** `GET /get/search/previews/{term}`: the same products in the same order, as card summaries. */
export type SearchPreviewsResponse = GetAnswer<'/get/search/previews/{term}'>;

/** `GET /get/product-preview/{id}`: the card of one product. */
export type ProductPreviewResponse = GetAnswer<'/get/product-preview/{id}'>;

/** `GET /get/product-previews/{ids}`: the cards found, in the order asked, and the ids that matched none. */
export type ProductPreviewsResponse = GetAnswer<'/get/product-previews/{ids}'>;

/**
 * `GET /get/product-sheets/{ids}`: up to 60 cards in the order asked, each with its home-fit facts, and the ids that
 * matched none: a printed list or its PDF in one request. Limited per client (429 with `Retry-After`).
 */
export type ProductSheetsResponse = GetAnswer<'/get/product-sheets/{ids}'>;

/** `GET /get/part/{code}`: the product a model or part code names, its spare parts and exploded view. */
export type PartLookupResponse = GetAnswer<'/get/part/{code}'>;

/** A spare part of a product, numbered as on its exploded view drawing. */
export type SparePart = Schemas['SparePart'];

/** `GET /get/products/filter/…` and `GET /get/boa-product`: one page of a listing. */
export type ListingResponse = Schemas['Listing'];

/** The sort orders of a listing. */
export type ListingSort = ListingResponse['sort'];

/** A product card of a listing: the summary plus what a listing shows and sorts by. */
export type ProductListItem = Schemas['ProductListItem'];

/** The facets of a listing; each counts the products open when only its own filter is lifted. */
export type ListingFacets = ListingResponse['facets'];

/** One value of a facet, with how many products it would show. */
export type FacetValue = ListingFacets['areas'][number];

type Area = ProductListItem['area'];

/** Filters, sort and page of a product listing; lists mean "any of". */
export interface ListingParams {
  area?: Area;
  category?: string | readonly string[];
  type?: string | readonly string[];
  subcategory?: string | readonly string[];
  collection?: string | readonly string[];
  /** Finish codes, e.g. `[10, 50]`. */
  finish?: number | readonly number[];
  /** Style names or codes: `modern`, `transitional`, `traditional`, or 10, 20, 30. */
  style?: string | number | readonly (string | number)[];
  waterwise?: boolean;
  newLaunch?: boolean;
  /** Only products with (`true`) or without (`false`) a marketplace link. */
  marketplace?: boolean;
  /** Technology or special-feature slugs. */
  technology?: string | readonly string[];
  /** Only products that work on 0.5 bar or less (`true`), or that need more (`false`). */
  lowPressure?: boolean;
  /** Only products made for hard water (`true`), or that need descaling in it (`false`). */
  hardWater?: boolean;
  /** Default `rank`. */
  sort?: ListingSort;
  /** 1-based page number. Default 1. */
  page?: number;
  /** Products per page, at most 100. Default 24. */
  pageSize?: number;
}

/** A collection as the API serves it: the catalog-core entity and what its page shows. */
export type CollectionDetail = Schemas['Collection'];

/** `GET /get/collection/{x}`: a collection and its products by catalogue rank. */
export type CollectionResponse = GetAnswer<'/get/collection/{x}'>;

/** `GET /get/collection-metadata-by-name/{x}`. */
export type CollectionMetadataResponse = GetAnswer<'/get/collection-metadata-by-name/{x}'>;

/** What a collection page needs besides its products. */
export type CollectionMetadata = Schemas['CollectionMetadata'];

/** A dealer or experience centre. */
export type Dealer = Schemas['Dealer'];

/** Narrows and orders a dealer search. */
export interface DealerParams {
  /** With `lng`: sort by distance from this point. */
  lat?: number;
  lng?: number;
  /** Only dealers within this distance of the point. */
  radiusKm?: number;
  area?: Area;
  /** At most this many, up to 200. Default 50. */
  limit?: number;
}

/** `GET /get/dealers/{x}`: x is a city, a state, a pincode, `all`, or `near` with `lat` and `lng`. */
export type DealersResponse = GetAnswer<'/get/dealers/{x}'>;

/** Narrows `getDealer2s`. */
export interface ExperienceCentreParams extends DealerParams {
  city?: string;
  state?: string;
}

/** `GET /get/dealer2s`: the experience centres. */
export type ExperienceCentresResponse = GetAnswer<'/get/dealer2s'>;

/** `GET /get/catalog-categories`. */
export type CatalogCategoriesResponse = GetAnswer<'/get/catalog-categories'>;

/** A catalogue document (PDF) of a catalogue category. */
export type Catalog = CatalogCategoriesResponse['categories'][number]['catalogs'][number];

/** A video of the videos page. */
export type Video = Schemas['Video'];

/** `GET /get/video-categories`. */
export type VideoCategoriesResponse = GetAnswer<'/get/video-categories'>;

/** An event, with the collections it shows. */
export type CatalogueEvent = Schemas['Event'];

/** `GET /get/event/{x}`. */
export type EventResponse = GetAnswer<'/get/event/{x}'>;

/** An image or video banner. */
export type Banner = Schemas['Banner'];

/** `GET /get/boa-page/image-banner` and `GET /get/boa-page/video-banner`. */
export type BannerResponse = GetAnswer<'/get/boa-page/image-banner'>;
