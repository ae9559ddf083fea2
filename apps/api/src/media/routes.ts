// GET /media/*: the catalogue's media files (images, documents, video pages) as the import stored them. Nothing is
// drawn here (the demo catalogue brings its pictures as files, see tools/demo-catalogue); a photo variant the import
// named but did not make is made from its stored photo on its first request (src/media/images.ts) and stored. Only
// stored paths are answered, so no path can reach outside the media; odd paths are refused with a clear 400.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../http/env';
import { quote, sendError } from '../http/errors';
import { matchesEtag } from '../http/etag';
import { etagOf } from '../http/etag';
import { pendingVariants } from './pending';
import { MEDIA_SEGMENT, MEDIA_VARIANT, isVariantPath, variantPath } from './store';

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
  const pending = pendingVariants(db);
  /** A variant not made yet, made and stored (undefined when its photo no longer makes it). */
  const made = async (path: string, stored: StoredMedia): Promise<StoredMedia | undefined> => {
    const body = await pending.make(path);
    return body ? { ...stored, etag: etagOf(body), body } : undefined;
  };

  app.get('/media/*', async (c) => {
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
    let asset =
      (variant && MEDIA_VARIANT.test(variant) ? lookup(variantPath(path, variant)) : undefined) ??
      lookup(path);
    if (asset && asset.body.length === 0 && isVariantPath(path)) asset = await made(path, asset);
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
