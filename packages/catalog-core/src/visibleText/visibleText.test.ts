import { describe, expect, it } from 'vitest';
import { hasVisibleText, withoutBidiControls } from './visibleText';

describe('visible text', () => {
  it('takes out every bidirectional control and nothing else', () => {
    expect(withoutBidiControls('a\u202Eb\u202Dc\u2066d\u2069e\u200Ff\u061Cg')).toBe('abcdefg');
    // The joiners Devanagari needs stay.
    expect(withoutBidiControls('क्\u200Dष')).toBe('क्\u200Dष');
  });

  it('finds no visible text in spaces, zero-width characters, Hangul fillers or blank Braille', () => {
    for (const invisible of [
      '',
      ' \u00A0\u3000',
      '\u200B\u200C\u200D\uFEFF',
      '\u3164\u115F\u1160\uFFA0',
      '\u2800\u2800',
      '\u202E\u2066',
    ]) {
      expect(hasVisibleText(invisible), JSON.stringify(invisible)).toBe(false);
    }
  });

  it('finds visible text in any script, digits and signs', () => {
    for (const visible of ['Asha', 'आशा', '9', '\u200B.', '😀']) {
      expect(hasVisibleText(visible), visible).toBe(true);
    }
  });
});
