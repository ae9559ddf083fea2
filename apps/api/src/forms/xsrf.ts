// The XSRF rule of spec section 6 on the API's side: a double-submit check. GET /get/xsrf-token sets the
// XSRF-TOKEN cookie; every POST must echo it in X-XSRF-TOKEN, which a page on another site cannot read or send.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  XSRF_COOKIE_NAME as XSRF_COOKIE,
  XSRF_HEADER_NAME as XSRF_HEADER,
  XSRF_TOKEN_PATTERN as TOKEN,
} from '@fittings/catalog-core';
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { peerAddress, type TrustProxy } from '../http/client-ip';
import type { AppEnv } from '../http/env';
import { sendError } from '../http/errors';

const same = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Refuses a request whose X-XSRF-TOKEN header does not equal its XSRF-TOKEN cookie. */
export function requireXsrfToken(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const cookie = getCookie(c, XSRF_COOKIE);
    const header = c.req.header(XSRF_HEADER);
    if (!cookie || !header || !TOKEN.test(cookie) || !same(cookie, header)) {
      return sendError(
        c,
        403,
        `The request could not be verified: send the ${XSRF_COOKIE} cookie from GET /get/xsrf-token back in the ${XSRF_HEADER} header. Reload the page and try again.`,
      );
    }
    return next();
  };
}

/**
 * Whether the visitor reached the site over https: this server's own scheme, or X-Forwarded-Proto when, and only
 * when, the peer is a trusted proxy (API_TRUST_PROXY); a visitor cannot make the cookie lose or gain `Secure`.
 */
export function visitorUsesHttps(
  url: string,
  peer: string | undefined,
  forwardedProto: string | undefined,
  trusted: TrustProxy,
): boolean {
  if (url.startsWith('https:')) return true;
  if (!peer || !trusted(peer)) return false;
  return (forwardedProto ?? '').split(',')[0]?.trim().toLowerCase() === 'https';
}

export function registerXsrf(app: OpenAPIHono<AppEnv>, trustProxy: TrustProxy): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/xsrf-token',
      tags: ['forms'],
      summary:
        'Sets the XSRF-TOKEN cookie that POST requests must echo in X-XSRF-TOKEN (never cached)',
      responses: {
        200: {
          description: 'The token, also set as the XSRF-TOKEN cookie',
          content: {
            'application/json': {
              schema: z.object({ success: z.literal(true), token: z.string() }),
            },
          },
        },
      },
    }),
    (c) => {
      const existing = getCookie(c, XSRF_COOKIE);
      const token =
        existing && TOKEN.test(existing) ? existing : randomBytes(24).toString('base64url');
      // Not HttpOnly: the site's script reads it to send the header, which is the point of the pattern.
      setCookie(c, XSRF_COOKIE, token, {
        path: '/',
        sameSite: 'Strict',
        secure: visitorUsesHttps(
          c.req.url,
          peerAddress(c),
          c.req.header('x-forwarded-proto'),
          trustProxy,
        ),
      });
      c.header('cache-control', 'no-store');
      return c.json({ success: true as const, token }, 200);
    },
  );
}
