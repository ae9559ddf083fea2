// The catalogue's media files: read from an import's media folder, checked, stored in the database in the import's
// transaction, read back by GET /media and by catalog:export. A brand's own images and the demo art take this path.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Db } from '../db/database';
import { CatalogueError, type CatalogueProblem } from '../catalogue/errors';
import { etagOf } from '../http/etag';

/** One media file: its path under /media (`products/T14059/front.svg`) and its bytes. */
export interface MediaFile {
  path: string;
  body: Buffer;
}

/** The kinds of file a catalogue may bring, by extension. */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  pdf: 'application/pdf',
  html: 'text/html; charset=UTF-8',
};

/** A folder or file name as a media URL may name it (the same rule GET /media applies to requests). */
export const MEDIA_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._&-]{0,119}$/;
/** The variant of a file (`?variant=hero`), stored as `name@hero.ext`. */
/**
 * A variant's stored name: `front.640x480.0123456789ab.avif` beside `front.jpg`; the hash is of what makes its bytes
 * (the photo, size, format and encoder settings), so new bytes always come under a new name.
 */
export const VARIANT_NAME = /^(.+)\.(\d{1,5})x(\d{1,5})\.([0-9a-f]{12})\.(avif|webp)$/;
/** What a variant's stored name says: the photo's stem, the size, the recipe's hash and the format; undefined if none. */
export function parseVariantName(
  path: string,
):
  | { stem: string; width: number; height: number; hash: string; format: 'avif' | 'webp' }
  | undefined {
  const match = VARIANT_NAME.exec(path);
  if (!match) return undefined;
  const [, stem = '', width, height, hash = '', format] = match;
  return {
    stem,
    width: Number(width),
    height: Number(height),
    hash,
    format: format as 'avif' | 'webp',
  };
}

/** Whether a stored path is a variant the import made (not a file the catalogue brought). */
export const isVariantPath = (path: string): boolean => VARIANT_NAME.test(path);

export const MEDIA_VARIANT = /^[a-z0-9][a-z0-9-]{0,39}$/;

const extensionOf = (path: string) => path.slice(path.lastIndexOf('.') + 1).toLowerCase();

/** The stored path of a variant of a file: `collections/pivotal.svg` + `hero` = `collections/pivotal@hero.svg`. */
export function variantPath(path: string, variant: string): string {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') + 1
    ? `${path.slice(0, dot)}@${variant}${path.slice(dot)}`
    : `${path}@${variant}`;
}

/** Why a path cannot be a media file, or undefined when it can. */
export function mediaPathProblem(path: string): string | undefined {
  const segments = path.split('/');
  const last = segments.pop() ?? '';
  const at = last.indexOf('@');
  const dot = last.lastIndexOf('.');
  const name = at > 0 && dot > at ? last.slice(0, at) + last.slice(dot) : last;
  const variant = at > 0 && dot > at ? last.slice(at + 1, dot) : undefined;
  if (
    segments.length === 0 ||
    ![...segments, name].every((s) => MEDIA_SEGMENT.test(s) && !s.includes('..')) ||
    (variant !== undefined && !MEDIA_VARIANT.test(variant))
  )
    return 'is not a valid media path: use folders and plain file names (letters, digits, ".", "_", "&", "-"), at most one "@variant"';
  if (!(extensionOf(name) in MEDIA_TYPES))
    return `has a kind of file the site does not serve (use ${Object.keys(MEDIA_TYPES).join(', ')})`;
  return undefined;
}

/** Reads every file under `dir` as media; throws a CatalogueError listing each file that cannot be one. */
export function readMediaFolder(dir: string): MediaFile[] {
  const files: MediaFile[] = [];
  const problems: CatalogueProblem[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const path = relative(dir, full).split(sep).join('/');
        const problem = entry.isFile() ? mediaPathProblem(path) : 'is not a regular file';
        if (problem) problems.push({ where: `media/${path}`, message: problem });
        else files.push({ path, body: readFileSync(full) });
      }
    }
  };
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new CatalogueError([{ where: dir, message: 'is not a folder of media files' }]);
  walk(dir);
  if (problems.length > 0) throw new CatalogueError(problems);
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Writes media files under `dir` (a catalogue folder's `media/`). */
export function writeMediaFolder(files: readonly MediaFile[], dir: string): void {
  for (const file of files) {
    const target = join(dir, ...file.path.split('/'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.body);
  }
}

const etags = new WeakMap<MediaFile, string>();
/** A file's ETag, computed once per file (the digest and the insert both need it). */
function etagOfFile(file: MediaFile): string {
  let etag = etags.get(file);
  if (etag === undefined) etags.set(file, (etag = etagOf(file.body)));
  return etag;
}

/**
 * A fingerprint of a set of media files, folded into the catalogue hash so media URLs change with the files. A photo
 * variant counts by its name, which is already a hash of what makes it: made or still to make, the same catalogue.
 */
export function mediaDigest(files: readonly MediaFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1)))
    hash
      .update(file.path)
      .update('\0')
      .update(isVariantPath(file.path) ? '' : etagOfFile(file))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Replaces the stored media with `files`; call inside the import's transaction. A variant not made yet (an empty
 * body) is stored empty, with no ETag, and made on its first request. */
export function replaceMedia(db: Db, files: readonly MediaFile[]): void {
  db.prepare('DELETE FROM media').run();
  const insert = db.prepare(
    'INSERT INTO media (path, content_type, etag, body) VALUES (?, ?, ?, ?)',
  );
  for (const file of files)
    insert.run(
      file.path,
      MEDIA_TYPES[extensionOf(file.path)] ?? 'application/octet-stream',
      file.body.length === 0 && isVariantPath(file.path) ? '' : etagOfFile(file),
      file.body,
    );
}

/** Every stored media file, by path (not the photo variants still to make: an import names them again). */
export function readStoredMedia(db: Db): MediaFile[] {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'media'");
  if (table.get() === undefined) return [];
  return (db.prepare('SELECT path, body FROM media ORDER BY path').all() as MediaFile[])
    .filter((row) => row.body.length > 0 || !isVariantPath(row.path))
    .map((row) => ({ path: row.path, body: Buffer.from(row.body) }));
}
