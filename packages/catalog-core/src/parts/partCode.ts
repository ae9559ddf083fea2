// Part and model codes as people type them from a product or its box: spaces, dashes, dots, lower case and a finish
// suffix (T35691-PN, T35691 CZ) all name the same thing.

/**
 * The finish suffixes printed after a model code (`-PN`, `-CZ`…): two or three letters after a separator. Only a
 * separated suffix is taken off, so a code that merely ends in letters (`RP50587X`) is left whole.
 */
const FINISH_SUFFIX = /[\s\-_./]+[A-Za-z]{2,3}\s*$/;

/** The longest code accepted; anything longer is not a code printed on a box. */
export const MAX_PART_CODE_LENGTH = 40;

/**
 * Normalises a typed model or part code for lookup: the finish suffix after a separator is dropped, then spaces,
 * dashes, dots, slashes and underscores, and the rest is upper-cased. Returns '' when nothing code-like is left.
 *
 * @example
 * normalizePartCode('t 35691') // 'T35691'
 * normalizePartCode('T35691-PN') // 'T35691'
 * normalizePartCode(' rp-50587 ') // 'RP50587'
 */
export function normalizePartCode(typed: string | null | undefined): string {
  if (typeof typed !== 'string') return '';
  const trimmed = typed.normalize('NFKC').trim().slice(0, MAX_PART_CODE_LENGTH);
  // A suffix is taken off only when a code with digits stays before it ("T35691-PN", never "AB-CD").
  const withoutSuffix = trimmed.replace(FINISH_SUFFIX, '');
  const base = /\d/.test(withoutSuffix) ? withoutSuffix : trimmed;
  const code = base.replace(/[\s\-_./]+/g, '').toUpperCase();
  return /^[A-Z0-9]+$/.test(code) ? code : '';
}

/**
 * Whether a typed term looks like a model or part code (letters and digits, at least one digit, four or more
 * characters once normalised), so search can try it as one.
 *
 * @example
 * looksLikePartCode('RP 50587') // true
 * looksLikePartCode('pull down') // false
 */
export function looksLikePartCode(typed: string | null | undefined): boolean {
  const code = normalizePartCode(typed);
  return code.length >= 4 && /\d/.test(code);
}

/**
 * The keys to look a typed code up by, most exact first: the code with only separators and case removed (so a
 * model whose finish is part of its code, `41157-AR`, is found as typed), then without a finish suffix. Look-ups
 * compare them with {@link compactCode} of each stored code.
 *
 * @example
 * partCodeKeys('t35691-pn') // ['T35691PN', 'T35691']
 * partCodeKeys('RP 50587') // ['RP50587']
 */
export function partCodeKeys(typed: string | null | undefined): string[] {
  const keys = [compactCode(typed), normalizePartCode(typed)].filter((key) => key !== '');
  return [...new Set(keys)];
}

/**
 * A stored or typed code with separators and case removed, for comparing codes; '' when it is not code-like.
 *
 * @example
 * compactCode('41157-AR') // '41157AR'
 */
export function compactCode(code: string | null | undefined): string {
  if (typeof code !== 'string') return '';
  const compact = code
    .normalize('NFKC')
    .trim()
    .slice(0, MAX_PART_CODE_LENGTH)
    .replace(/[\s\-_./]+/g, '')
    .toUpperCase();
  return /^[A-Z0-9]+$/.test(compact) ? compact : '';
}
