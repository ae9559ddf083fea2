// The colours of each finish, for illustrations, swatches and PDF documents.

export interface FinishPalette {
  base: string;
  light: string;
  dark: string;
  /** The colour of handles and accents (two-tone finishes differ from the body). */
  accent: { base: string; light: string; dark: string };
}

const tone = (base: string, light: string, dark: string) => ({ base, light, dark });

const CHROME = tone('#c3c9d1', '#ffffff', '#5f6874');
const NICKEL = tone('#d6ccb8', '#fbf5e6', '#7d735f');
const BRONZE = tone('#c6a677', '#f3e1bd', '#76592f');
const BLACK = tone('#2c2d31', '#5c5f66', '#0f1012');
const BLACK_STAINLESS = tone('#3e4046', '#80848c', '#1c1d20');
const ARCTIC = tone('#dde1e4', '#ffffff', '#949ca4');
const SPOTSHIELD = tone('#b8bbbe', '#e7e9eb', '#6f7377');
const STAINLESS = tone('#b0b4b8', '#e3e5e7', '#686c71');
const WHITE = tone('#efefec', '#ffffff', '#bdbdb6');
const GOLD = tone('#d7b04a', '#fff0b4', '#86650f');
const PORCELAIN = tone('#f4f1ea', '#ffffff', '#c8c2b4');
const BRASS = tone('#b48f55', '#ecd3a0', '#6a5029');

const TONES: Record<number, { body: ReturnType<typeof tone>; accent?: ReturnType<typeof tone> }> = {
  10: { body: CHROME },
  15: { body: tone('#bfc8d3', '#ffffff', '#566374') },
  20: { body: NICKEL },
  25: { body: tone('#d3cab6', '#fffaee', '#756b57') },
  30: { body: BRONZE, accent: PORCELAIN },
  40: { body: BRONZE },
  45: { body: tone('#c3a373', '#f6e6c5', '#6f532a') },
  50: { body: BLACK },
  60: { body: BLACK_STAINLESS },
  65: { body: tone('#3a3d44', '#858a94', '#18191c') },
  70: { body: ARCTIC },
  75: { body: tone('#d9dee2', '#ffffff', '#8c959e') },
  80: { body: SPOTSHIELD },
  90: { body: STAINLESS },
  95: { body: tone('#adb2b7', '#e8eaec', '#63686d') },
  100: { body: CHROME, accent: BLACK },
  110: { body: WHITE },
  120: { body: GOLD },
  9999: { body: BRASS },
};

/** The palette of a finish code; unknown codes look like chrome. */
export function paletteOf(code: number): FinishPalette {
  const entry = TONES[code] ?? TONES[10] ?? { body: CHROME };
  return { ...entry.body, accent: entry.accent ?? entry.body };
}

/** Whether text drawn over the finish should be light. */
export const isDark = (code: number): boolean => [50, 60, 65].includes(code);
