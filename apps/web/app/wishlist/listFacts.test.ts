import { describe, expect, it } from 'vitest';
import type { HomeFit } from '@fittings/catalog-core';
import { testTranslators } from '../test/text';
import { listFactsLine } from './listFacts';

const english = testTranslators.en;

const basinMixer: HomeFit = {
  minPressureBar: 0.5,
  flowAt1BarLpm: 3.3,
  flowAt3BarLpm: 5.7,
  inletSize: '1/2" BSP',
  hardWater: true,
  cartridge: 'Ceramic disc, 35 mm',
  materials: ['Lead-free brass body'],
  warrantyYears: 10,
  dimensions: { heightMm: 180, widthMm: 50, depthMm: 140 },
};

describe('listFactsLine', () => {
  it('says the pressure, flow, hard water and warranty of a faucet in one line', () => {
    expect(listFactsLine(basinMixer, english)).toBe(
      'From 0.5 bar · 5.7 l/min at 3 bar · For hard water · 10-year warranty',
    );
  });

  it('says them in Hindi on a Hindi page', () => {
    expect(listFactsLine(basinMixer, testTranslators.hi)).toBe(
      '0.5 बार से · 3 बार पर 5.7 ली/मिनट · हार्ड वॉटर के लिए · 10 साल की वारंटी',
    );
  });

  it('leaves out what does not apply to an accessory that touches no water', () => {
    expect(
      listFactsLine(
        {
          ...basinMixer,
          minPressureBar: null,
          flowAt1BarLpm: null,
          flowAt3BarLpm: null,
          hardWater: null,
          warrantyYears: 5,
        },
        english,
      ),
    ).toBe('5-year warranty');
  });
});
