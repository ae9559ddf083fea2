// Raster photographs (a brand's JPEG or PNG, 2-5 MB each) become AVIF and WebP variants at a few widths, stored
// beside the original under content-hashed names, so a page can offer `<picture>`/`srcset` and a 375 px phone never
// downloads a desktop image. Done by the import, before its transaction, with sharp (libvips); never at request time.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { CatalogueError, type CatalogueProblem } from '../catalogue/errors';
import { segment, type Assets } from './assets';
import type { MediaFile } from './store';

/** The widths made of each photo (never above the photo's own): 320 and 640 serve a 375 px phone at 1x and 2x. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
/** The encodings made, best first: the order of a `<picture>`'s sources. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
const CONTENT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** Changes when the encoder settings below do, so cached variants of the old settings are not reused. */
const RECIPE = 'avif-q50-e3.webp-q76.v1';

/** The photo kinds the import turns into variants (other raster kinds are stored and served as they are). */
const PHOTO = /\.(jpe?g|png)$/i;
/** A variant's stored name: `front.640x480.0123456789ab.avif` beside `front.jpg`; the hash is of its bytes. */
const VARIANT_NAME = /^(.+)\.(\d{1,5})x(\d{1,5})\.([0-9a-f]{12})\.(avif|webp)$/;

export const isPhotoPath = (path: string): boolean => PHOTO.test(path);
/** Whether a stored path is a variant the import made (not a file the catalogue brought). */
export const isVariantPath = (path: string): boolean => VARIANT_NAME.test(path);

/** A photo's variants as the API describes them: enough for `<picture>`, `srcset`, `sizes` and width/height. */
export interface ImageVariants {
  /** The intrinsic size of the largest variant: the aspect ratio a page reserves (no layout shift). */
  width: number;
  height: number;
  /** One entry per encoding, best first (`image/avif`, then `image/webp`), each listing its widths, smallest first. */
  sources: { type: string; srcset: { url: string; width: number }[] }[];
}

interface StoredVariant {
  format: VariantFormat;
  width: number;
  height: number;
  path: string;
}

/** The variants stored for each photo, by the photo's path without its extension (`products/T14059-PR/front`). */
export type ImageIndex = Map<string, StoredVariant[]>;

/** Builds the index from the stored paths (the names carry format, size and hash, so nothing else is stored). */
export function indexVariants(paths: Iterable<string>): ImageIndex {
  const index: ImageIndex = new Map();
  for (const path of paths) {
    const match = VARIANT_NAME.exec(path);
    if (!match) continue;
    const [, stem, width, height, , format] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
      VariantFormat,
    ];
    const list = index.get(stem) ?? [];
    list.push({ format, width: Number(width), height: Number(height), path });
    index.set(stem, list);
  }
  for (const list of index.values()) list.sort((a, b) => a.width - b.width);
  return index;
}

/**
 * The image at `stem` (a path without extension): a photo's fallback URL (its largest WebP, which every browser the
 * site supports shows) with its variants, or, when the catalogue brought no photo there, `stem.fallbackExt` as before.
 */
export function pictureOf(
  index: ImageIndex,
  assets: Assets,
  stem: string,
  fallbackExt = 'svg',
): { url: string; variants?: ImageVariants } {
  // Stored paths are plain; URLs carry each segment encoded (models may hold characters a path should not).
  const urlOf = (path: string) => assets.url(path.split('/').map(segment).join('/'));
  const stored = index.get(stem);
  if (!stored || stored.length === 0) return { url: urlOf(`${stem}.${fallbackExt}`) };
  const largest = stored[stored.length - 1] as StoredVariant;
  const fallback = stored.filter((v) => v.format === 'webp').pop() ?? largest;
  return {
    url: urlOf(fallback.path),
    variants: {
      width: largest.width,
      height: largest.height,
      sources: VARIANT_FORMATS.map((format) => ({
        type: CONTENT_TYPES[format],
        srcset: stored
          .filter((v) => v.format === format)
          .map((v) => ({ url: urlOf(v.path), width: v.width })),
      })).filter((source) => source.srcset.length > 0),
    },
  };
}

const stemOf = (path: string) => path.slice(0, path.lastIndexOf('.'));

/** The record a media path belongs to, for error messages: `products/T14059-PR/front.jpg` is product T14059-PR's. */
function recordOf(path: string): string {
  const [folder, name] = path.split('/');
  const kinds: Record<string, string> = {
    products: 'product',
    collections: 'collection',
    technologies: 'technology',
    banners: 'banner',
    events: 'event',
    awards: 'award',
    videos: 'video',
    catalogs: 'catalogue',
  };
  const kind = folder ? kinds[folder] : undefined;
  if (!kind || !name) return '';
  // products/T14059-PR/front.jpg names product T14059-PR; collections/pivotal.jpg names collection pivotal.
  return ` (${kind} ${path.split('/').length > 2 ? name : stemOf(name)})`;
}

