import { describe, expect, it } from 'vitest';
import { testTranslators } from '../test/text';
import { formatDate, formatDuration } from './dates';

describe('formatDate', () => {
  it('writes a day out in full in the page’s language, the same day whatever the time zone', () => {
    expect(formatDate('2026-10-01', testTranslators.en)).toBe('1 October 2026');
    expect(formatDate('2026-10-01', testTranslators.hi)).toBe('1 अक्टूबर 2026');
    expect(formatDate('2025-12-31T23:30:00Z', testTranslators.hi)).toBe('31 दिसंबर 2025');
  });

  it('leaves what is not a date as it came', () => {
    expect(formatDate('soon', testTranslators.en)).toBe('soon');
    expect(formatDate('2026-02-31', testTranslators.en)).toBe('2026-02-31');
  });
});

describe('formatDuration', () => {
  it('writes minutes and seconds', () => {
    expect(formatDuration(94)).toBe('1:34');
  });
});
