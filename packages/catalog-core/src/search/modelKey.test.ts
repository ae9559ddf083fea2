import { describe, expect, it } from 'vitest';
import { modelKey } from './modelKey';

describe('modelKey', () => {
  it('lower-cases a model and drops every kind of whitespace inside it', () => {
    expect(modelKey('T14059')).toBe('t14059');
    expect(modelKey(' T 140\t59-BL\n')).toBe('t14059-bl');
    expect(modelKey('t\u00a014059')).toBe('t14059');
  });

  it('gives the same key for any spacing and case of one model, and different keys for different models', () => {
    expect(modelKey('t 14059')).toBe(modelKey('T14059'));
    expect(modelKey('T14059')).not.toBe(modelKey('T14059-BL'));
  });
});
