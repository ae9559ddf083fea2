export { createApiClient } from './client/createApiClient';
export type { ApiClient, ApiClientOptions } from './client/createApiClient';
export type {
  CallOptions,
  CatalogueLanguage,
  FetchFunction,
  RetryOptions,
} from './client/transport';
export { DEVELOPMENT_API_PORT, defaultBaseUrl } from './client/baseUrl';
export type { BaseUrlEnvironment } from './client/baseUrl';

export { ApiError, isApiError } from './errors/ApiError';
export type { ApiErrorKind } from './errors/ApiError';
export { ERROR_MESSAGES } from './errors/messages';

export { AUTHORIZATION_PLACEHOLDERS } from './hooks/authorization';
export {
  XSRF_COOKIE_NAME,
  XSRF_SECURE_COOKIE_NAME,
  XSRF_HEADER_NAME,
  XSRF_TOKEN_PATTERN,
  readXsrfToken,
} from './hooks/xsrf';
export { readCookie } from './cookies/readCookie';
export type { CookieSource } from './hooks/xsrf';

export {
  MAX_TOKEN_LENGTH,
  TOKEN_CHUNK_COUNT,
  TOKEN_CHUNK_LENGTH,
  createTokenStore,
} from './token/tokenStore';
export type { TokenStatus, TokenStore, TokenStoreOptions } from './token/tokenStore';
export { createMemoryStorage } from './token/storage';
export type { TokenStorage } from './token/storage';
export { isTokenExpired, tokenExpiry } from './token/jwt';

export type { ContentEndpoints } from './endpoints/content';
export type { PostEndpoint } from './endpoints/post';
export type { ProductEndpoints } from './endpoints/products';
export type { SearchEndpoints } from './endpoints/search';
export type { SiteEndpoints } from './endpoints/site';
export type { XsrfEndpoints } from './endpoints/xsrf';
export type { SearchOptions, SearchPreviewsOptions } from './endpoints/search';
export type {
  ApiErrorResponse,
  ApiPaths,
  ApiResponse,
  ApiSchemas,
  Banner,
  BannerResponse,
  Catalog,
  CatalogCategoriesResponse,
  CatalogueEvent,
  CollectionDetail,
  CollectionMetadata,
  CollectionMetadataResponse,
  CollectionResponse,
  Dealer,
  DealerParams,
  DealersResponse,
  EventResponse,
  ExperienceCentreParams,
  ExperienceCentresResponse,
  FacetValue,
  GetAnswer,
  ListingFacets,
  ListingParams,
  ListingResponse,
  ListingSort,
  PartLookupResponse,
  PostAnswer,
  ProductListItem,
  ProductPreviewResponse,
  ProductPreviewsResponse,
  ProductSheetsResponse,
  ProductResponse,
  SearchPreviewsResponse,
  SearchResponse,
  SparePart,
  Video,
  VideoCategoriesResponse,
} from './types/responses';
export type {
  Award,
  AwardYear,
  AwardsResponse,
  CollectionsResponse,
  EventsResponse,
  Innovation,
  InnovationsResponse,
  MenuCategory,
  MenuItem,
  MenusResponse,
  PageBannersResponse,
  TechnologiesResponse,
  Technology,
  TechnologyParams,
  XsrfTokenResponse,
} from './types/site';