/** Checks a photo is what its name says (JPEG or PNG, readable) and returns its decoded size; throws with the reason. */
async function inspect(file: MediaFile): Promise<{ width: number; height: number }> {
  const expected = /\.png$/i.test(file.path) ? 'png' : 'jpeg';
  let metadata: Metadata;
  try {
    metadata = await sharp(file.body).metadata();
  } catch {
    throw new Error('is not a readable JPEG or PNG image (the file is damaged or of another kind)');
  }
  if (metadata.format !== expected)
    throw new Error(
      `is named .${file.path.split('.').pop()} but holds ${metadata.format ? `a ${metadata.format.toUpperCase()} image` : 'no image the import reads'} (send JPEG or PNG)`,
    );
  // Decode it fully: a truncated JPEG has readable headers and fails only here.
  try {
    await sharp(file.body).stats();
  } catch {
    throw new Error('is a damaged image: it cannot be decoded to the end');
  }
  const { width, height } = metadata;
  if (!width || !height) throw new Error('has no width or height');
  return metadata.orientation && metadata.orientation >= 5
    ? { width: height, height: width }
    : { width, height };
}

/** Encodes the variants of one photo. */
async function encode(file: MediaFile): Promise<MediaFile[]> {
  const { width } = await inspect(file);
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w <= width);
  // A photo narrower than the smallest width is offered at its own width rather than enlarged.
  if (widths.length === 0) widths.push(width);
  const stem = stemOf(file.path);
  const out: MediaFile[] = [];
  for (const w of widths) {
    // rotate() applies the EXIF orientation: phones store portraits sideways.
    const resized = sharp(file.body).rotate().resize({ width: w, withoutEnlargement: true });
    for (const format of VARIANT_FORMATS) {
      const { data, info } = await (
        format === 'avif'
          ? resized.clone().avif({ quality: 50, effort: 3 })
          : resized.clone().webp({ quality: 76 })
      ).toBuffer({ resolveWithObject: true });
      const hash = createHash('sha256').update(data).digest('hex').slice(0, 12);
      out.push({ path: `${stem}.${info.width}x${info.height}.${hash}.${format}`, body: data });
    }
  }
  return out;
}

/** One file holding the variants of a photo: a JSON index line (`[[path, length], ...]`), then the bodies. */
function readCached(target: string): MediaFile[] | undefined {
  try {
    const bundle = readFileSync(target);
    const newline = bundle.indexOf(10);
    const index = JSON.parse(bundle.subarray(0, newline).toString('utf8')) as [string, number][];
    let offset = newline + 1;
    return index.map(([path, length]) => {
      const body = bundle.subarray(offset, offset + length);
      offset += length;
      return { path, body };
    });
  } catch {
    return undefined;
  }
}

function writeCached(files: readonly MediaFile[], target: string): void {
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    mkdirSync(join(target, '..'), { recursive: true });
    const index = Buffer.from(`${JSON.stringify(files.map((f) => [f.path, f.body.length]))}\n`);
    writeFileSync(temporary, Buffer.concat([index, ...files.map((f) => f.body)]));
    renameSync(temporary, target);
  } catch {
    // A read-only or full disk: the variants in hand are as good, only not kept.
    rmSync(temporary, { force: true });
  }
}

export interface VariantOptions {
  /**
   * A folder where variants are kept by the photo's content (and path and recipe), so importing the same photos again
   * (every seed of the demo catalogue, a re-import of a brand's folder) does not encode them again.
   */
  cacheDir?: string;
}

/**
 * The media files plus the AVIF and WebP variants of every JPEG and PNG among them. Variants a previous import
 * made are dropped from `files` first (they are remade from the photos). Throws a CatalogueError naming each photo
 * that is damaged or not what its name says; nothing is stored then.
 */
export async function withImageVariants(
  files: readonly MediaFile[],
  options: VariantOptions = {},
): Promise<MediaFile[]> {
  const brought = files.filter((file) => !isVariantPath(file.path));
  const problems: CatalogueProblem[] = [];
  const made: MediaFile[] = [];
  for (const file of brought) {
    if (!isPhotoPath(file.path)) continue;
    const key = createHash('sha256')
      .update(RECIPE)
      .update(sharp.versions.vips ?? '')
      .update(file.path)
      .update('\0')
      .update(file.body)
      .digest('hex')
      .slice(0, 32);
    const cached = options.cacheDir ? join(options.cacheDir, `${key}.bundle`) : undefined;
    const hit = cached && existsSync(cached) ? readCached(cached) : undefined;
    if (hit) {
      made.push(...hit);
      continue;
    }
    try {
      const variants = await encode(file);
      if (cached) writeCached(variants, cached);
      made.push(...variants);
    } catch (error) {
      problems.push({
        where: `media/${file.path}${recordOf(file.path)}`,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  if (problems.length > 0) throw new CatalogueError(problems);
  return [...brought, ...made].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
