import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test/fixtures';
import { testTranslators } from '../test/text';
import { compareTable } from './compareTable';

const products = [
  makeProduct({ model: 'A1' }),
  makeProduct({
    model: 'B2',
    fit: { ...makeProduct({ model: 'B2' }).fit, hardWater: false, warrantyYears: 5 },
  }),
];

describe("the compare table in the page's language", () => {
  it('says the home-fit facts in English on an English page', () => {
    const rows = compareTable(products, testTranslators.en);
    expect(rows.find((row) => row.key === 'pressure')?.label).toBe('Water pressure');
  });

  it('says the home-fit facts in Hindi on a Hindi page, and still tells which differ', () => {
    const english = compareTable(products, testTranslators.en);
    const hindi = compareTable(products, testTranslators.hi);
    expect(hindi.map((row) => row.key)).toEqual(english.map((row) => row.key));
    const pressure = hindi.find((row) => row.key === 'pressure');
    expect(pressure?.label).toBe('पानी का प्रेशर');
    expect(pressure?.values[0]).not.toMatch(/Works from/);
    // The same facts differ in both languages: worded values compare like the English ones.
    expect(hindi.map((row) => row.differs)).toEqual(english.map((row) => row.differs));
  });
});
