// The compare page's rules (issue 17): which models a compare URL or the stored set names, how many fit, and which
// rows differ. The site, the API and the second brand read them from here so a shared link means the same everywhere.

/** The most products compared side by side. */
export const COMPARE_LIMIT = 4;

const MODEL = /^[A-Z0-9][A-Z0-9-]{2,39}$/;

/** What a compare list (a URL's `models`, or the stored set) names. */
export interface CompareSelection {
  /** Valid models, upper-cased, each once, at most {@link COMPARE_LIMIT}. */
  models: string[];
  /** Models beyond the limit, left out. */
  overLimit: string[];
  /** Entries that cannot be model codes. */
  invalid: string[];
}

/**
 * Reads a comma-separated list of models. Anything that is not a string reads as empty, so a corrupt stored value
 * never breaks a page.
 *
 * @example
 * parseCompareModels('t14059, RP50587,,T14059') // { models: ['T14059', 'RP50587'], overLimit: [], invalid: [] }
 * parseCompareModels('A1,B2,C3,D4,E5').overLimit // ['E5']
 */
export function parseCompareModels(value: unknown): CompareSelection {
  const selection: CompareSelection = { models: [], overLimit: [], invalid: [] };
  if (typeof value !== 'string') return selection;
  for (const part of value.slice(0, 2000).split(',')) {
    const model = part.trim().toUpperCase();
    if (model === '') continue;
    if (!MODEL.test(model)) {
      const shown = part.trim().slice(0, 40);
      if (!selection.invalid.includes(shown)) selection.invalid.push(shown);
      continue;
    }
    if (selection.models.includes(model) || selection.overLimit.includes(model)) continue;
    if (selection.models.length < COMPARE_LIMIT) selection.models.push(model);
    else selection.overLimit.push(model);
  }
  return selection;
}

/**
 * Adds a model to a compare set, unless it is there already or the set is full.
 *
 * @example
 * addToCompare(['T14059'], 'RP50587') // { models: ['T14059', 'RP50587'], full: false }
 * addToCompare(['A10', 'B20', 'C30', 'D40'], 'E50') // { models: [...the four], full: true }
 */
export function addToCompare(
  models: readonly string[],
  model: string,
): { models: string[]; full: boolean } {
  const clean = model.trim().toUpperCase();
  if (models.includes(clean) || !MODEL.test(clean)) return { models: [...models], full: false };
  if (models.length >= COMPARE_LIMIT) return { models: [...models], full: true };
  return { models: [...models, clean], full: false };
}

/**
 * Removes a model from a compare set.
 *
 * @example
 * removeFromCompare(['T14059', 'RP50587'], 'T14059') // ['RP50587']
 */
export function removeFromCompare(models: readonly string[], model: string): string[] {
  const clean = model.trim().toUpperCase();
  return models.filter((entry) => entry !== clean);
}

/**
 * The compare page's URL for a set of models.
 *
 * @example
 * comparePath(['T14059', 'RP50587']) // '/compare?models=T14059,RP50587'
 */
export function comparePath(
  models: readonly string[],
  options: { onlyDifferences?: boolean } = {},
) {
  const query = [
    models.length > 0 ? `models=${models.map(encodeURIComponent).join(',')}` : '',
    options.onlyDifferences ? 'only=differences' : '',
  ].filter(Boolean);
  return `/compare${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

/** A row of the compare table: one value per product, in the products' order. */
export interface CompareRow<K extends string = string> {
  key: K;
  label: string;
  values: string[];
  /** True when the products do not all share the value; one product alone differs from nothing. */
  differs: boolean;
}

/**
 * Marks which rows differ. Values are compared as shown, ignoring case and surrounding spaces.
 *
 * @example
 * compareRows([{ key: 'finish', label: 'Finish', values: ['Chrome', 'Matte Black'] }])[0].differs // true
 */
export function compareRows<K extends string>(
  rows: readonly { key: K; label: string; values: readonly string[] }[],
): CompareRow<K>[] {
  return rows.map((row) => {
    const seen = new Set(row.values.map((value) => value.trim().toLowerCase()));
    return { key: row.key, label: row.label, values: [...row.values], differs: seen.size > 1 };
  });
}

/**
 * The rows to show: all, or only those that differ.
 *
 * @example
 * visibleCompareRows(rows, true) // the rows whose values differ
 */
export function visibleCompareRows<K extends string>(
  rows: readonly CompareRow<K>[],
  onlyDifferences: boolean,
): CompareRow<K>[] {
  return onlyDifferences ? rows.filter((row) => row.differs) : [...rows];
}
