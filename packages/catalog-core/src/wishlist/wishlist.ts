/**
 * The separator of the stored wishlist string.
 *
 * @example
 * ['T14059', 'RP50587'].join(WISHLIST_SEPARATOR) // 'T14059,RP50587'
 */
export const WISHLIST_SEPARATOR = ',';

/**
 * Reads the wishlist string kept in the browser into a list of models. Tolerates null, blanks, stray spaces and
 * repeated commas; a model listed twice is kept once, in its first place.
 *
 * @example
 * parseWishlist(' T14059, ,RP50587,,T14059 ') // ['T14059', 'RP50587']
 * parseWishlist(null) // []
 */
export function parseWishlist(value: string | null | undefined): string[] {
  if (typeof value !== 'string') return [];
  const models: string[] = [];
  for (const part of value.split(WISHLIST_SEPARATOR)) {
    const model = part.trim();
    if (model !== '' && !models.includes(model)) models.push(model);
  }
  return models;
}

/**
 * Writes a list of models as the comma-separated string kept in the browser. Blank entries are dropped.
 *
 * @example
 * serializeWishlist(['T14059', 'RP50587']) // 'T14059,RP50587'
 */
export function serializeWishlist(models: readonly string[]): string {
  return parseWishlist(models.join(WISHLIST_SEPARATOR)).join(WISHLIST_SEPARATOR);
}

/**
 * Adds a model at the end of the list. A model already present, or a blank one, is ignored.
 * Returns a new list; the input is not changed.
 *
 * @example
 * addToWishlist(['T14059'], 'RP50587') // ['T14059', 'RP50587']
 * addToWishlist(['T14059'], 'T14059') // ['T14059']
 */
export function addToWishlist(models: readonly string[], model: string): string[] {
  const clean = model.trim();
  if (clean === '' || clean.includes(WISHLIST_SEPARATOR) || models.includes(clean))
    return [...models];
  return [...models, clean];
}

/**
 * Removes a model by its code. Returns a new list; the input is not changed.
 *
 * @example
 * removeFromWishlist(['T14059', 'RP50587'], 'T14059') // ['RP50587']
 */
export function removeFromWishlist(models: readonly string[], model: string): string[] {
  const clean = model.trim();
  return models.filter((entry) => entry !== clean);
}
