/**
 * The product id of a product page path, or `null` when the path is not exactly two segments, `product` then a
 * non-empty id (spec sections 2.2 and 5). One trailing slash is tolerated; query and hash are ignored; the id is
 * URL-decoded.
 *
 * @example
 * parseProductPath('/product/T14059') // 'T14059'
 * parseProductPath('/product/') // null
 * parseProductPath('/product/T14059/extra') // null
 * parseProductPath('/products/T14059') // null
 */
export function parseProductPath(pathname: string | null | undefined): string | null {
  if (typeof pathname !== 'string') return null;
  let path = pathname.split(/[?#]/, 1)[0] ?? '';
  if (path.startsWith('/')) path = path.slice(1);
  if (path.endsWith('/')) path = path.slice(0, -1);
  const segments = path.split('/');
  if (segments.length !== 2 || segments[0] !== 'product') return null;
  const raw = segments[1] ?? '';
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return id.trim() === '' ? null : id;
}

/**
 * The canonical path of a product page.
 *
 * @example
 * productPath('T14059') // '/product/T14059'
 */
export function productPath(modelOrSlug: string): string {
  return `/product/${encodeURIComponent(modelOrSlug)}`;
}
