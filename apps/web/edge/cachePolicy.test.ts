import { describe, expect, it } from 'vitest';
import { pageCacheControl, publicFileCacheControl } from './cachePolicy';

describe('the cache policies of the web server', () => {
  it('lets a shared cache keep pages, redirects and the not-found page, and nothing else', () => {
    expect(pageCacheControl(200)).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    expect(pageCacheControl(301)).toBe('public, max-age=86400');
    expect(pageCacheControl(308)).toBe('public, max-age=86400');
    expect(pageCacheControl(302)).toBe('no-store');
    expect(pageCacheControl(404)).toBe('public, max-age=0, s-maxage=60');
    expect(pageCacheControl(500)).toBe('no-store');
  });

  it('revalidates the service worker and its precompressed copies, and keeps other files an hour', () => {
    for (const file of ['build/client/sw.js', 'build/client/sw.js.br', 'build/client/sw.js.gz'])
      expect(publicFileCacheControl(file)).toBe('no-cache');
    expect(publicFileCacheControl('build/client/favicon.ico')).toBe('public, max-age=3600');
    expect(publicFileCacheControl('build/client/not-sw.jsx')).toBe('public, max-age=3600');
  });
});
