// The API as the server-side loaders see it: straight to the API process (API_ORIGIN), never through the public
// origin, with the visitor's cookies and the request's abort signal passed on.
import { createApiClient, type ApiClient, type ApiClientOptions } from '@fittings/api-client';

export function apiOrigin(): string {
  return process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? '8088'}`;
}

/** The client of one incoming request; `options` override the defaults (forms pass headers and a longer timeout). */
export function serverApi(request: Request, options: ApiClientOptions = {}): ApiClient {
  return createApiClient({
    baseUrl: apiOrigin(),
    production: process.env.NODE_ENV === 'production',
    cookies: () => request.headers.get('cookie'),
    timeout: 8000,
    ...options,
  });
}

/**
 * The public origin of the site, for canonical URLs and share tags: PUBLIC_ORIGIN when set (behind a CDN or proxy),
 * else the origin the request came to.
 */
export function publicOrigin(request: Request): string {
  return process.env.PUBLIC_ORIGIN ?? new URL(request.url).origin;
}
