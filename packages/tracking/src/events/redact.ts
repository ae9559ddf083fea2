// Keeps personal data out of what is sent: visitors type anything into a search box.

const EMAIL = /[^\s@/?#&=]+@[^\s@/?#&=]+\.[^\s@/?#&=]+/g;
// Ten or more digits, allowing spaces, dots, dashes and brackets between them: phone numbers, not the
// short digit runs of model and part numbers.
const PHONE = /\+?\d(?:[\s.\-()]*\d){9,}/g;

/** The longest text an event field keeps. */
export const MAX_FIELD_LENGTH = 100;

/**
 * Replaces e-mail addresses and phone-number-like digit runs with `[redacted]`.
 *
 * @example
 * redactPersonalData('call 98765 43210 re T14059') // 'call [redacted] re T14059'
 */
export function redactPersonalData(text: string): string {
  return text.replace(EMAIL, '[redacted]').replace(PHONE, '[redacted]');
}

/** A field value as it may be sent: a string, redacted and capped. */
export function cleanField(value: unknown): string {
  return redactPersonalData(String(value ?? '').trim()).slice(0, MAX_FIELD_LENGTH);
}
