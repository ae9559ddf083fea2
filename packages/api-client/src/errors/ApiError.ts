/**
 * What went wrong, for callers that branch on it; the `message` is what a visitor may be shown.
 *
 * - `network`: no answer (status 0: server down, DNS, CORS, offline).
 * - `timeout`: no answer within the client's timeout.
 * - `aborted`: the caller's `AbortSignal` cancelled the request.
 * - `http`: the server answered with an error status.
 * - `unsuccessful`: the server answered `success: false`.
 * - `invalid-response`: the answer was not the JSON envelope the API promises.
 * - `invalid-request`: the client refused to send the request (for example an empty path segment).
 * - `expired-session`: a session token was already expired when it was received.
 * - `invalid-token`: a session token that cannot be stored (empty, or longer than five chunks).
 * - `unknown`: anything else.
 */
export type ApiErrorKind =
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'http'
  | 'unsuccessful'
  | 'invalid-response'
  | 'invalid-request'
  | 'expired-session'
  | 'invalid-token'
  | 'unknown';

export interface ApiErrorOptions {
  kind: ApiErrorKind;
  /** HTTP status of the answer; 0 when there was none. */
  status?: number;
  /** The URL requested, when there was a request. */
  url?: string;
  /** The parsed JSON body of the answer, when there was one. */
  body?: unknown;
  /** The answer's `Retry-After`, in seconds, when it said one (a 429 or 503). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * The one error type of the client. Its `message` follows the error catalogue of spec section 8.
 *
 * @example
 * try {
 *   await api.getProduct('T14059');
 * } catch (error) {
 *   if (error instanceof ApiError && error.kind === 'aborted') return;
 *   notify(error instanceof ApiError ? error.message : ERROR_MESSAGES.generic);
 * }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status of the answer; 0 when no answer arrived. */
  readonly status: number;
  readonly url: string | undefined;
  readonly body: unknown;
  /** How long the server asked the caller to wait (`Retry-After`, in seconds); undefined when it did not say. */
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, options: ApiErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = options.kind;
    this.status = options.status ?? 0;
    this.url = options.url;
    this.body = options.body;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * Whether a value is an {@link ApiError}, also across bundle copies where `instanceof` fails.
 *
 * @example
 * if (isApiError(error) && error.kind === 'aborted') return;
 */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (value instanceof Error &&
      value.name === 'ApiError' &&
      typeof (value as Partial<ApiError>).kind === 'string')
  );
}
