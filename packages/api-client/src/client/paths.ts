// Building request URLs: path segments encoded, relative paths joined to the API base.
import { ApiError } from '../errors/ApiError';

/** An absolute URL (`https://…`, `mailto:…`) or a protocol-relative one (`//host/…`). */
export function isAbsoluteUrl(path: string): boolean {
  return /^[a-z][a-z\d+\-.]*:/i.test(path) || path.startsWith('//');
}

/** Joins a path to the base URL, keeping any path the base has (`https://x/api` + `/get/…`). */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Encodes one path segment. `/`, `?`, `#`, `%` and spaces are escaped, so any search term stays one
 * segment. Empty, `.` and `..` segments are refused: URL parsing would drop or climb them and the
 * request would reach another endpoint. Endpoints are `async`, so a refusal arrives as a rejection.
 */
export function encodeSegment(value: string | number): string {
  const text = String(value);
  if (text === '' || text === '.' || text === '..') {
    throw new ApiError(`"${text}" cannot be used as a path segment.`, { kind: 'invalid-request' });
  }
  return encodeURIComponent(text);
}

/**
 * A tagged template for API paths: every interpolated value is one encoded segment.
 *
 * @example
 * apiPath`/get/search/result/${'50% off/tap'}` // '/get/search/result/50%25%20off%2Ftap'
 */
export function apiPath(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((path, part, index) => {
    const value = values[index - 1];
    return path + (value === undefined ? '' : encodeSegment(value)) + part;
  });
}
