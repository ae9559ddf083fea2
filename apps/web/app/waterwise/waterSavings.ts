// The WaterWise savings calculator: household size and fittings in, litres and rupees saved a year out. Pure
// functions over the stated assumptions (waterwise.data.ts), used by the server for the no-JavaScript form and by
// the browser as the visitor types.
import { FIXTURES, waterAssumptions, type Fixture } from './waterwise.data';

export interface SavingsInput {
  people: number;
  /** The fittings being changed to WaterWise. */
  fixtures: Record<Fixture, boolean>;
  /** Minutes each fitting runs per person per day. */
  minutes: Record<Fixture, number>;
  /** Rupees per 1,000 litres. */
  tariff: number;
}

export interface FixtureSaving {
  fixture: Fixture;
  litresPerYear: number;
}

export interface SavingsResult {
  perFixture: FixtureSaving[];
  litresPerYear: number;
  rupeesPerYear: number;
  /** The saving in buckets, the unit an Indian bathroom measures water by. */
  bucketsPerYear: number;
  /** The share of the chosen fittings' water that is saved, from 0 to 1. */
  share: number;
}

const { limits } = waterAssumptions;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function numberParam(
  params: URLSearchParams,
  name: string,
  fallback: number,
  range: { min: number; max: number },
  whole: boolean,
): number {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw.replace(',', '.'));
  if (!Number.isFinite(value)) return fallback;
  return clamp(whole ? Math.round(value) : value, range.min, range.max);
}

export function defaultSavingsInput(): SavingsInput {
  const minutes = Object.fromEntries(
    FIXTURES.map((f) => [f, waterAssumptions.fixtures[f].defaultMinutes]),
  ) as Record<Fixture, number>;
  return {
    people: waterAssumptions.defaultPeople,
    fixtures: { shower: true, basin: true, kitchen: true },
    minutes,
    tariff: waterAssumptions.defaultTariffPerKilolitre,
  };
}

/**
 * Reads the calculator's form from a query string. Missing or malformed numbers take their defaults and are kept
 * within sensible limits. The form sends `calc=1`: once it has, an unticked fitting is left out; before, every
 * fitting is in.
 */
export function parseSavingsInput(params: URLSearchParams): SavingsInput {
  const defaults = defaultSavingsInput();
  const submitted = params.get('calc') === '1';
  const fixtures = Object.fromEntries(
    FIXTURES.map((f) => [f, submitted ? params.get(f) === '1' : true]),
  ) as Record<Fixture, boolean>;
  const minutes = Object.fromEntries(
    FIXTURES.map((f) => [
      f,
      numberParam(params, `${f}Minutes`, defaults.minutes[f], limits.minutes, false),
    ]),
  ) as Record<Fixture, number>;
  return {
    people: numberParam(params, 'people', defaults.people, limits.people, true),
    fixtures,
    minutes,
    tariff: numberParam(params, 'tariff', defaults.tariff, limits.tariff, false),
  };
}

/** Writes the input as the query string the form would send. */
export function savingsSearch(input: SavingsInput): string {
  const params = new URLSearchParams({ calc: '1', people: String(input.people) });
  for (const f of FIXTURES) {
    if (input.fixtures[f]) params.set(f, '1');
    params.set(`${f}Minutes`, String(input.minutes[f]));
  }
  params.set('tariff', String(input.tariff));
  return `?${params.toString()}`;
}

/**
 * Litres saved a year = people × minutes a day × (standard − WaterWise litres a minute) × 365, for each fitting
 * chosen; rupees = litres ÷ 1,000 × tariff. Litres are rounded to the nearest 10 and rupees to the nearest rupee, so
 * the result does not pretend to more precision than its assumptions.
 */
export function calculateSavings(input: SavingsInput): SavingsResult {
  const { fixtures: assumptions, daysPerYear, bucketLitres } = waterAssumptions;
  let used = 0;
  const perFixture: FixtureSaving[] = [];
  for (const fixture of FIXTURES) {
    if (!input.fixtures[fixture]) continue;
    const a = assumptions[fixture];
    const minutesPerYear = input.people * input.minutes[fixture] * daysPerYear;
    used += minutesPerYear * a.standardLpm;
    perFixture.push({
      fixture,
      litresPerYear: minutesPerYear * (a.standardLpm - a.waterwiseLpm),
    });
  }
  const litres = perFixture.reduce((sum, f) => sum + f.litresPerYear, 0);
  return {
    perFixture: perFixture.map((f) => ({ ...f, litresPerYear: roundTo(f.litresPerYear, 10) })),
    litresPerYear: roundTo(litres, 10),
    rupeesPerYear: Math.round((litres / 1000) * input.tariff),
    bucketsPerYear: Math.round(litres / bucketLitres),
    share: used > 0 ? litres / used : 0,
  };
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/**
 * A whole number as Indians write it, in lakhs and crores: 1,23,450. Written out rather than left to Intl, so the
 * server and every browser agree whatever locale data they carry.
 */
export function formatIndian(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.round(Math.abs(value)));
  if (digits.length <= 3) return sign + digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}${rest},${last3}`;
}
