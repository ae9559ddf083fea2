// Text a visitor types that leaves the site (form submissions, e-mails, list notes in a WhatsApp message): the
// characters that reorder what a reader sees are taken out, and a field must hold something a reader can see.

/**
 * Bidirectional controls: embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the marks (U+200E,
 * U+200F, U+061C). An override (U+202E) makes `gpj.exe` read as `exe.jpg` in a message or an e-mail; typed text never
 * needs one (Hindi and English run left to right, and the Unicode bidi algorithm places Urdu or Arabic by itself).
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Characters that draw nothing: spaces of every kind, format characters (zero-width space, joiners, the BOM), the
 * Hangul fillers and the blank Braille pattern, which fonts draw as empty and no language writes alone.
 */
const INVISIBLE = /[\p{White_Space}\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/**
 * The text without bidirectional control characters.
 *
 * @example
 * withoutBidiControls('note \u202Egpj.exe') // 'note gpj.exe'
 */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * Whether the text holds at least one character a reader can see.
 *
 * @example
 * hasVisibleText('Asha') // true
 * hasVisibleText('\u200B\u3164\u2800') // false: a zero-width space, a Hangul filler and blank Braille
 */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '') !== '';
}
