// The answers of the catalogue API (spec section 7), as apps/api serves them. Entities come from
// @fittings/catalog-core; the shapes the spec leaves "not shown" follow the API's OpenAPI schemas
// (apps/api/src/**/routes.ts), the client's own types for them.
import type {
  Collection,
  CollectionStyle,
  Product,
  ProductArea,
  ProductSummary,
  Seo,
} from '@fittings/catalog-core';

/** The envelope every answer shares: `success`, and a `message` the visitor may be shown. */
export interface ApiResponse {
  success: boolean;
  message?: string;
}

/** `GET /get/product/{id}`. */
export interface ProductResponse extends ApiResponse {
  product: Product;
}

/** `GET /get/search/result/{term}`: the matching products, ranked by the API. */
export interface SearchResponse extends ApiResponse {
  collection: Product[];
}

/** `GET /get/product-preview/{id}`: the card of one product. */
export interface ProductPreviewResponse extends ApiResponse {
  product: ProductSummary;
}

/** `GET /get/product-previews/{ids}`: the cards found, in the order asked, and the ids that matched none. */
export interface ProductPreviewsResponse extends ApiResponse {
  products: ProductSummary[];
  missing: string[];
}

/** The sort orders of a listing. */
export type ListingSort = 'rank' | 'name-asc' | 'name-desc' | 'model-asc' | 'model-desc' | 'newest';

/** Filters, sort and page of a product listing; lists mean "any of". */
export interface ListingParams {
  area?: ProductArea;
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
  /** Default `rank`. */
  sort?: ListingSort;
  /** 1-based page number. Default 1. */
  page?: number;
  /** Products per page, at most 100. Default 24. */
  pageSize?: number;
}

/** A product card of a listing: the summary plus what a listing shows and sorts by. */
export type ProductListItem = ProductSummary &
  Pick<
    Product,
    | 'description'
    | 'viewableCollection'
    | 'collectionSuffix'
    | 'collectionPage'
    | 'amazonLink'
    | 'associatedFinishes'
    | 'categoryRank'
    | 'subCategoryRank'
    | 'rank'
  > & {
    area: ProductArea;
    category: string;
    type: string | null;
    subcategory: string | null;
  };

/** One value of a facet, with how many products it would show. */
export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

/** The facets of a listing; each counts the products open when only its own filter is lifted. */
export interface ListingFacets {
  areas: FacetValue[];
  categories: FacetValue[];
  types: FacetValue[];
  subcategories: FacetValue[];
  collections: FacetValue[];
  finishes: FacetValue[];
  styles: FacetValue[];
  waterwise: FacetValue[];
}

/** `GET /get/products/filter/…` and `GET /get/boa-product`: one page of a listing. */
export interface ListingResponse extends ApiResponse {
  items: ProductListItem[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  sort: ListingSort;
  facets: ListingFacets;
}

/** A collection as the API serves it: the catalog-core entity and what its page shows. */
export type CollectionDetail = Collection & {
  viewableName: string;
  suffix: string;
  special: boolean;
  isNew: boolean;
  tagline: string;
  description: string;
  areas: ProductArea[];
  productCount: number;
};

/** `GET /get/collection/{x}`: a collection and its products by catalogue rank. */
export interface CollectionResponse extends ApiResponse {
  collection: CollectionDetail;
  products: ProductListItem[];
}

/** What a collection page needs besides its products. */
export interface CollectionMetadata {
  slug: string;
  name: string;
  viewableName: string;
  suffix: string;
  special: boolean;
  description: string;
  tagline: string;
  image: string;
  heroImage: string;
  style: CollectionStyle[];
  finishes: { code: number; name: string }[];
  waterwise: boolean;
  isNew: boolean;
  areas: ProductArea[];
  productCount: number;
  categories: { area: string; slug: string; title: string; count: number }[];
  seo: Seo;
}

/** `GET /get/collection-metadata-by-name/{x}`. */
export interface CollectionMetadataResponse extends ApiResponse {
  metadata: CollectionMetadata;
}

/** A dealer or experience centre. */
export interface Dealer {
  id: string;
  name: string;
  tier: 'dealer' | 'experience-centre';
  address: { line1: string; line2: string; city: string; state: string; pincode: string };
  phone: string;
  email: string;
  lat: number;
  lng: number;
  areas: ProductArea[];
  openingHours: string;
  mapUrl: string;
  /** Kilometres from the point asked about, or `null` when none was given. */
  distanceKm: number | null;
}

/** Narrows and orders a dealer search. */
export interface DealerParams {
  /** With `lng`: sort by distance from this point. */
  lat?: number;
  lng?: number;
  /** Only dealers within this distance of the point. */
  radiusKm?: number;
  area?: ProductArea;
  /** At most this many, up to 200. Default 50. */
  limit?: number;
}

/** `GET /get/dealers/{x}`: x is a city, a state, a pincode, `all`, or `near` with `lat` and `lng`. */
export interface DealersResponse extends ApiResponse {
  match: 'city' | 'state' | 'pincode' | 'pincode-area' | 'near' | 'all' | 'none';
  total: number;
  dealers: Dealer[];
}

/** Narrows `getDealer2s`. */
export interface ExperienceCentreParams extends DealerParams {
  city?: string;
  state?: string;
}

/** `GET /get/dealer2s`: the experience centres. */
export interface ExperienceCentresResponse extends ApiResponse {
  total: number;
  dealers: Dealer[];
}

/** A catalogue document (PDF) of a catalogue category. */
export interface Catalog {
  slug: string;
  title: string;
  description: string;
  year: number;
  coverImage: string;
  viewLink: string;
  downloadLink: string;
  productCount: number;
}

/** `GET /get/catalog-categories`. */
export interface CatalogCategoriesResponse extends ApiResponse {
  categories: { slug: string; name: string; description: string; catalogs: Catalog[] }[];
}

/** A video of the videos page. */
export interface Video {
  id: string;
  title: string;
  description: string;
  durationSeconds: number;
  publishedOn: string;
  thumbnail: string;
  embedUrl: string;
  technology: { slug: string; name: string } | null;
  products: ProductSummary[];
}

/** `GET /get/video-categories`. */
export interface VideoCategoriesResponse extends ApiResponse {
  categories: { slug: string; name: string; description: string; videos: Video[] }[];
}

/** An event, with the collections it shows. */
export interface CatalogueEvent {
  slug: string;
  title: string;
  city: string;
  venue: string;
  startsOn: string;
  endsOn: string;
  description: string;
  highlights: string[];
  image: string;
  collections: { slug: string; name: string; image: string }[];
  /** The events lead form of this event, or `null` when it has none. */
  leadFormPath: string | null;
}

/** `GET /get/event/{x}`. */
export interface EventResponse extends ApiResponse {
  event: CatalogueEvent;
}

/** An image or video banner. */
export interface Banner {
  id: string;
  page: string;
  kind: 'image' | 'video';
  title: string;
  subtitle: string;
  link: string;
  image: string;
  mobileImage: string;
  video: Omit<Video, 'products'> | null;
}

/** `GET /get/boa-page/image-banner` and `GET /get/boa-page/video-banner`. */
export interface BannerResponse extends ApiResponse {
  banners: Banner[];
}
