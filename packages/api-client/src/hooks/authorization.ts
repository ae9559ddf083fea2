// The Authorization rule of spec section 6, as a ky beforeRequest hook.
import type { BeforeRequestHook } from 'ky';
import { readContext } from '../client/requestContext';
import type { TokenStore } from '../token/tokenStore';

/**
 * The values the Authorization header carries instead of a bearer token, saying why there is none.
 *
 * @example
 * request.headers.get('authorization') === AUTHORIZATION_PLACEHOLDERS.noToken
 */
export const AUTHORIZATION_PLACEHOLDERS = {
  /** The stored token is expired. */
  expiredToken: 'expired-token',
  /** The target is not the allowed protocol, domain and port, so the token is withheld. */
  domainNotAllowed: 'domain-not-allowed',
  /** There is no stored token. */
  noToken: 'no-jwt-token',
} as const;

/** Whether `url` has exactly the protocol, domain and port of one of the allowed origins. */
export function isAllowedOrigin(url: URL, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
}

/**
 * The Authorization header for a request to `url`: `Bearer <token>` when the target is allowed and
 * the token exists and is unexpired, otherwise the placeholder that says why not. The target is
 * checked first, so a foreign host learns nothing about the visitor's session.
 */
export function authorizationFor(
  url: URL,
  tokenStore: TokenStore,
  allowedOrigins: readonly string[],
): string {
  if (!isAllowedOrigin(url, allowedOrigins)) return AUTHORIZATION_PLACEHOLDERS.domainNotAllowed;
  const status = tokenStore.status();
  if (status === 'missing') return AUTHORIZATION_PLACEHOLDERS.noToken;
  if (status === 'expired') return AUTHORIZATION_PLACEHOLDERS.expiredToken;
  return `Bearer ${tokenStore.read() ?? ''}`;
}

/**
 * Sets the Authorization header on every request, and removes it from product and search requests,
 * which are sent without any token.
 */
export function createAuthorizationHook(
  tokenStore: TokenStore,
  allowedOrigins: readonly string[],
): BeforeRequestHook {
  return ({ request, options }) => {
    if (readContext(options.context).anonymous) {
      request.headers.delete('authorization');
      return;
    }
    request.headers.set(
      'authorization',
      authorizationFor(new URL(request.url), tokenStore, allowedOrigins),
    );
  };
}
