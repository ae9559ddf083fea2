import { describe, expect, it } from 'vitest';
import { DEFAULT_CONVERSION_RULES, isConversionUrl } from './rules';

describe('isConversionUrl', () => {
  it('matches URLs containing any default rule of spec section 7', () => {
    expect(DEFAULT_CONVERSION_RULES).toEqual([
      '/kitchen',
      'bathroom/collections',
      'type=showerheads',
      'type=handshowers',
      'utm_medium=Basin',
    ]);
    expect(isConversionUrl('/kitchen')).toBe(true);
    expect(isConversionUrl('https://www.example.in/bathroom/collections/pivotal')).toBe(true);
    expect(isConversionUrl('/filter/bathroom?category=showering&type=handshowers')).toBe(true);
    expect(isConversionUrl('/?utm_medium=Basin&utm_source=google')).toBe(true);
  });

  it('does not match other URLs, and compares case-sensitively', () => {
    expect(isConversionUrl('/product/T14059')).toBe(false);
    expect(isConversionUrl('/bathroom')).toBe(false);
    expect(isConversionUrl('/?utm_medium=basin')).toBe(false);
  });

  it('takes patterns as rules', () => {
    expect(isConversionUrl('/leads-form/ThankYou', [/thankyou$/i])).toBe(true);
  });
});
