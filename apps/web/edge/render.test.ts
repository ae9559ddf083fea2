import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  compressPage,
  matchesETag,
  pageEncoding,
  pageETag,
  preloadScriptsAfterStylesheet,
} from './render';

describe('the encoding of a rendered page', () => {
  it('is brotli whenever the browser takes it, else gzip, else none', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip;q=1, br;q=0.5')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('identity')).toBeUndefined();
    expect(pageEncoding('')).toBeUndefined();
    expect(pageEncoding(undefined)).toBeUndefined();
  });

  it('honours q=0 and reads case and spaces as the header allows', () => {
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pageEncoding('BR ; q=0 , GZIP ; q=0.8')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip;q=0')).toBeUndefined();
  });

  it('takes `*` as accepting both, unless one is refused by name', () => {
    expect(pageEncoding('*')).toBe('br');
    expect(pageEncoding('br;q=0, *')).toBe('gzip');
    expect(pageEncoding('*;q=0')).toBeUndefined();
  });

  it('compresses a page so that it reads back the same', () => {
    const html = `<!DOCTYPE html><html><body>${'<p>नल और फिटिंग</p>'.repeat(200)}</body></html>`;
    expect(brotliDecompressSync(compressPage(html, 'br')).toString()).toBe(html);
    expect(gunzipSync(compressPage(html, 'gzip')).toString()).toBe(html);
  });
});

describe('a page asks for its scripts once its stylesheet is in', () => {
  const page = [
    '<!DOCTYPE html><html><head><link rel="preload" as="image" href="/media/a.svg" fetchPriority="high"/>',
    '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/libraries-2.js"/>',
    '<link rel="stylesheet" href="/assets/style-3.css"/></head><body><main>Text</main>',
    '<script>restoreScroll()</script><script>window.__context = {}</script>',
    '<script type="module" async="">import "/assets/entry.client-1.js";</script></body></html>',
  ].join('');

  it('takes the module preloads out of the head, where the preload scanner sent them before the stylesheet', () => {
    const html = preloadScriptsAfterStylesheet(page);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" href="/assets/style-3.css"/>');
    expect(head).toContain('fetchPriority="high"');
  });

  it('makes them from a classic script just before the module script, low priority, in their order', () => {
    const html = preloadScriptsAfterStylesheet(page);
    const script = html.indexOf('["/assets/entry.client-1.js","/assets/libraries-2.js"].forEach(');
    expect(script).toBeGreaterThan(html.indexOf('window.__context'));
    expect(script).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain('l.rel="modulepreload";l.fetchPriority="low"');
    // Nothing else changes: the page's text and its other scripts are as they were.
    expect(html.replace(/<script>\["[^]*?<\/script>/, '')).toBe(
      page.replace(/<link rel="modulepreload"[^>]*>/g, ''),
    );
  });

  it('leaves a page without a module script, or with an address it would not write into a script, as it is', () => {
    const noModule = page.replace(/<script type="module"[^]*?<\/script>/, '');
    expect(preloadScriptsAfterStylesheet(noModule)).toBe(noModule);
    const odd = page.replace('/assets/libraries-2.js"/>', '/assets/x.js?a=</script>"/>');
    expect(preloadScriptsAfterStylesheet(odd)).toBe(odd);
  });
});

describe('a page validator', () => {
  it('is the same for the same page and encoding, and differs with either', () => {
    expect(pageETag('<p>a</p>', 'br')).toBe(pageETag('<p>a</p>', 'br'));
    expect(pageETag('<p>a</p>', 'br')).not.toBe(pageETag('<p>b</p>', 'br'));
    expect(pageETag('<p>a</p>', 'br')).not.toBe(pageETag('<p>a</p>', 'gzip'));
    expect(pageETag('<p>a</p>', undefined)).toMatch(/^W\/"[\w-]+"$/);
  });

  it('is matched weakly, in a list, or by *', () => {
    const etag = pageETag('<p>a</p>', 'gzip');
    expect(matchesETag(etag, etag)).toBe(true);
    expect(matchesETag(etag.replace(/^W\//, ''), etag)).toBe(true);
    expect(matchesETag(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesETag('*', etag)).toBe(true);
    expect(matchesETag('"other"', etag)).toBe(false);
    expect(matchesETag(undefined, etag)).toBe(false);
    expect(matchesETag(pageETag('<p>a</p>', 'br'), etag)).toBe(false);
  });
});
