/**
 * The URLs that count as an advertising conversion (spec section 7): a URL containing any of these.
 *
 * @example
 * googleAdsConversions({ sendTo: 'AW-123/abc', rules: [...DEFAULT_CONVERSION_RULES, '/waterwise'] });
 */
export const DEFAULT_CONVERSION_RULES = [
  '/kitchen',
  'bathroom/collections',
  'type=showerheads',
  'type=handshowers',
  'utm_medium=Basin',
] as const;

/** A rule: text the URL must contain (case-sensitive), or a pattern it must match. */
export type ConversionRule = string | RegExp;

/**
 * Whether a URL is a conversion under the rules.
 *
 * @example
 * isConversionUrl('/filter/bathroom?type=showerheads') // true
 * isConversionUrl('/product/T14059') // false
 */
export function isConversionUrl(
  url: string,
  rules: readonly ConversionRule[] = DEFAULT_CONVERSION_RULES,
): boolean {
  return rules.some((rule) => (typeof rule === 'string' ? url.includes(rule) : rule.test(url)));
}
