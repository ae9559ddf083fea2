import { describe, expect, it } from 'vitest';
import {
  calculateSavings,
  defaultSavingsInput,
  formatIndian,
  parseSavingsInput,
  savingsSearch,
} from './waterSavings';

const parse = (search: string) => parseSavingsInput(new URLSearchParams(search));

describe('calculateSavings', () => {
  it('saves people × minutes × the flow difference × 365 for each fitting chosen', () => {
    const result = calculateSavings({
      people: 4,
      fixtures: { shower: true, basin: false, kitchen: false },
      minutes: { shower: 7, basin: 4, kitchen: 3 },
      tariff: 25,
    });
    // 4 people × 7 min × (12 − 7.6) L/min × 365 days = 44,968 L.
    expect(result.litresPerYear).toBe(44_970);
    expect(result.perFixture).toEqual([{ fixture: 'shower', litresPerYear: 44_970 }]);
    // 44,968 L ÷ 1,000 × ₹25 = ₹1,124.2.
    expect(result.rupeesPerYear).toBe(1124);
    expect(result.bucketsPerYear).toBe(2998);
    expect(result.share).toBeCloseTo(4.4 / 12, 5);
  });

  it('adds up the shower, basin and kitchen for the default home', () => {
    const result = calculateSavings(defaultSavingsInput());
    const shower = 4 * 7 * 4.4 * 365;
    const basin = 4 * 4 * 2.6 * 365;
    const kitchen = 4 * 3 * 2.7 * 365;
    expect(result.perFixture.map((f) => f.fixture)).toEqual(['shower', 'basin', 'kitchen']);
    expect(result.litresPerYear).toBe(Math.round((shower + basin + kitchen) / 10) * 10);
    expect(result.rupeesPerYear).toBe(Math.round(((shower + basin + kitchen) / 1000) * 25));
  });

  it('saves nothing when no fitting is chosen', () => {
    const result = calculateSavings({
      ...defaultSavingsInput(),
      fixtures: { shower: false, basin: false, kitchen: false },
    });
    expect(result).toEqual({
      perFixture: [],
      litresPerYear: 0,
      rupeesPerYear: 0,
      bucketsPerYear: 0,
      share: 0,
    });
  });

  it('grows in step with the household', () => {
    const one = calculateSavings({ ...defaultSavingsInput(), people: 1 });
    const six = calculateSavings({ ...defaultSavingsInput(), people: 6 });
    expect(six.rupeesPerYear).toBeGreaterThan(one.rupeesPerYear * 5.9);
  });
});

describe('the calculator form in the URL', () => {
  it('starts with every fitting and the stated defaults before the form is sent', () => {
    expect(parse('')).toEqual(defaultSavingsInput());
  });

  it('leaves out unticked fittings once the form has been sent', () => {
    const input = parse('calc=1&people=3&shower=1&showerMinutes=10&basinMinutes=5&tariff=40');
    expect(input.fixtures).toEqual({ shower: true, basin: false, kitchen: false });
    expect(input.people).toBe(3);
    expect(input.minutes.shower).toBe(10);
    expect(input.tariff).toBe(40);
  });

  it('keeps numbers within limits and falls back on the defaults for nonsense', () => {
    const input = parse('calc=1&people=500&showerMinutes=-4&basinMinutes=abc&tariff=1e9');
    expect(input.people).toBe(20);
    expect(input.minutes.shower).toBe(0);
    expect(input.minutes.basin).toBe(4);
    expect(input.tariff).toBe(500);
    expect(parse('people=2.6').people).toBe(3);
    expect(parse('tariff=32,5').tariff).toBe(32.5);
  });

  it('writes back what it reads', () => {
    const input = parse('calc=1&people=5&basin=1&kitchen=1&kitchenMinutes=6&tariff=30');
    expect(parse(savingsSearch(input).slice(1))).toEqual(input);
  });
});

describe('formatIndian', () => {
  it('groups in lakhs and crores', () => {
    expect(formatIndian(950)).toBe('950');
    expect(formatIndian(1124)).toBe('1,124');
    expect(formatIndian(123450)).toBe('1,23,450');
    expect(formatIndian(12345678)).toBe('1,23,45,678');
    expect(formatIndian(-45000.4)).toBe('-45,000');
  });
});
