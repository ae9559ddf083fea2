// Builds the URLs of generated media from the asset base, so a CDN can serve them in production.

/** The version written into asset URLs: it changes when the generator or the catalogue does, so URLs stay immutable. */
export const MEDIA_GENERATOR_VERSION = '1';

export interface Assets {
  /** The absolute URL of a media path such as `products/T14059/front.svg`. */
  url(path: string, query?: string): string;
}

export function createAssets(base: string, catalogueHash: string): Assets {
  const version = `${MEDIA_GENERATOR_VERSION}.${catalogueHash.slice(0, 8)}`;
  return {
    url: (path, query) => `${base}/${path}?v=${version}${query ? `&${query}` : ''}`,
  };
}

/** The media path segment of a model or slug: encoded, as models may hold characters a path should not. */
export const segment = (value: string): string => encodeURIComponent(value);
