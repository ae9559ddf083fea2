// Reads the `exp` claim of a JWT without verifying it: the client only needs to know when to stop
// sending a token; the API verifies signatures.

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The expiry of a JWT in milliseconds since the epoch, or `undefined` when the token carries no
 * readable numeric `exp` claim (an opaque token, or a JWT without expiry).
 *
 * @example
 * tokenExpiry(jwtWithExp(1_700_000_000)) // 1_700_000_000_000
 * tokenExpiry('opaque') // undefined
 */
export function tokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined || payload === '') return undefined;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return undefined;
    const { exp } = claims as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a token is expired at `now` (milliseconds). A token without a readable `exp` never
 * expires on the client's side; the server still decides whether it accepts it.
 *
 * @example
 * isTokenExpired(token, Date.now())
 */
export function isTokenExpired(token: string, now: number): boolean {
  const expiry = tokenExpiry(token);
  return expiry !== undefined && expiry <= now;
}
