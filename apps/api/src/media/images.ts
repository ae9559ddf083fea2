// Raster photographs (a brand's JPEG or PNG, 2-5 MB each) become AVIF and WebP variants at a few widths, stored
// beside the original under content-keyed names, so a page can offer `<picture>`/`srcset` and a 375 px phone never
// downloads a desktop image. The import checks each photo and names its variants (the name is a hash of the photo,
// the size, the format and the encoder settings, so it is known before encoding); each variant is encoded with sharp
// (libvips) on its first request, once for all requests asking at the same time, and kept on disk by that name's key
// so every later database (a fresh seed, a test's folder) reuses it. A first start thus does not wait for encoding.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { CatalogueError, type CatalogueProblem } from '../catalogue/errors';
import { packageRoot } from '../paths';
import { segment, type Assets } from './assets';
import { isVariantPath, parseVariantName, type MediaFile } from './store';

/** The widths made of each photo (never above the photo's own): 320 and 640 serve a 375 px phone at 1x and 2x. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
/** The encodings made, best first: the order of a `<picture>`'s sources. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
const CONTENT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** Changes when the encoder settings below do, so cached variants of the old settings are not reused. */
const RECIPE = 'avif-q50-e3.webp-q76.fill.v2';

/** The photo kinds the import turns into variants (other raster kinds are stored and served as they are). */
const PHOTO = /\.(jpe?g|png)$/i;

export const isPhotoPath = (path: string): boolean => PHOTO.test(path);

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
    const variant = parseVariantName(path);
    if (!variant) continue;
    const { stem, width, height, format } = variant;
    const list = index.get(stem) ?? [];
    list.push({ format, width, height, path });
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

/** One variant to make: its name, and the photo, size and format that make it. */
interface VariantPlan {
  path: string;
  key: string;
  width: number;
  height: number;
  format: VariantFormat;
}

/** The key of a variant: a hash of the encoder settings, libvips, the photo's bytes, the size and the format. */
function variantKey(photo: Buffer, width: number, height: number, format: VariantFormat): string {
  return createHash('sha256')
    .update(RECIPE)
    .update(sharp.versions.vips ?? '')
    .update('\0')
    .update(photo)
    .update(`\0${width}x${height}.${format}`)
    .digest('hex')
    .slice(0, 32);
}

/** Names the variants of one photo of this (upright) size, without encoding any. */
function planVariants(file: MediaFile, size: { width: number; height: number }): VariantPlan[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w <= size.width);
  // A photo narrower than the smallest width is offered at its own width rather than enlarged.
  if (widths.length === 0) widths.push(size.width);
  const stem = stemOf(file.path);
  return widths.flatMap((width) => {
    const height = Math.max(1, Math.round((size.height * width) / size.width));
    return VARIANT_FORMATS.map((format) => {
      const key = variantKey(file.body, width, height, format);
      return {
        path: `${stem}.${width}x${height}.${key.slice(0, 12)}.${format}`,
        key,
        width,
        height,
        format,
      };
    });
  });
}

/** Encodes one variant: exactly the size its name says (the aspect kept to the pixel). */
async function encode(photo: Buffer, plan: VariantPlan): Promise<Buffer> {
  // rotate() applies the EXIF orientation: phones store portraits sideways.
  const resized = sharp(photo)
    .rotate()
    .resize({ width: plan.width, height: plan.height, fit: 'fill' });
  return (
    plan.format === 'avif'
      ? resized.avif({ quality: 50, effort: 3 })
      : resized.webp({ quality: 76 })
  ).toBuffer();
}

const cachePath = (cacheDir: string, plan: VariantPlan) =>
  join(cacheDir, `${plan.key}.${plan.format}`);

function readCached(cacheDir: string | undefined, plan: VariantPlan): Buffer | undefined {
  if (!cacheDir) return undefined;
  const target = cachePath(cacheDir, plan);
  try {
    return existsSync(target) ? readFileSync(target) : undefined;
  } catch {
    return undefined;
  }
}

function writeCached(cacheDir: string | undefined, plan: VariantPlan, body: Buffer): void {
  if (!cacheDir) return;
  const target = cachePath(cacheDir, plan);
  const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(temporary, body);
    renameSync(temporary, target);
  } catch {
    // A read-only or full disk: the variant in hand is as good, only not kept.
    rmSync(temporary, { force: true });
  }
}

/**
 * Where the variants of imported photos are kept by content (a hash of the recipe, libvips and the photo), so the
 * same photos are not encoded twice: outside the data folder, so a fresh database (an emptied `.data`, a test's
 * temporary folder) reuses them. IMAGE_CACHE_DIR moves it.
 */
export const variantCacheDir = (): string =>
  process.env.IMAGE_CACHE_DIR?.trim() ||
  join(packageRoot(), 'node_modules', '.cache', 'fittings-image-variants');

export interface VariantOptions {
  /**
   * A folder where variants are kept by their key (photo, size, format, encoder settings), so the same photos are
   * not encoded again: by a later request, a fresh seed of the demo catalogue, a re-import of a brand's folder.
   */
  cacheDir?: string;
}

/**
 * The media files plus the AVIF and WebP variants of every JPEG and PNG among them. A variant already kept in the
 * cache comes with its bytes; any other comes with an empty body, to be made on its first request (see
 * {@link variantMaker}). Variants a previous import made are dropped from `files` first (they are named again from
 * the photos). Throws a CatalogueError naming each photo that is damaged or not what its name says; nothing is
 * stored then.
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
    try {
      for (const plan of planVariants(file, await inspect(file)))
        made.push({ path: plan.path, body: readCached(options.cacheDir, plan) ?? Buffer.alloc(0) });
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

/** Photos encoded at once at most: libvips already uses every core for each, more would only queue in memory. */
const ENCODES_AT_ONCE = 2;

/**
 * Makes the variant stored at `path` from its photo, for GET /media: read from the cache when kept, else encoded
 * (two at a time; requests for the same variant share one encoding) and kept. Undefined when `path` is not a
 * variant of a photo `photoOf` finds, or names other bytes than that photo makes now (a stale name).
 */
export function variantMaker(options: {
  cacheDir?: string;
  /** The stored photo at a path, if any. */
  photoOf: (path: string) => Buffer | undefined;
}): (path: string) => Promise<Buffer | undefined> {
  const inFlight = new Map<string, Promise<Buffer | undefined>>();
  const waiting: (() => void)[] = [];
  let running = 0;
  const slot = async () => {
    if (running >= ENCODES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
  };
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  const make = async (path: string): Promise<Buffer | undefined> => {
    const variant = parseVariantName(path);
    if (!variant) return undefined;
    const { stem, width, height, hash, format } = variant;
    for (const extension of ['jpg', 'jpeg', 'png', 'JPG', 'JPEG', 'PNG']) {
      const photo = options.photoOf(`${stem}.${extension}`);
      if (!photo) continue;
      const plan: VariantPlan = {
        path,
        key: variantKey(photo, width, height, format),
        width,
        height,
        format,
      };
      if (plan.key.slice(0, 12) !== hash) continue;
      const kept = readCached(options.cacheDir, plan);
      if (kept) return kept;
      await slot();
      try {
        const body = await encode(photo, plan);
        writeCached(options.cacheDir, plan, body);
        return body;
      } finally {
        release();
      }
    }
    return undefined;
  };
  return (path) => {
    let promise = inFlight.get(path);
    if (!promise) {
      promise = make(path).finally(() => inFlight.delete(path));
      inFlight.set(path, promise);
    }
    return promise;
  };
}
