const WHITESPACE = /\s/;

/**
 * A model number as search and look-ups compare it: without spaces, lower-case, so `t 14059` finds `T14059`. The one
 * key the ranking, the API's indexes and its product look-ups share.
 *
 * @example
 * modelKey('T 14059-BL') // 't14059-bl'
 * modelKey('T14059') // 't14059'
 */
export const modelKey = (model: string): string =>
  // It runs once per candidate on every search, so the common case (no spaces) skips the replacement.
  (WHITESPACE.test(model) ? model.replace(/\s+/g, '') : model).toLowerCase();
