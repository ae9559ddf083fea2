import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translator';
import en from '../i18n/messages/compiled/en.json';
import hi from '../i18n/messages/compiled/hi.json';
import { FINISHES, NO_FINISH_CODE, finishName, finishSwatches, finishesIn } from './finishes';

describe('finishName', () => {
  it('names every code of the finish table', () => {
    expect(finishName(10)).toBe('Polished Chrome');
    expect(finishName(30)).toBe('Champagne Bronze / Porcelain');
    expect(finishName(80)).toBe('Spotshield Stainless');
    expect(finishName(100)).toBe('Polished Chrome / Matte Black');
    expect(finishName(120)).toBe('Polished Gold');
    expect(FINISHES).toHaveLength(18);
  });

  it('shows nothing for the no-finish code and for unknown codes', () => {
    expect(NO_FINISH_CODE).toBe(9999);
    expect(finishName(9999)).toBeUndefined();
    expect(finishName(11)).toBeUndefined();
    expect(finishName(Number.NaN)).toBeUndefined();
  });

  it('reads another brand’s table when one is given', () => {
    const table = [{ code: 1, name: 'Brushed Brass' }];
    expect(finishName(1, table)).toBe('Brushed Brass');
    expect(finishName(10, table)).toBeUndefined();
  });

  it('keeps the table in ascending code order', () => {
    const codes = FINISHES.map((finish) => finish.code);
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
  });
});

describe('finishSwatches', () => {
  it('sorts swatches by ascending code and marks the product’s own finish', () => {
    const swatches = finishSwatches({
      url: 't14059-pr',
      finish: { code: 20 },
      associatedFinishes: [
        { code: 50, url: 't14059-bl' },
        { code: 10, url: 't14059' },
        { code: 20, url: 't14059-pr' },
      ],
    });
    expect(swatches).toEqual([
      { code: 10, name: 'Polished Chrome', url: 't14059', current: false },
      { code: 20, name: 'Polished Nickel', url: 't14059-pr', current: true },
      { code: 50, name: 'Matte Black', url: 't14059-bl', current: false },
    ]);
  });

  it('adds the product’s own finish when its associated finishes lack it', () => {
    const swatches = finishSwatches({
      url: 'rp50587-bl',
      finish: { code: 50 },
      associatedFinishes: [{ code: 10, url: 'rp50587' }],
    });
    expect(swatches.map((s) => [s.code, s.current, s.url])).toEqual([
      [10, false, 'rp50587'],
      [50, true, 'rp50587-bl'],
    ]);
  });

  it('leaves out the no-finish code, unknown codes and repeated codes', () => {
    const swatches = finishSwatches({
      finish: { code: 9999 },
      associatedFinishes: [
        { code: 9999, url: 'a' },
        { code: 77, url: 'b' },
        { code: 10, url: 'c' },
        { code: 10, url: 'd' },
      ],
    });
    expect(swatches).toEqual([{ code: 10, name: 'Polished Chrome', url: 'c', current: false }]);
  });

  it('gives an empty list for a product with no finish to show', () => {
    expect(finishSwatches({ finish: { code: 9999 }, associatedFinishes: [] })).toEqual([]);
  });
});

describe('finishesIn', () => {
  const english = createTranslator('en', en);
  const hindi = createTranslator('hi', en, hi);

  it('names every finish in Hindi, the Lumicoat trademark kept in Latin letters', () => {
    const table = finishesIn(hindi);
    expect(table.map((finish) => finish.code)).toEqual(FINISHES.map((finish) => finish.code));
    expect(finishName(50, table)).toBe('मैट ब्लैक');
    expect(finishName(15, table)).toBe('Lumicoat पॉलिश्ड क्रोम');
    for (const finish of table) expect(finish.name.replace('Lumicoat', '')).not.toMatch(/[A-Za-z]/);
  });

  it('names them as the table does in English, and keeps the English name where a catalogue lacks one', () => {
    expect(finishesIn(english)).toEqual(FINISHES);
    expect(finishesIn(createTranslator('hi'))).toEqual(FINISHES);
  });

  it('gives Hindi swatches from the Hindi table', () => {
    const swatches = finishSwatches(
      { finish: { code: 20 }, associatedFinishes: [{ code: 10, url: 't1' }] },
      { finishes: finishesIn(hindi) },
    );
    expect(swatches.map((swatch) => swatch.name)).toEqual(['पॉलिश्ड क्रोम', 'पॉलिश्ड निकल']);
  });
});
