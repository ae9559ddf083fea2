/**
 * Whether a value counts as blank: defined, not null, and empty or only whitespace after trimming
 * (spec section 5). `undefined` and `null` are not blank; neither is any value that is not a string.
 *
 * @example
 * isBlank('  ') // true
 * isBlank('') // true
 * isBlank(undefined) // false
 * isBlank(null) // false
 * isBlank('T14059') // false
 */
export function isBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}

/**
 * Picks the singular or plural label for a count, as the "Technology"/"Technologies" and
 * "Special Feature"/"Special Features" headings do.
 *
 * @example
 * countLabel(1, 'Technology', 'Technologies') // 'Technology'
 * countLabel(3, 'Technology', 'Technologies') // 'Technologies'
 * countLabel(0, 'Special Feature', 'Special Features') // 'Special Features'
 */
export function countLabel(count: number, singular: string, plural: string): string {
  return count === 1 ? singular : plural;
}
