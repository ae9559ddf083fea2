import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactCode, looksLikePartCode, normalizePartCode, partCodeKeys } from './partCode';

describe('normalizePartCode', () => {
  it('reads the code however it was typed from the box', () => {
    for (const typed of [
      'T35691',
      't35691',
      't 35691',
      'T-35691',
      'T35691-PN',
      't35691 cz',
      ' T 356-91 ',
    ]) {
      expect(normalizePartCode(typed)).toBe('T35691');
    }
    expect(normalizePartCode('RP50587')).toBe('RP50587');
    expect(normalizePartCode('rp.50587')).toBe('RP50587');
  });

  it('keeps letters that are part of the code rather than a separated finish', () => {
    expect(normalizePartCode('RP50587X')).toBe('RP50587X');
    expect(normalizePartCode('RP46074-SS')).toBe('RP46074');
  });

  it('gives nothing for blanks and for text that is no code', () => {
    expect(normalizePartCode(null)).toBe('');
    expect(normalizePartCode('   ')).toBe('');
    expect(normalizePartCode('<script>')).toBe('');
    expect(normalizePartCode('tap; drop')).toBe('');
  });

  it('is idempotent and only ever gives upper-case letters and digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (typed) => {
        const code = normalizePartCode(typed);
        expect(code).toMatch(/^[A-Z0-9]*$/);
        expect(normalizePartCode(code)).toBe(code);
      }),
    );
  });
});

describe('looksLikePartCode', () => {
  it('takes codes with digits and leaves words alone', () => {
    expect(looksLikePartCode('RP 50587')).toBe(true);
    expect(looksLikePartCode('t35691-pn')).toBe(true);
    expect(looksLikePartCode('pull down')).toBe(false);
    expect(looksLikePartCode('a1')).toBe(false);
  });
});

describe('partCodeKeys', () => {
  it('tries the code as typed before the code without its finish suffix', () => {
    expect(partCodeKeys('t35691-pn')).toEqual(['T35691PN', 'T35691']);
    expect(partCodeKeys('41157-AR')).toEqual(['41157AR', '41157']);
    expect(partCodeKeys('RP 50587')).toEqual(['RP50587']);
    expect(partCodeKeys('  ')).toEqual([]);
  });

  it('matches stored codes through compactCode', () => {
    expect(partCodeKeys('41157 ar')).toContain(compactCode('41157-AR'));
    expect(compactCode('<b>')).toBe('');
  });
});
