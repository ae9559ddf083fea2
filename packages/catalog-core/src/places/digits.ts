// Digits as people in India type them: a phone or a pincode in Devanagari (४११००१) or another Indian script is the
// same number as in Latin digits, and every rule that reads digits reads them through this.

/** The zero of each script whose digits are read as Latin ones; each script's ten digits follow its zero. */
const ZEROS = [
  0x0660, // Arabic-Indic
  0x06f0, // Extended Arabic-Indic (Urdu)
  0x0966, // Devanagari
  0x09e6, // Bengali and Assamese
  0x0a66, // Gurmukhi
  0x0ae6, // Gujarati
  0x0b66, // Odia
  0x0be6, // Tamil
  0x0c66, // Telugu
  0x0ce6, // Kannada
  0x0d66, // Malayalam
  0xff10, // Full-width (a phone keyboard's wide digits)
] as const;

const OTHER_DIGIT =
  /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f\uff10-\uff19]/g;

/**
 * The text with the digits of Indian scripts (and Arabic-Indic and full-width ones) written as Latin digits;
 * everything else as it was.
 *
 * @example
 * latinDigits('४११००१') // '411001'
 * latinDigits('+91 ९८७६५ ४३२१०') // '+91 98765 43210'
 * latinDigits('Pune 411 001') // 'Pune 411 001'
 */
export function latinDigits(text: string): string {
  return text.replace(OTHER_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = ZEROS.find((start) => code >= start && code <= start + 9) ?? code;
    return String(code - zero);
  });
}
