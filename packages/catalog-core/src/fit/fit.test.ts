import { describe, expect, it } from 'vitest';
import { fitFacts, NOT_APPLICABLE, worksOnLowPressure, type HomeFit } from './fit';

const shower: HomeFit = {
  minPressureBar: 0.3,
  flowAt1BarLpm: 4.4,
  flowAt3BarLpm: 7.6,
  inletSize: '1/2" BSP',
  hardWater: true,
  cartridge: null,
  materials: ['ABS body', 'silicone rub-clean nozzles'],
  warrantyYears: 5,
  dimensions: { heightMm: 25, widthMm: 200, depthMm: 200 },
};

const towelRing: HomeFit = {
  minPressureBar: null,
  flowAt1BarLpm: null,
  flowAt3BarLpm: null,
  inletSize: null,
  hardWater: null,
  cartridge: null,
  materials: ['Brass', 'zinc alloy backplate'],
  warrantyYears: 1,
  dimensions: { heightMm: 180, widthMm: 160, depthMm: 60 },
};

const byKey = (fit: HomeFit) => Object.fromEntries(fitFacts(fit).map((f) => [f.key, f.value]));

describe('worksOnLowPressure', () => {
  it('holds at 0.5 bar or less and not above', () => {
    expect(worksOnLowPressure({ minPressureBar: 0.5 })).toBe(true);
    expect(worksOnLowPressure({ minPressureBar: 0.1 })).toBe(true);
    expect(worksOnLowPressure({ minPressureBar: 1 })).toBe(false);
  });
  it('does not claim it for products that take no water pressure', () => {
    expect(worksOnLowPressure({ minPressureBar: null })).toBe(false);
  });
});

describe('fitFacts', () => {
  it('says the facts in plain words, in a fixed order', () => {
    expect(fitFacts(shower).map((f) => f.label)).toEqual([
      'Water pressure',
      'Flow',
      'Inlet',
      'Hard water',
      'Cartridge',
      'Materials',
      'Warranty',
      'Size',
    ]);
    const facts = byKey(shower);
    expect(facts.pressure).toBe('Works from 0.3 bar, so it suits a home fed from an overhead tank');
    expect(facts.flow).toBe('4.4 litres a minute at 1 bar, 7.6 litres a minute at 3 bar');
    expect(facts.inlet).toBe('1/2" BSP');
    expect(facts.hardWater).toMatch(/^Made for hard water/);
    expect(facts.materials).toBe('ABS body, silicone rub-clean nozzles');
    expect(facts.warranty).toBe('5 years');
    expect(facts.dimensions).toBe('25 mm high, 200 mm wide, 200 mm deep');
  });

  it('tells that a high-pressure product needs a pump on tank water', () => {
    expect(byKey({ ...shower, minPressureBar: 1.5 }).pressure).toBe(
      'Needs at least 1.5 bar: with an overhead tank alone it may run weak, a pressure pump helps',
    );
    expect(byKey({ ...shower, hardWater: false }).hardWater).toMatch(/limescale every few months/);
  });

  it('says "Not applicable" rather than inventing facts for an accessory', () => {
    const facts = byKey(towelRing);
    expect(facts.pressure).toBe(NOT_APPLICABLE);
    expect(facts.flow).toBe(NOT_APPLICABLE);
    expect(facts.inlet).toBe(NOT_APPLICABLE);
    expect(facts.hardWater).toBe(NOT_APPLICABLE);
    expect(facts.cartridge).toBe(NOT_APPLICABLE);
    expect(facts.warranty).toBe('1 year');
  });
});
