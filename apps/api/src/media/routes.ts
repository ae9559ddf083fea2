// GET /media/*: the catalogue's media files (images, documents, video pages) as the import stored them. Nothing is
// drawn or read from disk here (the demo art is made when the demo catalogue is seeded, see src/seed/art), so no
// path can reach outside the media; odd paths are still refused with a clear 400.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../http/env';
import { quote, sendError } from '../http/errors';
import { matchesEtag } from '../http/etag';
import { MEDIA_SEGMENT, MEDIA_VARIANT, variantPath } from './store';

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface StoredMedia {
  content_type: string;
  etag: string;
  body: Buffer;
}

/** Splits and checks a media path; undefined when any segment is not a plain file or folder name. */
export function mediaSegments(pathname: string): string[] | undefined {
  const raw = pathname.replace(/^\/media\/?/, '').split('/');
  const segments: string[] = [];
  for (const part of raw) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    if (!MEDIA_SEGMENT.test(decoded) || decoded.includes('..')) return undefined;
    segments.push(decoded);
  }
  return segments.length > 0 ? segments : undefined;
}

export function registerMedia(app: OpenAPIHono<AppEnv>, { db }: Deps): void {
  const find = db.prepare('SELECT content_type, etag, body FROM media WHERE path = ?');
  const lookup = (path: string) => find.get(path) as StoredMedia | undefined;

  app.get('/media/*', (c) => {
    const url = new URL(c.req.url);
    const segments = mediaSegments(url.pathname);
    if (!segments)
      return sendError(
        c,
        400,
        'The media path is not valid: use plain names without "..", slashes or control characters.',
      );
    const path = segments.join('/');
    // A variant (`?variant=hero`) is its own file when the catalogue has one; otherwise the file itself answers.
    const variant = url.searchParams.get('variant');
    const asset =
      (variant && MEDIA_VARIANT.test(variant) ? lookup(variantPath(path, variant)) : undefined) ??
      lookup(path);
    if (!asset) return sendError(c, 404, `There is no media file ${quote(path)}.`);
    c.header('cache-control', IMMUTABLE);
    c.header('etag', asset.etag);
    c.header('x-content-type-options', 'nosniff');
    c.header('access-control-allow-origin', '*');
    const isPdf = asset.content_type === 'application/pdf';
    if (!isPdf) {
      c.header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:",
      );
    }
    if (matchesEtag(c.req.header('if-none-match'), asset.etag)) return c.body(null, 304);
    if (isPdf) {
      // products/T14059/spec-sheet.pdf downloads as T14059-spec-sheet.pdf, catalogs/x.pdf as x.pdf.
      const filename = segments.slice(1).join('-');
      const disposition = url.searchParams.get('download') === '1' ? 'attachment' : 'inline';
      c.header('content-disposition', `${disposition}; filename="${filename}"`);
    }
    c.header('content-type', asset.content_type);
    return c.body(new Uint8Array(asset.body), 200);
  });
}
