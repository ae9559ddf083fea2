// The four forms of the site, each one schema run by the browser before sending and by the API before storing.
import type { MessageRef } from '../i18n/message';
import type { Translator } from '../i18n/translator';
import {
  validateCity,
  validateConsent,
  validateEmail,
  validateEventSlug,
  validateIndianMobile,
  validateMessage,
  validateModelNumber,
  validateName,
  validatePincode,
  validateProductInterest,
  validateSubject,
  validateSupportTopic,
  type FieldRefusal,
  type FieldResult,
  type ProductInterest,
  type SupportTopic,
} from './fields';

/** Per-field messages for the visitor, in the order the fields appear on the form. */
export type FormErrors<T> = Partial<Record<Extract<keyof T, string>, string>>;

/** Per-field message ids and values, to say the errors in any language. */
export type FormIssues<T> = Partial<Record<Extract<keyof T, string>, MessageRef>>;

/**
 * What a form validator gives: the normalised submission, or a message for each invalid field: `errors` in English
 * (what the API answers), `issues` as message ids and values for any language ({@link formErrorsIn}). `issues` is
 * not enumerable, so the JSON and equality of a result stay `{ ok: false, errors }`.
 */
export type FormResult<T> =
  { ok: true; value: T } | { ok: false; errors: FormErrors<T>; issues: FormIssues<T> };

/** `/contact-us`: a question for the company. */
export interface ContactForm {
  name: string;
  email: string;
  phone?: string;
  city?: string;
  subject?: string;
  message: string;
}

/** `/leads-form`: a prospective buyer who agreed to be called. */
export interface LeadForm {
  name: string;
  phone: string;
  email?: string;
  city: string;
  pincode?: string;
  interest: ProductInterest;
  /** The product model the visitor came from, when there was one. */
  product?: string;
  message?: string;
  consent: true;
}

/** `/events-lead-form`: a lead met at an exhibition or event. */
export interface EventLeadForm extends Omit<LeadForm, 'product'> {
  /** The event's slug. */
  event: string;
}

/** `/email-support`: a support request by e-mail. */
export interface EmailSupportForm {
  name: string;
  email: string;
  phone?: string;
  topic: SupportTopic;
  /** The model number of the product the request is about. */
  model?: string;
  message: string;
}

/** The fields of each form in the order they are shown, for error summaries and messages. */
export const FORM_FIELDS = {
  contact: ['name', 'email', 'phone', 'city', 'subject', 'message'],
  lead: ['name', 'phone', 'email', 'city', 'pincode', 'interest', 'product', 'message', 'consent'],
  eventLead: [
    'event',
    'name',
    'phone',
    'email',
    'city',
    'pincode',
    'interest',
    'message',
    'consent',
  ],
  emailSupport: ['name', 'email', 'phone', 'topic', 'model', 'message'],
} as const satisfies {
  contact: readonly (keyof ContactForm)[];
  lead: readonly (keyof LeadForm)[];
  eventLead: readonly (keyof EventLeadForm)[];
  emailSupport: readonly (keyof EmailSupportForm)[];
};

/** A rule per field; an optional field's rule may give `undefined` (left out of the value). */
type Rules<T> = {
  [K in keyof T]-?: (
    value: unknown,
  ) => FieldResult<Partial<Pick<T, K>> extends Pick<T, K> ? T[K] | undefined : T[K]>;
};

/** Runs each field's rule over the input (any object: parsed JSON, or form entries); unknown keys are ignored. */
function runRules<T>(input: unknown, rules: Rules<T>): FormResult<T> {
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const value: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  const issues: Record<string, MessageRef> = {};
  for (const key of Object.keys(rules) as (keyof T & string)[]) {
    const result = rules[key](Object.hasOwn(source, key) ? source[key] : undefined);
    if (!result.ok) {
      errors[key] = result.message;
      issues[key] = refOf(result);
    } else if (result.value !== undefined) value[key] = result.value;
  }
  if (Object.keys(errors).length === 0) return { ok: true, value: value as T };
  const failed = { ok: false as const, errors: errors as FormErrors<T> };
  Object.defineProperty(failed, 'issues', { value: issues, enumerable: false });
  return failed as { ok: false; errors: FormErrors<T>; issues: FormIssues<T> };
}

