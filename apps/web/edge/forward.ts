// The catalogue API under the site's own origin (/get, /media, /post), so the browser talks to one host (spec 9:
// same domain, no port): the visitor's request passed on without its hop-by-hop headers, with this server's own
// forwarding headers.
import { ERROR_MESSAGES } from '@fittings/api-client';
import type { Context, Handler } from 'hono';
import { proxy } from 'hono/proxy';
import { CACHE_POLICIES } from './cachePolicy';
import { clientAddress } from './clientAddress';

/** The handler that forwards a request to the API at `apiOrigin`; a 502 in the site's words when it cannot. */
export function forwardTo(apiOrigin: string): Handler {
  return async (c) => {
    if (!FORWARDED_METHODS.has(c.req.method)) return refuseMethod(c);
    const url = new URL(c.req.url);
    try {
      return await proxy(new URL(url.pathname + url.search, apiOrigin), {
        raw: c.req.raw,
        headers: forwardedHeaders(c, url),
      });
    } catch {
      return c.json({ success: false, message: ERROR_MESSAGES.network }, 502);
    }
  };
}

/**
 * Headers that belong to one connection and are never passed on by a proxy (RFC 9110 7.6.1), with `Expect` (this
 * server has answered 100-continue itself) and `Host`. fetch refuses a request that carries some of them, which made
 * legal requests a 502.
 */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'host',
];
const HEADER_TOKEN = /^[!#$%&'*+\-.0-9A-Z^_`a-z|~]+$/;

/**
 * The headers a request is forwarded to the API with: the visitor's, less the hop-by-hop ones and those its
 * `Connection` names, then this server's own forwarding headers, set last so no visitor can remove or replace them.
 */
function forwardedHeaders(c: Context, url: URL): Headers {
  const headers = new Headers(c.req.raw.headers);
  for (const name of (headers.get('connection') ?? '').split(',')) {
    const token = name.trim();
    if (HEADER_TOKEN.test(token)) headers.delete(token);
  }
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.set('x-forwarded-host', url.host);
  // This server's verdict (prepareIncoming): a trusted proxy's word, else the socket's scheme.
  headers.set(
    'x-forwarded-proto',
    c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', ''),
  );
  // The API limits form posts per visitor and trusts this header from us (API_TRUST_PROXY).
  const forwarded = forwardedFor(c);
  if (forwarded) headers.set('x-forwarded-for', forwarded);
  else headers.delete('x-forwarded-for');
  return headers;
}

/** The methods the API answers; TRACE, CONNECT and the like are refused here (fetch cannot send them anyway). */
const FORWARDED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function refuseMethod(c: Context): Response {
  c.header('Allow', [...FORWARDED_METHODS].join(', '));
  c.header('Cache-Control', CACHE_POLICIES.none);
  return c.json(
    { success: false, message: `The method ${c.req.method} is not allowed here.` },
    405,
  );
}

/** X-Forwarded-For with the visitor's address appended, as each proxy on the way does. */
function forwardedFor(c: Context): string | undefined {
  const previous = c.req.header('x-forwarded-for');
  const address = clientAddress(c);
  if (!address) return previous;
  return previous ? `${previous}, ${address}` : address;
}
