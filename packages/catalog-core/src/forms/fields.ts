// The rules of each form field, shared by the browser and the API: each takes what a visitor typed (or a JSON value)
// and gives the normalised value or one message written for the visitor: its id in the package's catalogues (to say
// it in the page's language) and its English text (what the API answers).
import { englishText, withMessageRef, type MessageRef } from '../i18n/message';
import { hasVisibleText, withoutBidiControls } from '../visibleText/visibleText';
import type { MessageValues } from '../i18n/translator';
import { latinDigits } from '../places/digits';

/**
 * A field's refusal: the message's English text (`message`), and its id and values (`code`, `values`) for any other
 * language: `translator.t(result.code, result.values)`. The id and values are not enumerable, so the JSON of a
 * refusal and its equality stay what they were (`{ ok: false, message }`); a spread copy drops them.
 */
export interface FieldRefusal extends MessageRef {
  ok: false;
  /** The message in English, from the English catalogue. */
  message: string;
}

/** What a field rule gives: the normalised value, or a message for the visitor. */
export type FieldResult<T> = { ok: true; value: T } | FieldRefusal;

/** Whether a field may be left empty; an empty optional field gives `undefined`. */
export interface FieldRuleOptions {
  required?: boolean;
}

/** Options of a field that may be left empty. */
export interface OptionalField extends FieldRuleOptions {
  required: false;
}

/** Options of a field that must be filled (the default). */
export interface RequiredField extends FieldRuleOptions {
  required?: true;
}

/** The length limits of the form fields, in characters. */
export const FORM_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  emailMax: 254,
  cityMin: 2,
  cityMax: 60,
  subjectMax: 120,
  modelMax: 40,
  messageMin: 10,
  messageMax: 2000,
} as const;

/** A choice of a form's select: the value sent, and its label's message id and English text. */
export interface FormOption<V extends string> {
  readonly value: V;
  /** The label's message id, for a page in any language: `translator.t(option.labelCode)`. */
  readonly labelCode: string;
  /** The label in English, from the English catalogue. */
  readonly label: string;
}

/** An option whose English label is read from the catalogue when asked for (so defining it costs nothing). */
const option = <V extends string>(value: V, labelCode: string): FormOption<V> => ({
  value,
  labelCode,
  get label() {
    return englishText(labelCode);
  },
});

/** What a lead is interested in: the value sent and the label a visitor reads. */
export const PRODUCT_INTERESTS = [
  /* @__PURE__ */ option('bathroom', 'core.form.option.interest.bathroom'),
  /* @__PURE__ */ option('kitchen', 'core.form.option.interest.kitchen'),
  /* @__PURE__ */ option('both', 'core.form.option.interest.both'),
  /* @__PURE__ */ option('project', 'core.form.option.interest.project'),
] as const;

export type ProductInterest = (typeof PRODUCT_INTERESTS)[number]['value'];

/** What an e-mail to support is about: the value sent and the label a visitor reads. */
export const SUPPORT_TOPICS = [
  /* @__PURE__ */ option('product', 'core.form.option.topic.product'),
  /* @__PURE__ */ option('installation', 'core.form.option.topic.installation'),
  /* @__PURE__ */ option('warranty', 'core.form.option.topic.warranty'),
  /* @__PURE__ */ option('spare-parts', 'core.form.option.topic.spareParts'),
  /* @__PURE__ */ option('other', 'core.form.option.topic.other'),
] as const;

export type SupportTopic = (typeof SUPPORT_TOPICS)[number]['value'];

const ok = <T>(value: T): FieldResult<T> => ({ ok: true, value });
const fail = (code: string, values?: MessageValues): FieldRefusal =>
  withMessageRef({ ok: false as const, message: englishText(code, values) }, { code, values });

/**
 * Text of a value as typed: strings without their bidirectional controls (see withoutBidiControls: what a visitor
 * sends leaves the site in e-mails and exports), numbers as digits, anything else as nothing.
 */
