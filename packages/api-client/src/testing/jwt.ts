// Test-only: unsigned JWTs with a chosen expiry. The client never verifies signatures.

function base64Url(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64url');
}

/** A JWT whose `exp` is `expiresAt` (milliseconds), padded with `extra` claims. */
export function makeJwt(
  expiresAt: number | undefined,
  extra: Record<string, unknown> = {},
): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const claims = expiresAt === undefined ? extra : { ...extra, exp: Math.floor(expiresAt / 1000) };
  return `${header}.${base64Url(JSON.stringify(claims))}.signature`;
}

export const HOUR = 60 * 60 * 1000;
