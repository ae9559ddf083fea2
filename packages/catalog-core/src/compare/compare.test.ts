import { describe, expect, it } from 'vitest';
import {
  addToCompare,
  COMPARE_LIMIT,
  comparePath,
  compareRows,
  parseCompareModels,
  removeFromCompare,
  visibleCompareRows,
} from './compare';

describe('parseCompareModels', () => {
  it('reads models upper-cased, each once, ignoring blanks and spaces', () => {
    expect(parseCompareModels(' t14059, RP50587,,T14059 ')).toEqual({
      models: ['T14059', 'RP50587'],
      overLimit: [],
      invalid: [],
    });
  });

  it(`keeps the first ${COMPARE_LIMIT} and names the rest as over the limit`, () => {
    const selection = parseCompareModels('A10,B20,C30,D40,E50,F60');
    expect(selection.models).toEqual(['A10', 'B20', 'C30', 'D40']);
    expect(selection.overLimit).toEqual(['E50', 'F60']);
  });

  it('names entries that cannot be models instead of failing', () => {
    expect(parseCompareModels('T14059,<script>,x').invalid).toEqual([
      '<script>',
      'X'.toLowerCase(),
    ]);
  });

  it('reads a corrupt stored value as an empty set', () => {
    for (const value of [null, undefined, 42, { models: 'T14059' }, ['T14059']]) {
      expect(parseCompareModels(value)).toEqual({ models: [], overLimit: [], invalid: [] });
    }
  });
});

describe('addToCompare and removeFromCompare', () => {
  it('adds a model once and refuses a fifth', () => {
    expect(addToCompare(['T14059'], 'rp50587')).toEqual({
      models: ['T14059', 'RP50587'],
      full: false,
    });
    expect(addToCompare(['T14059'], 'T14059')).toEqual({ models: ['T14059'], full: false });
    expect(addToCompare(['A10', 'B20', 'C30', 'D40'], 'E50')).toEqual({
      models: ['A10', 'B20', 'C30', 'D40'],
      full: true,
    });
  });

  it('removes by model code', () => {
    expect(removeFromCompare(['T14059', 'RP50587'], 't14059')).toEqual(['RP50587']);
  });
});

describe('comparePath', () => {
  it('writes the shareable URL, with the differences toggle when asked', () => {
    expect(comparePath(['T14059', 'RP50587'])).toBe('/compare?models=T14059,RP50587');
    expect(comparePath(['T14059'], { onlyDifferences: true })).toBe(
      '/compare?models=T14059&only=differences',
    );
    expect(comparePath([])).toBe('/compare');
  });
});

describe('compareRows', () => {
  const rows = compareRows([
    { key: 'finish', label: 'Finish', values: ['Chrome', 'Matte Black'] },
    { key: 'warranty', label: 'Warranty', values: ['10 years', ' 10 Years'] },
  ]);

  it('marks a row as differing when the products do not share its value', () => {
    expect(rows.map((row) => [row.key, row.differs])).toEqual([
      ['finish', true],
      ['warranty', false],
    ]);
  });

  it('never marks a row of one product as differing', () => {
    expect(compareRows([{ key: 'finish', label: 'Finish', values: ['Chrome'] }])[0]?.differs).toBe(
      false,
    );
  });

  it('shows only the differing rows when asked', () => {
    expect(visibleCompareRows(rows, true).map((row) => row.key)).toEqual(['finish']);
    expect(visibleCompareRows(rows, false)).toHaveLength(2);
  });
});
