// Builds the URLs of generated media. By default they are same-origin and relative (`/media/...`), so they work
// whatever host name, port or scheme the site is reached by; ASSET_BASE_URL names one or more CDN hosts instead.

/** The version written into asset URLs: it changes when the generator or the catalogue does, so URLs stay immutable. */
export const MEDIA_GENERATOR_VERSION = '1';

/** The base of asset URLs when no CDN is configured: the site's own origin, relative. */
export const RELATIVE_MEDIA_BASE = '/media';

export interface Assets {
  /** The URL of a media path such as `products/T14059/front.svg`: relative, or on one of the configured hosts. */
  url(path: string, query?: string): string;
}

/** FNV-1a, 32 bits: a stable spread of paths over hosts, the same in every process and every release. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The bases of a setting: comma-separated absolute URLs, or the relative default when empty. */
export function assetBases(setting: string | undefined): string[] {
  const bases = (setting ?? '')
    .split(',')
    .map((base) => base.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return bases.length > 0 ? bases : [RELATIVE_MEDIA_BASE];
}

/**
 * URLs under the configured bases (comma-separated; default `/media`). With several hosts, a hash of the path picks
 * one, so each file always comes from the same host (one cache entry per file) and the files spread evenly.
 */
export function createAssets(setting: string | undefined, catalogueHash: string): Assets {
  const bases = assetBases(setting);
  const version = `${MEDIA_GENERATOR_VERSION}.${catalogueHash.slice(0, 8)}`;
  const baseOf = (path: string): string =>
    bases.length === 1 ? (bases[0] as string) : (bases[fnv1a(path) % bases.length] as string);
  return {
    url: (path, query) => `${baseOf(path)}/${path}?v=${version}${query ? `&${query}` : ''}`,
  };
}

/** The media path segment of a model or slug: encoded, as models may hold characters a path should not. */
export const segment = (value: string): string => encodeURIComponent(value);
