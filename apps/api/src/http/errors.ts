// The one error shape every endpoint answers with, and a helper to send it.
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const ErrorSchema = z
  .object({
    success: z.literal(false),
    message: z.string().openapi({ example: 'No product has the id "X123".' }),
  })
  .openapi('Error');

export type ErrorBody = z.infer<typeof ErrorSchema>;

/** Answers `{ success: false, message }` with the status. */
export function sendError<S extends ContentfulStatusCode>(c: Context, status: S, message: string) {
  return c.json({ success: false as const, message }, status);
}

/** Whether text holds a control character (NUL, newline, escape...), which no id, term or name may contain. */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Shows a caller's input in a message without echoing a huge or invisible value back. */
export function quote(input: string): string {
  let visible = '';
  for (const char of input) visible += hasControlCharacters(char) ? '\uFFFD' : char;
  return `"${visible.length > 60 ? `${visible.slice(0, 57)}…` : visible}"`;
}

/** The error responses to declare on a route, for the OpenAPI document. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  const descriptions: Record<number, string> = {
    400: 'The request is not valid; the message says why.',
    403: 'The XSRF token is missing or does not match the cookie.',
    404: 'Nothing has that id.',
    413: 'The body is larger than the limit.',
    415: 'The body is not JSON.',
    422: 'The Idempotency-Key was used before for a different body.',
    429: 'Too many requests from this client; Retry-After says when to try again.',
    503: 'The database is unreachable; nothing was stored. Retry-After says when to try again.',
  };
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: descriptions[status] ?? 'Error',
        content: { 'application/json': { schema: ErrorSchema } },
      },
    ]),
  ) as {
    [K in S[number]]: {
      description: string;
      content: { 'application/json': { schema: typeof ErrorSchema } };
    };
  };
}
