/**
 * The value of one cookie in a `Cookie` header or `document.cookie` string, URI-decoded, or
 * `undefined` when it is absent.
 *
 * @example
 * readCookie('a=1; XSRF-TOKEN=abc%3D', 'XSRF-TOKEN') // 'abc='
 */
export function readCookie(cookies: string | null | undefined, name: string): string | undefined {
  if (!cookies) return undefined;
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