function text(value: unknown): string {
  if (typeof value === 'string') return withoutBidiControls(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Trimmed, with runs of whitespace (including newlines and no-break spaces) made one space. */
function oneLine(value: unknown): string {
  return text(value).replace(/\s+/g, ' ').trim();
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const PERSON_OR_PLACE = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

const length = (value: string) => [...value].length;

/**
 * The refusal of an empty field (or undefined for an optional one left empty), and of one that holds only characters
 * nobody can see (zero-width spaces, Hangul fillers, blank Braille): that is no name and no message, and saying so
 * is clearer than accepting it or calling it empty.
 */
function optionalEmpty<T>(
  value: string,
  options: FieldRuleOptions | undefined,
  missingCode: string,
): FieldResult<T | undefined> | undefined {
  if (value === '') return options?.required === false ? ok(undefined) : fail(missingCode);
  if (!hasVisibleText(value)) return fail(INVISIBLE_CODE);
  return undefined;
}

/** The message for a field that holds only invisible characters. */
const INVISIBLE_CODE = 'core.form.invisible';

/**
 * A field rule that may be optional: required by default, giving its value's type; with `{ required: false }` an
 * empty field gives `undefined`.
 */
export interface FieldRule<T> {
  (value: unknown, options: OptionalField): FieldResult<T | undefined>;
  (value: unknown, options?: RequiredField): FieldResult<T>;
}

/**
 * A field rule from how it reads what was typed, its message for an empty field, and its checks of the rest: the
 * empty, optional and invisible cases are the same for every field, so they are written once, here.
 */
function fieldRule<T>(
  read: (value: unknown) => string,
  missingCode: string,
  check: (typed: string) => FieldResult<T>,
): FieldRule<T> {
  function rule(value: unknown, options?: FieldRuleOptions): FieldResult<T | undefined> {
    const typed = read(value);
    return optionalEmpty<T>(typed, options, missingCode) ?? check(typed);
  }
  // One body serves both call signatures: the overloads say what `required` does to the value's type.
  return rule as FieldRule<T>;
}

/**
 * A person's name: 2 to 80 letters, spaces, dots, hyphens or apostrophes (any script), with the spaces tidied.
 *
 * @example
 * validateName('  Asha   Rao ') // { ok: true, value: 'Asha Rao' }
 * validateName('') // { ok: false, message: 'Enter your name.' }
 * validateName('R2D2') // { ok: false, message: 'Use only letters, spaces, dots, hyphens and apostrophes in your name.' }
 */
export function validateName(value: unknown): FieldResult<string> {
  const name = oneLine(value);
  if (name === '') return fail('core.form.name.required');
  if (!hasVisibleText(name)) return fail(INVISIBLE_CODE);
  if (length(name) < FORM_LIMITS.nameMin) return fail('core.form.name.tooShort');
  if (length(name) > FORM_LIMITS.nameMax)
    return fail('core.form.name.tooLong', { max: FORM_LIMITS.nameMax });
  if (!PERSON_OR_PLACE.test(name)) return fail('core.form.name.invalid');
  return ok(name);
}

const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * An e-mail address as people type one: `name@domain.tld`, trimmed, with the domain in lower case (the part
 * before `@` is kept as typed). At most 254 characters.
 *
 * @example
 * validateEmail(' Ravi@Example.COM ') // { ok: true, value: 'Ravi@example.com' }
 * validateEmail('ravi@example') // { ok: false, message: 'Enter an e-mail address such as name@example.com.' }
 * validateEmail('', { required: false }) // { ok: true, value: undefined }
 */
export const validateEmail: FieldRule<string> = /* @__PURE__ */ fieldRule(
  (value) => text(value).trim(),
  'core.form.email.required',
  (email) => {
    if (length(email) > FORM_LIMITS.emailMax)
      return fail('core.form.email.tooLong', { max: FORM_LIMITS.emailMax });
    const at = email.lastIndexOf('@');
    const local = email.slice(0, at);
    const domain = email.slice(at + 1).toLowerCase();
    const labels = domain.split('.');
    const valid =
      at > 0 &&
      local.length <= 64 &&
      EMAIL_LOCAL.test(local) &&
      labels.length >= 2 &&
      labels.every((label) => EMAIL_LABEL.test(label)) &&
      /^[a-z]{2,}$/.test(labels[labels.length - 1] ?? '');
    if (!valid) return fail('core.form.email.invalid');
    return ok(`${local}@${domain}`);
  },
);

const MOBILE = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/;

/**
 * An Indian mobile number: ten digits starting with 6, 7, 8 or 9, optionally after `+91`, `91` or `0`, with
 * spaces and dashes anywhere, in Latin or Devanagari digits (or another Indian script's). Normalised to the ten Latin
 * digits, the form a sales team dials and a spreadsheet keeps.
 *
 * @example
 * validateIndianMobile('९८७६५ ४३२१०') // { ok: true, value: '9876543210' }
 * validateIndianMobile('+91 98765-43210') // { ok: true, value: '9876543210' }
 * validateIndianMobile('098765 43210') // { ok: true, value: '9876543210' }
 * validateIndianMobile('12345 67890') // { ok: false, message: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.' }
 */
export const validateIndianMobile: FieldRule<string> = /* @__PURE__ */ fieldRule(
  (value) => latinDigits(text(value)).trim(),
  'core.form.phone.required',
  (typed) => {
    const compact = typed.replace(/[\s-]+/g, '');
    const match = MOBILE.exec(compact);
    if (!match) return fail('core.form.phone.invalid');
    return ok(match[1] as string);
  },
);

/**
 * An Indian postal pincode: six digits, the first not 0, in Latin or Devanagari digits (or another Indian
 * script's); spaces are tolerated (`411 001`). Normalised to Latin digits.
 *
 * @example
 * validatePincode('411 001') // { ok: true, value: '411001' }
 * validatePincode('४११००१') // { ok: true, value: '411001' }
 * validatePincode('011001') // { ok: false, message: 'A pincode does not start with 0.' }
 */
export const validatePincode: FieldRule<string> = /* @__PURE__ */ fieldRule(
  (value) => latinDigits(text(value)).replace(/\s+/g, ''),
  'core.form.pincode.required',
  (typed) => {
    if (!/^\d{6}$/.test(typed)) return fail('core.form.pincode.invalid');
    if (typed.startsWith('0')) return fail('core.form.pincode.leadingZero');
    return ok(typed);
  },
);

/**
 * A city or town: 2 to 60 letters, spaces, dots, hyphens or apostrophes, with the spaces tidied.
 *
 * @example
 * validateCity(' New  Delhi ') // { ok: true, value: 'New Delhi' }
 * validateCity('4110') // { ok: false, message: 'Use only letters, spaces, dots, hyphens and apostrophes in the city.' }
 */
export const validateCity: FieldRule<string> = /* @__PURE__ */ fieldRule(
  (value) => oneLine(value),
  'core.form.city.required',
  (city) => {
    if (length(city) < FORM_LIMITS.cityMin) return fail('core.form.city.tooShort');
    if (length(city) > FORM_LIMITS.cityMax)
      return fail('core.form.city.tooLong', { max: FORM_LIMITS.cityMax });
    if (!PERSON_OR_PLACE.test(city)) return fail('core.form.city.invalid');
    return ok(city);
  },
);

/**
 * One of the {@link PRODUCT_INTERESTS} values.
 *
 * @example
 * validateProductInterest('kitchen') // { ok: true, value: 'kitchen' }
 * validateProductInterest('') // { ok: false, message: 'Choose what you are interested in.' }
 */
export const validateProductInterest: FieldRule<ProductInterest> = /* @__PURE__ */ fieldRule(
  (value) => text(value).trim(),
  'core.form.interest.required',
  (typed) => {
    const interest = PRODUCT_INTERESTS.find((item) => item.value === typed);
    return interest ? ok(interest.value) : fail('core.form.interest.invalid');
  },
);

/**
 * One of the {@link SUPPORT_TOPICS} values.
 *
 * @example
 * validateSupportTopic('warranty') // { ok: true, value: 'warranty' }
 */
export function validateSupportTopic(value: unknown): FieldResult<SupportTopic> {
  const typed = text(value).trim();
  if (typed === '') return fail('core.form.topic.required');
  const topic = SUPPORT_TOPICS.find((item) => item.value === typed);
  return topic ? ok(topic.value) : fail('core.form.topic.invalid');
}

/**
 * A short subject line: up to 120 characters on one line.
 *
 * @example
 * validateSubject(' Nuvola  range ', { required: false }) // { ok: true, value: 'Nuvola range' }
 */
export function validateSubject(
  value: unknown,
  options?: FieldRuleOptions,
): FieldResult<string | undefined> {
  const subject = oneLine(value);
  const empty = optionalEmpty<string>(subject, options, 'core.form.subject.required');
  if (empty) return empty;
  if (CONTROL.test(subject)) return fail('core.form.subject.control');
  if (length(subject) > FORM_LIMITS.subjectMax)
    return fail('core.form.subject.tooLong', { max: FORM_LIMITS.subjectMax });
  return ok(subject);
}

const MODEL = /^[A-Za-z0-9][A-Za-z0-9./-]*$/;

/**
 * A product model or part number as printed on the product or its box (`T14059-PR`), upper-cased.
 *
 * @example
 * validateModelNumber(' t14059-pr ', { required: false }) // { ok: true, value: 'T14059-PR' }
 * validateModelNumber('', { required: false }) // { ok: true, value: undefined }
 */
export function validateModelNumber(
  value: unknown,
  options?: FieldRuleOptions,
): FieldResult<string | undefined> {
  const model = text(value).trim().toUpperCase();
  const empty = optionalEmpty<string>(model, options, 'core.form.model.required');
  if (empty) return empty;
  if (length(model) > FORM_LIMITS.modelMax || !MODEL.test(model))
    return fail('core.form.model.invalid');
  return ok(model);
}

/**
 * The visitor's message: 10 to 2000 characters, line breaks kept, surrounding space trimmed.
 *
 * @example
 * validateMessage('Where can I see the Nuvola range?') // { ok: true, value: 'Where can I see the Nuvola range?' }
 * validateMessage('Hi') // { ok: false, message: 'Write at least 10 characters, so we can help.' }
 */
export const validateMessage: FieldRule<string> = /* @__PURE__ */ fieldRule(
  (value) =>
    text(value)
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t]+\n/g, '\n')
      .trim(),
  'core.form.message.required',
  (message) => {
    if (CONTROL.test(message)) return fail('core.form.message.control');
    if (length(message) < FORM_LIMITS.messageMin)
      return fail('core.form.message.tooShort', { min: FORM_LIMITS.messageMin });
    if (length(message) > FORM_LIMITS.messageMax)
      return fail('core.form.message.tooLong', {
        max: FORM_LIMITS.messageMax,
        length: length(message),
      });
    return ok(message);
  },
);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The event a lead was met at, by its slug (`design-week-mumbai-2026`).
 *
 * @example
 * validateEventSlug('design-week-mumbai-2026') // { ok: true, value: 'design-week-mumbai-2026' }
 * validateEventSlug('') // { ok: false, message: 'Choose the event you visited.' }
 */
export function validateEventSlug(value: unknown): FieldResult<string> {
  const slug = text(value).trim();
  if (slug === '' || slug.length > 80 || !SLUG.test(slug)) return fail('core.form.event.required');
  return ok(slug);
}

const AGREED = new Set(['true', 'on', 'yes', '1']);

/**
 * The visitor's agreement to be contacted: a ticked checkbox (`'on'` from a form) or `true` from JSON. Required
 * for leads: nobody is called who did not agree.
 *
 * @example
 * validateConsent('on') // { ok: true, value: true }
 * validateConsent(undefined) // { ok: false, message: 'Tick the box to agree that we may contact you.' }
 */
export function validateConsent(value: unknown): FieldResult<true> {
  const agreed = value === true || (typeof value === 'string' && AGREED.has(value.trim()));
  return agreed ? ok(true) : fail('core.form.consent.required');
}
