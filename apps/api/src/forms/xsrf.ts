// The XSRF rule of spec section 6 on the API's side: a double-submit check. GET /get/xsrf-token sets the
// XSRF-TOKEN cookie; every POST must echo it in X-XSRF-TOKEN, which a page on another site cannot read or send.
import { randomBytes } from 'node:crypto';
import {
  XSRF_HEADER_NAME as XSRF_HEADER,
  XSRF_TOKEN_PATTERN as TOKEN,
  sameXsrfToken,
  xsrfCookieName,
} from '@fittings/catalog-core';
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { peerAddress, type TrustProxy } from '../http/client-ip';
import type { AppEnv } from '../http/env';
import { sendError } from '../http/errors';

/**
 * Refuses a request whose X-XSRF-TOKEN header does not equal its XSRF cookie: `__Host-XSRF-TOKEN` when the visitor
 * is on https (a plain `XSRF-TOKEN` there could have been planted by a sibling subdomain), `XSRF-TOKEN` otherwise.
 */
export function requireXsrfToken(trustProxy: TrustProxy): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const name = xsrfCookieName(httpsOf(c, trustProxy));
    const cookie = getCookie(c, name);
    const header = c.req.header(XSRF_HEADER);
    if (!cookie || !header || !TOKEN.test(cookie) || !sameXsrfToken(cookie, header)) {
      return sendError(
        c,
        403,
        `The request could not be verified: send the ${name} cookie from GET /get/xsrf-token back in the ${XSRF_HEADER} header. Reload the page and try again.`,
      );
    }
    return next();
  };
}

export const CROSS_SITE_MESSAGE =
  'This request came from another site and was refused. Open the form on this site and send it again.';

/**
 * The second layer under the token, for every POST: a browser says where a request comes from, and a request another
 * site's page made is refused whatever it carries. `Sec-Fetch-Site` decides when present (same-origin and none, a
 * request the visitor typed, pass; same-site and cross-site do not: the site lives on one origin). Otherwise an
 * `Origin` must name this host (X-Forwarded-Host from a trusted proxy, else Host); `Origin: null` (a sandboxed frame,
 * a redirect across sites) is refused. With neither header the caller is not a browser (curl, the site's own server
 * posting a no-JavaScript form) and the token alone decides.
 */
export function requireSameOrigin(trustProxy: TrustProxy): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const site = c.req.header('sec-fetch-site')?.trim().toLowerCase();
    const origin = c.req.header('origin')?.trim();
    const peer = peerAddress(c);
    const forwardedHost = peer && trustProxy(peer) ? c.req.header('x-forwarded-host') : undefined;
    const host = (forwardedHost ?? c.req.header('host') ?? new URL(c.req.url).host).toLowerCase();
    if (!sameOriginRequest(site, origin, host)) return sendError(c, 403, CROSS_SITE_MESSAGE);
    return next();
  };
}

/** The rule of {@link requireSameOrigin}, for one request's Sec-Fetch-Site, Origin and own host. */
export function sameOriginRequest(
  site: string | undefined,
  origin: string | undefined,
  host: string,
): boolean {
  if (site) return site === 'same-origin' || site === 'none';
  if (origin === undefined || origin === '') return true;
  try {
    return new URL(origin).host.toLowerCase() === host;
  } catch {
    // `null` and anything else that is no origin.
    return false;
  }
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

const httpsOf = (c: Context<AppEnv>, trustProxy: TrustProxy): boolean =>
  visitorUsesHttps(c.req.url, peerAddress(c), c.req.header('x-forwarded-proto'), trustProxy);

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
      const https = httpsOf(c, trustProxy);
      const name = xsrfCookieName(https);
      const existing = getCookie(c, name);
      const token =
        existing && TOKEN.test(existing) ? existing : randomBytes(24).toString('base64url');
      // Not HttpOnly: the site's script reads it to send the header, which is the point of the pattern. Over https
      // the name carries __Host-, which the browser accepts only with Secure, Path=/ and no Domain (as set here).
      setCookie(c, name, token, { path: '/', sameSite: 'Strict', secure: https });
      c.header('cache-control', 'no-store');
      return c.json({ success: true as const, token }, 200);
    },
  );
}
