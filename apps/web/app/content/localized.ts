// The type of a translation of a data set written `as const`: the same keys, arrays and functions, with every string
// widened to `string` (a translation cannot repeat English literals) while numbers and booleans stay as they are.
export type Localized<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Localized<R>
    : T extends object
      ? { readonly [K in keyof T]: Localized<T[K]> }
      : T;
