import type { AssociatedFinish, Product } from '../types/entities';
import type { Translator } from '../i18n/translator';

/** One row of a finish table: a numeric code and the name visitors see. */
export interface FinishDefinition {
  readonly code: number;
  readonly name: string;
}

/** A finish table. Brands pass their own; {@link FINISHES} is the default. */
export type FinishTable = readonly FinishDefinition[];

/**
 * The code that means "no finish": nothing is shown for it.
 *
 * @example
 * finishName(NO_FINISH_CODE) // undefined
 */
export const NO_FINISH_CODE = 9999;

/**
 * The finish codes of the catalogue (spec section 3), in ascending code order.
 *
 * @example
 * FINISHES.find((f) => f.code === 50)?.name // 'Matte Black'
 */
export const FINISHES: FinishTable = Object.freeze([
  { code: 10, name: 'Polished Chrome' },
  { code: 15, name: 'Lumicoat Polished Chrome' },
  { code: 20, name: 'Polished Nickel' },
  { code: 25, name: 'Lumicoat Polished Nickel' },
  { code: 30, name: 'Champagne Bronze / Porcelain' },
  { code: 40, name: 'Champagne Bronze' },
  { code: 45, name: 'Lumicoat Champagne Bronze' },
  { code: 50, name: 'Matte Black' },
  { code: 60, name: 'Black Stainless' },
  { code: 65, name: 'Lumicoat Black Stainless' },
  { code: 70, name: 'Arctic Stainless' },
  { code: 75, name: 'Lumicoat Arctic Stainless' },
  { code: 80, name: 'Spotshield Stainless' },
  { code: 90, name: 'Stainless' },
  { code: 95, name: 'Lumicoat Stainless' },
  { code: 100, name: 'Polished Chrome / Matte Black' },
  { code: 110, name: 'Matte White' },
  { code: 120, name: 'Polished Gold' },
]);

/**
 * The name of a finish code, or `undefined` for the no-finish code and for codes the table lacks.
 *
 * @example
 * finishName(10) // 'Polished Chrome'
 * finishName(9999) // undefined
 * finishName(42) // undefined
 */
export function finishName(code: number, finishes: FinishTable = FINISHES): string | undefined {
  if (code === NO_FINISH_CODE) return undefined;
  return finishes.find((finish) => finish.code === code)?.name;
}

/** A swatch to show: the finish, its name, the sibling model it leads to, and whether it is the product's own. */
export interface FinishSwatch {
  code: number;
  name: string;
  url?: string;
  /** True for the swatch of the product's own finish. */
  current: boolean;
}

/** The options of {@link finishSwatches}. */
export interface FinishSwatchOptions {
  /** The finish table to name codes from; defaults to {@link FINISHES}. */
  finishes?: FinishTable;
}

/**
 * The finish swatches of a product, sorted by ascending code. The product's own finish is added when its
 * associated finishes lack it; the no-finish code, unknown codes and repeated codes are left out.
 *
 * @example
 * finishSwatches({ model: 'T1-PR', url: 't1-pr', finish: { code: 20 },
 *   associatedFinishes: [{ code: 50, url: 't1-bl' }, { code: 10, url: 't1' }] })
 * // [{ code: 10, name: 'Polished Chrome', url: 't1', current: false },
 * //  { code: 20, name: 'Polished Nickel', url: 't1-pr', current: true },
 * //  { code: 50, name: 'Matte Black', url: 't1-bl', current: false }]
 */
export function finishSwatches(
  product: Pick<Product, 'finish' | 'associatedFinishes'> & { url?: string },
  options: FinishSwatchOptions = {},
): FinishSwatch[] {
  const finishes = options.finishes ?? FINISHES;
  const own = product.finish?.code;
  const candidates: AssociatedFinish[] = [...(product.associatedFinishes ?? [])];
  if (own !== undefined && !candidates.some((finish) => finish.code === own)) {
    candidates.push({ code: own, url: product.url ?? '' });
  }
  const seen = new Set<number>();
  const swatches: FinishSwatch[] = [];
  for (const candidate of candidates) {
    const name = finishName(candidate.code, finishes);
    if (name === undefined || seen.has(candidate.code)) continue;
    seen.add(candidate.code);
    const swatch: FinishSwatch = { code: candidate.code, name, current: candidate.code === own };
    if (candidate.url) swatch.url = candidate.url;
    swatches.push(swatch);
  }
  return swatches.sort((a, b) => a.code - b.code);
}

/**
 * The default finish table named in a translator's language: each name is the message `core.finish.<code>` (a
 * finish is said in the page's words, like a category), and the English name where a catalogue has no message.
 * Brands with their own table pass it as it is: its codes may mean other finishes.
 *
 * @example
 * finishName(50, finishesIn(hindi)) // 'मैट ब्लैक'
 */
export function finishesIn(text: Pick<Translator, 'has' | 't'>): FinishTable {
  let table = byTranslator.get(text);
  if (!table) {
    table = Object.freeze(
      FINISHES.map(({ code, name }) => {
        const id = `core.finish.${code}`;
        return { code, name: text.has(id) ? text.t(id) : name };
      }),
    );
    byTranslator.set(text, table);
  }
  return table;
}

/** One table per translator, made once: cards name finishes on every render. */
const byTranslator = new WeakMap<object, FinishTable>();