/** A refusal's id and values as a plain object (they are not enumerable on the refusal itself). */
const refOf = (refusal: FieldRefusal): MessageRef =>
  refusal.values === undefined
    ? { code: refusal.code }
    : { code: refusal.code, values: refusal.values };

/**
 * A failed form's messages in a translator's language, field by field in the form's order.
 *
 * @example
 * const result = validateContactForm({ name: 'Ravi' });
 * if (!result.ok) formErrorsIn(hindi, result) // { email: 'अपना ई-मेल पता लिखें।', message: 'अपना संदेश लिखें।' }
 */
export function formErrorsIn<T>(
  translator: Pick<Translator, 't'>,
  result: { issues: FormIssues<T> },
): FormErrors<T> {
  const errors: Record<string, string> = {};
  for (const [field, issue] of Object.entries(result.issues) as [string, MessageRef][])
    errors[field] = translator.t(issue.code, issue.values);
  return errors as FormErrors<T>;
}

const optional = { required: false } as const;

/**
 * Validates the contact form: name, e-mail and a message are required; phone, city and subject are optional.
 *
 * @example
 * validateContactForm({ name: 'Ravi', email: 'ravi@example.com', message: 'Where can I see Nuvola?' })
 * // { ok: true, value: { name: 'Ravi', email: 'ravi@example.com', message: 'Where can I see Nuvola?' } }
 * validateContactForm({ name: 'Ravi' })
 * // { ok: false, errors: { email: 'Enter your e-mail address.', message: 'Enter your message.' } }
 */
export function validateContactForm(input: unknown): FormResult<ContactForm> {
  return runRules<ContactForm>(input, {
    name: validateName,
    email: (v) => validateEmail(v),
    phone: (v) => validateIndianMobile(v, optional),
    city: (v) => validateCity(v, optional),
    subject: (v) => validateSubject(v, optional),
    message: (v) => validateMessage(v),
  });
}

/**
 * Validates the leads form: name, mobile number, city, interest and consent to be contacted are required.
 *
 * @example
 * validateLeadForm({ name: 'Asha Rao', phone: '+91 98765 43210', city: 'Pune', interest: 'kitchen', consent: 'on' })
 * // { ok: true, value: { name: 'Asha Rao', phone: '9876543210', city: 'Pune', interest: 'kitchen', consent: true } }
 */
export function validateLeadForm(input: unknown): FormResult<LeadForm> {
  return runRules<LeadForm>(input, {
    name: validateName,
    phone: (v) => validateIndianMobile(v),
    email: (v) => validateEmail(v, optional),
    city: (v) => validateCity(v),
    pincode: (v) => validatePincode(v, optional),
    interest: (v) => validateProductInterest(v),
    product: (v) => validateModelNumber(v, optional),
    message: (v) => validateMessage(v, optional),
    consent: validateConsent,
  });
}

/**
 * Validates the events lead form: the lead form's rules (without a product) plus the event visited.
 *
 * @example
 * validateEventLeadForm({ event: 'design-week-mumbai-2026', name: 'Asha Rao', phone: '9876543210',
 *   city: 'Mumbai', interest: 'both', consent: true }).ok // true
 */
export function validateEventLeadForm(input: unknown): FormResult<EventLeadForm> {
  return runRules<EventLeadForm>(input, {
    event: validateEventSlug,
    name: validateName,
    phone: (v) => validateIndianMobile(v),
    email: (v) => validateEmail(v, optional),
    city: (v) => validateCity(v),
    pincode: (v) => validatePincode(v, optional),
    interest: (v) => validateProductInterest(v),
    message: (v) => validateMessage(v, optional),
    consent: validateConsent,
  });
}

/**
 * Validates the e-mail support form: name, e-mail, topic and message are required; phone and model optional.
 *
 * @example
 * validateEmailSupportForm({ name: 'Ravi', email: 'ravi@example.com', topic: 'warranty',
 *   model: 't14059-pr', message: 'The handle is loose after a year.' })
 * // { ok: true, value: { …, model: 'T14059-PR', … } }
 */
export function validateEmailSupportForm(input: unknown): FormResult<EmailSupportForm> {
  return runRules<EmailSupportForm>(input, {
    name: validateName,
    email: (v) => validateEmail(v),
    phone: (v) => validateIndianMobile(v, optional),
    topic: validateSupportTopic,
    model: (v) => validateModelNumber(v, optional),
    message: (v) => validateMessage(v),
  });
}
