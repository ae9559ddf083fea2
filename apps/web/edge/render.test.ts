import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPage, pageEncoding } from './render';

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
