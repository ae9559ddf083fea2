import { contentEndpoints, type ContentEndpoints } from '../endpoints/content';
import { postEndpoint, type PostEndpoint } from '../endpoints/post';
import { productEndpoints, type ProductEndpoints } from '../endpoints/products';
import { searchEndpoints, type SearchEndpoints } from '../endpoints/search';
import { siteEndpoints, type SiteEndpoints } from '../endpoints/site';
import { xsrfEndpoints, type XsrfEndpoints } from '../endpoints/xsrf';
import { documentCookies, type CookieSource } from '../hooks/xsrf';
import { createTokenStore, type TokenStore } from '../token/tokenStore';
import { browserLocation, defaultBaseUrl, isProductionEnvironment } from './baseUrl';
import {
  createTransport,
  type CatalogueLanguage,
  type FetchFunction,
  type RetryOptions,
} from './transport';

export interface ApiClientOptions {
  /**
   * Where the API is. Default (spec section 9): in the browser, the site's own domain over https in
   * production and the same host on port 8088 otherwise; on a server, `http://localhost:8088`
   * outside production, and required in production.
   */
  baseUrl?: string;
  /** Production mode, for the default base URL. Default: `process.env.NODE_ENV === 'production'`. */
  production?: boolean;
  /** The fetch to send requests with. Default: the global fetch. */
  fetch?: FetchFunction;
  /** The session token. Default: a store in localStorage in the browser, in memory elsewhere. */
  tokenStore?: TokenStore;
  /**
   * The origins (protocol, domain and port) allowed to receive the token. Default: the origin of
   * the base URL.
   */
  tokenOrigins?: readonly string[];
  /**
   * Where the `XSRF-TOKEN` cookie is read from. Default: `document.cookie` in the browser; on a
   * server pass the incoming request's `Cookie` header, e.g. `() => request.headers.get('cookie')`.
   */
  cookies?: CookieSource;
  /**
   * Headers sent with every request, e.g. on a server the incoming request's id:
   * `{ 'x-request-id': request.headers.get('x-request-id') ?? '' }`. Empty values are left out.
   */
  headers?: Record<string, string | null | undefined>;
  /** Milliseconds before a request gives up. Default 10 000. */
  timeout?: number;
  /** Retries of GET requests after a 5xx answer or a network failure. */
  retry?: RetryOptions;
  /**
   * The language of the catalogue texts (descriptions, features, menu titles…) every GET asks for, e.g. `'hi'` on
   * the Hindi pages; a call's `lang` option wins. Unset, nothing is sent and the API answers in English.
   */
  language?: CatalogueLanguage;
}

/** The typed client of the catalogue API. */
export interface ApiClient
  extends
    ProductEndpoints,
    SearchEndpoints,
    ContentEndpoints,
    SiteEndpoints,
    XsrfEndpoints,
    PostEndpoint {
  /** The base URL every relative path is sent to. */
  readonly baseUrl: string;
  /** The session token store the Authorization header is read from. */
  readonly tokenStore: TokenStore;
}

/**
 * Creates the client of the catalogue API, over `ky.create`.
 *
 * @example
 * const api = createApiClient({ production: import.meta.env.PROD });
 * const { product } = await api.getProduct('T14059');
 *
 * @example
 * // In a server loader: explicit base URL, cookies and cancellation from the incoming request.
 * const api = createApiClient({
 *   baseUrl: process.env.API_ORIGIN,
 *   cookies: () => request.headers.get('cookie'),
 * });
 * const { product } = await api.getProduct(params.id, { signal: request.signal });
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl =
    options.baseUrl ??
    defaultBaseUrl({
      production: options.production ?? isProductionEnvironment(),
      location: browserLocation(),
    });
  let origin: string;
  try {
    origin = new URL(baseUrl).origin;
  } catch {
    throw new TypeError(`createApiClient: baseUrl must be an absolute URL, got "${baseUrl}".`);
  }
  const tokenStore = options.tokenStore ?? createTokenStore();
  const cookies = options.cookies ?? documentCookies;

  const send = createTransport({
    baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    tokenStore,
    tokenOrigins: options.tokenOrigins ?? [origin],
    cookies,
    headers: options.headers ?? {},
    timeout: options.timeout ?? 10_000,
    retry: options.retry ?? {},
    language: options.language,
  });

  return {
    baseUrl,
    tokenStore,
    ...productEndpoints(send),
    ...searchEndpoints(send),
    ...contentEndpoints(send),
    ...postEndpoint(send),
    ...siteEndpoints(send),
    ...xsrfEndpoints(send, cookies),
  };
}
