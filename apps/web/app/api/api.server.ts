// The API as the server-side loaders see it: straight to the API process (API_ORIGIN), never through the public
// origin, with the visitor's cookies and the request's abort signal passed on.
import { createApiClient, type ApiClient, type ApiClientOptions } from '@fittings/api-client';
import { languageOf } from '../i18n/useLanguage';
import { apiLanguageOf } from './apiLanguage';

export function apiOrigin(): string {
  return process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? '8088'}`;
}

/**
 * What every call to the API passes on from the visitor's request: its id (edge/server.ts sets one on every request), so
 * one request can be followed through the web server's and the API's logs.
 */
export function forwardedHeaders(request: Request): Record<string, string> {
  const id = request.headers.get('x-request-id');
  return id ? { 'x-request-id': id } : {};
}

/**
 * Answers from the API to this server travel over loopback or a private network, where compressing them saves
 * nothing and decompressing them cost every page render a few per cent of its CPU: ask for them as they are.
 */
const SERVER_TO_API_HEADERS = { 'accept-encoding': 'identity' };

/**
 * The client of one incoming request, asking for catalogue texts in the language of the page the request is for;
 * `options` override the defaults (forms pass headers and a longer timeout).
 */
export function serverApi(request: Request, options: ApiClientOptions = {}): ApiClient {
  return createApiClient({
    baseUrl: apiOrigin(),
    production: process.env.NODE_ENV === 'production',
    cookies: () => request.headers.get('cookie'),
    timeout: 8000,
    language: apiLanguageOf(languageOf(request)),
    ...options,
    headers: { ...SERVER_TO_API_HEADERS, ...forwardedHeaders(request), ...options.headers },
  });
}

/**
 * The public origin of the site, for canonical URLs, the sitemap and share tags: PUBLIC_ORIGIN, which edge/server.ts
 * requires in production so the Host header a visitor sends never decides it; under `react-router dev` without it,
 * the origin the request came to.
 */
export function publicOrigin(request: Request): string {
  return process.env.PUBLIC_ORIGIN ?? new URL(request.url).origin;
}
