// Strong ETags from bytes and the If-None-Match test, for the response cache and the media files alike (the media
// store makes its files' ETags at import, and must not depend on the cache, which depends on the catalogue state).
import { createHash } from 'node:crypto';

/** A strong ETag from the body's bytes. */
export const etagOf = (body: string | Uint8Array): string =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
