// The facts that decide whether a product works in a given home (issue 17), and their plain-words reading. India's
// homes are often fed from an overhead tank at low pressure and carry hard water, so these two lead. The words are
// messages in the package's catalogues (core.fit.*), said in English unless a translator is given.
import { englishText, type MessageRef } from '../i18n/message';
import type { MessageValues, Translator } from '../i18n/translator';

/** The dimensions of a product as it stands installed, in millimetres. */
export interface Dimensions {
  heightMm: number;
  widthMm: number;
  depthMm: number;
}

/**
 * What a product needs from the home and is made of. `null` means "not applicable": an accessory has no flow and no
 * working pressure, and the facts never invent one.
 */
export interface HomeFit {
  /** The lowest supply pressure it works well at, in bar. */
  minPressureBar: number | null;
  /** Litres a minute at 1 bar (a tank on the roof) and at 3 bar (a pressure pump or a municipal line). */
  flowAt1BarLpm: number | null;
  flowAt3BarLpm: number | null;
  /** The supply connection, e.g. `1/2" BSP`. */
  inletSize: string | null;
  /** Whether it is made for hard water (true), needs care in it (false), or touches no water (null). */
  hardWater: boolean | null;
  cartridge: string | null;
  materials: string[];
  warrantyYears: number;
  dimensions: Dimensions;
}

/** "Works on low pressure" means working at this supply pressure or less, in bar. */
export const LOW_PRESSURE_BAR = 0.5;

/**
 * Whether a product works on the low pressure of a gravity-fed home ({@link LOW_PRESSURE_BAR} or less).
 *
 * @example
 * worksOnLowPressure({ minPressureBar: 0.3 }) // true
 * worksOnLowPressure({ minPressureBar: null }) // false: it takes no water pressure at all
 */
export function worksOnLowPressure(fit: Pick<HomeFit, 'minPressureBar'>): boolean {
  return fit.minPressureBar !== null && fit.minPressureBar <= LOW_PRESSURE_BAR;
}

/** One fact of the "Fits your home" block or a compare row, in plain words. */
export interface FitFact {
  key: FitFactKey;
  /** The label, in English or in the translator's language given to {@link fitFacts}. */
  label: string;
  /** The value, in English or in the translator's language given to {@link fitFacts}. */
  value: string;
  /** The label's message id. */
  labelCode: string;
  /**
   * The value's message id and values, when the rules word it (pressure, flow, hard water, warranty, size, or "Not
   * applicable"); absent when the value is the product's own data (an inlet size, a cartridge, the materials).
   */
  valueMessage?: MessageRef;
}

export const FIT_FACT_KEYS = [
  'pressure',
  'flow',
  'inlet',
  'hardWater',
  'cartridge',
  'materials',
  'warranty',
  'dimensions',
] as const;
export type FitFactKey = (typeof FIT_FACT_KEYS)[number];

/** The message id of {@link NOT_APPLICABLE}. */
export const NOT_APPLICABLE_CODE = 'core.fit.notApplicable';

/** What a fact says when it does not apply to a product, in English. */
export const NOT_APPLICABLE: string = /* @__PURE__ */ englishText(NOT_APPLICABLE_CODE);

/** A figure as the facts show it: at most one decimal, none when whole (0.3, 12, not 12.0). */
const figure = (value: number) => (Number.isInteger(value) ? value : Number(value.toFixed(1)));

const notApplicable: MessageRef = { code: NOT_APPLICABLE_CODE };

function pressureMessage(bar: number | null): MessageRef {
  if (bar === null) return notApplicable;
  return {
    code: bar <= LOW_PRESSURE_BAR ? 'core.fit.pressure.low' : 'core.fit.pressure.high',
    values: { bar: figure(bar) },
  };
}

function flowMessage(at1: number | null, at3: number | null): MessageRef {
  if (at1 !== null && at3 !== null)
    return { code: 'core.fit.flow.both', values: { at1: figure(at1), at3: figure(at3) } };
  if (at1 !== null) return { code: 'core.fit.flow.at1', values: { at1: figure(at1) } };
  if (at3 !== null) return { code: 'core.fit.flow.at3', values: { at3: figure(at3) } };
  return notApplicable;
}

function hardWaterMessage(hardWater: boolean | null): MessageRef {
  if (hardWater === null) return notApplicable;
  return { code: hardWater ? 'core.fit.hardWater.made' : 'core.fit.hardWater.care' };
}

/** A fact that is the product's own data, or "Not applicable" when it has none. */
const data = (value: string | null): string | MessageRef => value ?? notApplicable;

/**
 * The facts of a product as the "Fits your home" block and the compare page say them, in a fixed order: in English,
 * or in the language of the translator given. Each fact carries its message ids too.
 *
 * @example
 * fitFacts(fit)[0] // { key: 'pressure', label: 'Water pressure', value: 'Works from 0.3 bar, so it suits…' }
 * fitFacts(fit, hindi)[0].value // '0.3 बार से चलता है, इसलिए छत की टंकी…'
 */
export function fitFacts(fit: HomeFit, translator?: Pick<Translator, 't'>): FitFact[] {
  const { heightMm, widthMm, depthMm } = fit.dimensions;
  const values: Record<FitFactKey, string | MessageRef> = {
    pressure: pressureMessage(fit.minPressureBar),
    flow: flowMessage(fit.flowAt1BarLpm, fit.flowAt3BarLpm),
    inlet: data(fit.inletSize),
    hardWater: hardWaterMessage(fit.hardWater),
    cartridge: data(fit.cartridge),
    materials: data(fit.materials.length > 0 ? fit.materials.join(', ') : null),
    warranty: { code: 'core.fit.warranty', values: { years: fit.warrantyYears } },
    dimensions: {
      code: 'core.fit.dimensions',
      values: { height: figure(heightMm), width: figure(widthMm), depth: figure(depthMm) },
    },
  };
  const say = (code: string, values?: MessageValues) =>
    translator ? translator.t(code, values) : englishText(code, values);
  return FIT_FACT_KEYS.map((key) => {
    const labelCode = `core.fit.label.${key}`;
    const value = values[key];
    const fact: FitFact = { key, label: say(labelCode), value: '', labelCode };
    if (typeof value === 'string') fact.value = value;
    else {
      fact.value = say(value.code, value.values);
      fact.valueMessage = value;
    }
    return fact;
  });
}
