// The one place requests are sent: ky with the auth and XSRF hooks, GET-only retries, and every
// failure turned into an ApiError.
import ky, { HTTPError, NetworkError, type KyInstance } from 'ky';
import { ApiError } from '../errors/ApiError';
import { ERROR_MESSAGES } from '../errors/messages';
import { messageForAnswer, toApiError } from '../errors/toApiError';
import { createAuthorizationHook } from '../hooks/authorization';
import { createXsrfHook, type CookieSource } from '../hooks/xsrf';
import type { TokenStore } from '../token/tokenStore';
import type { paths } from '../types/openapi.gen';
import type { ApiResponse } from '../types/responses';
import { isAbsoluteUrl, joinUrl } from './paths';
import type { RequestContext } from './requestContext';

/** A fetch implementation; the global one by default. */
export type FetchFunction = (
  input: Request | string | URL,
  init?: RequestInit,
) => Promise<Response>;

/** How GET requests are retried. POST and other methods are never retried. */
export interface RetryOptions {
  /** How many times a GET is retried after a 5xx answer or a network failure. Default 2. */
  limit?: number;
  /** Milliseconds before retry `attempt` (from 1). Default 300 ms doubling each time. */
  delay?: (attempt: number) => number;
  /** The longest wait between two retries, in milliseconds. Default 3000. */
  backoffLimit?: number;
}

/** Options of one call. */
export interface CallOptions {
  /** Cancels the request: a new search keystroke aborts the one in flight. */
  signal?: AbortSignal;
  /** Headers of this request only, e.g. the `Idempotency-Key` of a form submission. */
  headers?: Record<string, string>;
  /**
   * The language of the catalogue texts of this GET (sent as `?lang=`), over the client's `language`. Names, models
   * and trademarks are never translated; a text with no translation comes in English.
   */
  lang?: CatalogueLanguage;
}

/** A language the catalogue API answers in (its `lang` query parameter). */
export type CatalogueLanguage = NonNullable<
  NonNullable<paths['/get/product/{id}']['get']['parameters']['query']>['lang']
>;

export interface SendOptions extends CallOptions {
  method: 'GET' | 'POST';
  json?: unknown;
  searchParams?: Record<string, string>;
  anonymous?: boolean;
  /** The fetch cache mode; `no-store` for answers that set cookies. */
  cache?: RequestCache;
  /** Sees the successful response before its body is read, for headers such as `Set-Cookie`. */
  onResponse?: (response: Response) => void;
}

export interface TransportOptions {
  baseUrl: string;
  fetch?: FetchFunction;
  tokenStore: TokenStore;
  tokenOrigins: readonly string[];
  cookies: CookieSource;
  /** Sent with every request; empty values left out. */
  headers?: Record<string, string | null | undefined>;
  timeout: number;
  retry: RetryOptions;
  /** The language of every GET's catalogue texts, unless a call says otherwise; unset, the API's default (English). */
  language?: CatalogueLanguage | undefined;
}

export type Send = <T extends ApiResponse>(path: string, options: SendOptions) => Promise<T>;

function shouldRetry({ error }: { error: Error }): boolean {
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return false;
  if (error instanceof HTTPError) return error.response.status >= 500;
  // ky 2 wraps a network failure in NetworkError (fetch rejects with a TypeError exactly then).
  return error instanceof NetworkError || error instanceof TypeError;
}

function createKy(options: TransportOptions): KyInstance {
  return ky.create({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    timeout: options.timeout,
    headers: {
      ...Object.fromEntries(
        Object.entries(options.headers ?? {}).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
        ),
      ),
      accept: 'application/json',
    },
    retry: {
      limit: options.retry.limit ?? 2,
      methods: ['get'],
      backoffLimit: options.retry.backoffLimit ?? 3000,
      ...(options.retry.delay ? { delay: options.retry.delay } : {}),
      shouldRetry,
    },
    hooks: {
      beforeRequest: [
        createAuthorizationHook(options.tokenStore, options.tokenOrigins),
        createXsrfHook(options.cookies),
      ],
    },
  });
}

async function readEnvelope<T extends ApiResponse>(response: Response, url: string): Promise<T> {
  if (response.status === 204) return { success: true } as T;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new ApiError(ERROR_MESSAGES.generic, {
      kind: 'invalid-response',
      status: response.status,
      url,
      cause: error,
    });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(ERROR_MESSAGES.generic, {
      kind: 'invalid-response',
      status: response.status,
      url,
      body,
    });
  }
  if ((body as ApiResponse).success === false) {
    throw new ApiError(messageForAnswer(body, undefined), {
      kind: 'unsuccessful',
      status: response.status,
      url,
      body,
    });
  }
  return body as T;
}

/** Creates the function every endpoint sends its request through. */
export function createTransport(options: TransportOptions): Send {
  const http = createKy(options);
  return async <T extends ApiResponse>(path: string, call: SendOptions): Promise<T> => {
    const relative = !isAbsoluteUrl(path);
    const url = relative ? joinUrl(options.baseUrl, path) : path;
    const context: RequestContext = { anonymous: call.anonymous === true, relative };
    const lang = call.method === 'GET' ? (call.lang ?? options.language) : undefined;
    const searchParams = lang ? { ...call.searchParams, lang } : call.searchParams;
    try {
      const response = await http(url, {
        method: call.method,
        context: { ...context },
        ...(call.signal ? { signal: call.signal } : {}),
        ...(call.headers ? { headers: call.headers } : {}),
        ...(call.cache ? { cache: call.cache } : {}),
        ...(call.json === undefined ? {} : { json: call.json }),
        ...(searchParams && Object.keys(searchParams).length > 0 ? { searchParams } : {}),
      });
      call.onResponse?.(response);
      return await readEnvelope<T>(response, url);
    } catch (error) {
      throw await toApiError(error, url, call.signal);
    }
  };
}
