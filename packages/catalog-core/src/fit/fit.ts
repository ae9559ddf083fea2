// The facts that decide whether a product works in a given home (issue 17), and their plain-words reading. India's
// homes are often fed from an overhead tank at low pressure and carry hard water, so these two lead.

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
  label: string;
  value: string;
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

export const NOT_APPLICABLE = 'Not applicable';

const number = (value: number) =>
  Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');

function pressureText(bar: number | null): string {
  if (bar === null) return NOT_APPLICABLE;
  if (bar <= LOW_PRESSURE_BAR)
    return `Works from ${number(bar)} bar, so it suits a home fed from an overhead tank`;
  return `Needs at least ${number(bar)} bar: with an overhead tank alone it may run weak, a pressure pump helps`;
}

function flowText(at1: number | null, at3: number | null): string {
  if (at1 === null && at3 === null) return NOT_APPLICABLE;
  const parts = [
    at1 !== null ? `${number(at1)} litres a minute at 1 bar` : null,
    at3 !== null ? `${number(at3)} litres a minute at 3 bar` : null,
  ].filter((part): part is string => part !== null);
  return parts.join(', ');
}

function hardWaterText(hardWater: boolean | null): string {
  if (hardWater === null) return NOT_APPLICABLE;
  return hardWater
    ? 'Made for hard water: limescale wipes off and the cartridge is not harmed by it'
    : 'Works with hard water, but clean it of limescale every few months';
}

/**
 * The facts of a product as the "Fits your home" block and the compare page say them, in a fixed order.
 *
 * @example
 * fitFacts(fit)[0] // { key: 'pressure', label: 'Water pressure', value: 'Works from 0.3 bar, so it suits…' }
 */
export function fitFacts(fit: HomeFit): FitFact[] {
  const { heightMm, widthMm, depthMm } = fit.dimensions;
  const values: Record<FitFactKey, [string, string]> = {
    pressure: ['Water pressure', pressureText(fit.minPressureBar)],
    flow: ['Flow', flowText(fit.flowAt1BarLpm, fit.flowAt3BarLpm)],
    inlet: ['Inlet', fit.inletSize ?? NOT_APPLICABLE],
    hardWater: ['Hard water', hardWaterText(fit.hardWater)],
    cartridge: ['Cartridge', fit.cartridge ?? NOT_APPLICABLE],
    materials: ['Materials', fit.materials.length > 0 ? fit.materials.join(', ') : NOT_APPLICABLE],
    warranty: ['Warranty', `${fit.warrantyYears} ${fit.warrantyYears === 1 ? 'year' : 'years'}`],
    dimensions: [
      'Size',
      `${number(heightMm)} mm high, ${number(widthMm)} mm wide, ${number(depthMm)} mm deep`,
    ],
  };
  return FIT_FACT_KEYS.map((key) => ({ key, label: values[key][0], value: values[key][1] }));
}
