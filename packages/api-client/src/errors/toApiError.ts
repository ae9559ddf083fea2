// Turns whatever a request threw (ky's errors, fetch's TypeError, an abort) into one ApiError.
import { HTTPError, NetworkError, TimeoutError } from 'ky';
import { isBlank } from '@fittings/catalog-core';
import { ApiError, isApiError } from './ApiError';
import { ERROR_MESSAGES } from './messages';

/** The message a body carries, or undefined when it has none worth showing. */
function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && !isBlank(message) ? message : undefined;
}

function saysUnsuccessful(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false
  );
}

/**
 * The message of section 8 for an answer: the server's message, else the authority message when it
 * said `success: false`, else the client's own error text, else the generic failure.
 */
export function messageForAnswer(body: unknown, clientText: string | undefined): string {
  const fromServer = serverMessage(body);
  if (fromServer !== undefined) return fromServer;
  if (saysUnsuccessful(body)) return ERROR_MESSAGES.unauthorised;
  if (clientText !== undefined && !isBlank(clientText)) return clientText;
  return ERROR_MESSAGES.generic;
}

/** The answer's body as JSON: ky 2 has read it into `error.data` (parsed when sent as JSON, else its text). */
function bodyOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return data === '' ? undefined : (JSON.parse(data) as unknown);
  } catch {
    return undefined;
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return (
    signal?.aborted === true ||
    (error instanceof Error && error.name === 'AbortError') ||
    (typeof DOMException !== 'undefined' &&
      error instanceof DOMException &&
      error.name === 'AbortError')
  );
}

/** `Retry-After` as whole seconds from now: delay-seconds or an HTTP date; undefined when absent or unreadable. */
function retryAfterOf(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Converts anything thrown while requesting `url` into an {@link ApiError}. */
export async function toApiError(
  error: unknown,
  url: string,
  signal: AbortSignal | undefined,
): Promise<ApiError> {
  if (isApiError(error)) return error;

  if (isAbort(error, signal)) {
    const reason: unknown = signal?.reason;
    const text =
      reason instanceof Error ? reason.message : error instanceof Error ? error.message : undefined;
    return new ApiError(messageForAnswer(undefined, text), { kind: 'aborted', url, cause: error });
  }

  if (error instanceof TimeoutError) {
    return new ApiError(ERROR_MESSAGES.network, { kind: 'timeout', url, cause: error });
  }

  if (error instanceof HTTPError) {
    const { status } = error.response;
    if (status === 0) {
      return new ApiError(ERROR_MESSAGES.network, { kind: 'network', url, cause: error });
    }
    const body = bodyOf(error.data);
    return new ApiError(messageForAnswer(body, error.message), {
      kind: 'http',
      status,
      url,
      body,
      retryAfterSeconds: retryAfterOf(error.response.headers.get('retry-after')),
      cause: error,
    });
  }

  // ky 2 wraps a failed network in NetworkError; fetch's own TypeError (Fetch standard, "network error") still counts.
  if (error instanceof NetworkError || error instanceof TypeError) {
    return new ApiError(ERROR_MESSAGES.network, { kind: 'network', url, cause: error });
  }

  const text = error instanceof Error ? error.message : undefined;
  return new ApiError(messageForAnswer(undefined, text), { kind: 'unknown', url, cause: error });
}
