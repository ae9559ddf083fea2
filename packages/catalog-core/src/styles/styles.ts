import type { StyleCode } from '../types/entities';

/**
 * The collection style codes (spec section 3).
 *
 * @example
 * STYLES.map((s) => s.name) // ['modern', 'transitional', 'traditional']
 */
export const STYLES: readonly { readonly code: StyleCode; readonly name: string }[] = Object.freeze(
  [
    { code: 10, name: 'modern' },
    { code: 20, name: 'transitional' },
    { code: 30, name: 'traditional' },
  ],
);

/**
 * The name of a style code, or `undefined` for a code that is not a style.
 *
 * @example
 * styleName(20) // 'transitional'
 * styleName(40) // undefined
 */
export function styleName(code: number): string | undefined {
  return STYLES.find((style) => style.code === code)?.name;
}
