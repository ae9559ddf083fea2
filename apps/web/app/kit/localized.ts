import type { Language } from '@fittings/catalog-core';

// The type of a translation of a data set written `as const`: the same keys, arrays and functions, with every string
// widened to `string` (a translation cannot repeat English literals) while numbers and booleans stay as they are.
export type Localized<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Localized<R>
    : T extends object
      ? { readonly [K in keyof T]: Localized<T[K]> }
      : T;

/** One data set in every language the site is written in. */
export type ByLanguage<T> = Readonly<Record<Language, T>>;

/** One data set in every language, typed as its translation so that all languages read the same way. */
export const inLanguages = <T>(data: ByLanguage<T>): ByLanguage<T> => data;

/**
 * A data set written in English `as const` and its translations into every other language, each typed as its
 * `Localized` translation: `translated(homeCopy, { hi: homeCopyHi })`.
 */
export function translated<T>(
  english: T,
  others: Omit<ByLanguage<Localized<T>>, 'en'>,
): ByLanguage<Localized<T>> {
  return inLanguages<Localized<T>>({ en: english as Localized<T>, ...others });
}
