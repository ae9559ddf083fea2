// The one table of the web server's Cache-Control policies: what each kind of answer may be kept for, by the browser
// and by a shared cache (nginx, a CDN). every module of the edge names a policy here instead of writing the value.

export const CACHE_POLICIES = Object.freeze({
  /** Files under /assets/: their names change with their content, so they are kept for a year. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** Other files of public/ (icons, fonts' CSS, robots): an hour. */
  publicFile: 'public, max-age=3600',
  /** The service worker decides which release a phone runs: revalidated on every check. */
  serviceWorker: 'no-cache',
  /** A page (the same for every visitor): a shared cache keeps it a minute and serves it stale while it refreshes. */
  page: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  /** A permanent redirect (301, 308): a day. */
  permanentRedirect: 'public, max-age=86400',
  /** The not-found page: a minute in a shared cache. */
  notFound: 'public, max-age=0, s-maxage=60',
  /** Anything else: refusals, errors, answers for one visitor. */
  none: 'no-store',
} as const);

/** Pages are the same for every visitor (the wishlist lives in the browser), so a CDN may keep them briefly. */
export function pageCacheControl(status: number): string {
  if (status === 200) return CACHE_POLICIES.page;
  if (status === 301 || status === 308) return CACHE_POLICIES.permanentRedirect;
  if (status === 404) return CACHE_POLICIES.notFound;
  return CACHE_POLICIES.none;
}

/** A file served from public/: the service worker (and its precompressed copies) revalidated, the rest an hour. */
export const publicFileCacheControl = (file: string): string =>
  /\/sw\.js(\.br|\.gz)?$/.test(file) ? CACHE_POLICIES.serviceWorker : CACHE_POLICIES.publicFile;
