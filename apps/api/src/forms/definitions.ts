// The four forms the API takes: path, the shared validator of @fittings/catalog-core, and the answer on success.
// The zod schemas describe the bodies for /openapi.json and run the shared rules (superRefine), so the browser and
// the API can never disagree on what is valid.
import { z } from '@hono/zod-openapi';
import {
  FORM_FIELDS,
  FORM_LIMITS,
  PRODUCT_INTERESTS,
  SUPPORT_TOPICS,
  validateContactForm,
  validateEmailSupportForm,
  validateEventLeadForm,
  validateLeadForm,
  type FormResult,
} from '@fittings/catalog-core';

export type FormId = 'contact-us' | 'leads' | 'events-lead-form' | 'email-support';

export interface FormDefinition {
  form: FormId;
  path: `/post/${string}`;
  summary: string;
  fields: readonly string[];
  validate: (input: unknown) => FormResult<object>;
  schema: z.ZodType;
  /** The message of the 200 answer, shown to the visitor. */
  message: string;
  /** Submissions of these forms are leads, exported by `leads:export`. */
  lead: boolean;
}

// Values are `unknown` to zod: the shared rules decide, so a number where a string was expected gets the same
// visitor message as any other invalid value. The OpenAPI metadata says what to send.
const text = (description: string, example?: string) =>
  z.unknown().openapi({ type: 'string', description, ...(example ? { example } : {}) });

const fields = {
  name: text(
    `2 to ${FORM_LIMITS.nameMax} letters, spaces, dots, hyphens or apostrophes`,
    'Asha Rao',
  ),
  email: text('An e-mail address', 'asha@example.com'),
  phone: text(
    'An Indian mobile number: 10 digits starting 6 to 9, optionally after +91 or 0; spaces and dashes are fine',
    '+91 98765 43210',
  ),
  city: text(`2 to ${FORM_LIMITS.cityMax} letters`, 'Pune'),
  pincode: text('Six digits, not starting with 0', '411001'),
  interest: z.unknown().openapi({
    type: 'string',
    enum: PRODUCT_INTERESTS.map((i) => i.value),
    example: 'kitchen',
  }),
  topic: z.unknown().openapi({
    type: 'string',
    enum: SUPPORT_TOPICS.map((t) => t.value),
    example: 'warranty',
  }),
  product: text('The model of the product the visitor came from', 'T14059-PR'),
  model: text('The model number the request is about', 'T14059-PR'),
  subject: text(`At most ${FORM_LIMITS.subjectMax} characters`),
  message: text(`${FORM_LIMITS.messageMin} to ${FORM_LIMITS.messageMax} characters`),
  event: text('The slug of the event', 'design-week-mumbai-2026'),
  consent: z.unknown().openapi({
    type: 'boolean',
    description: 'true: the visitor agrees to be contacted (required)',
    example: true,
  }),
  captchaToken: text(
    'The captcha answer (reCAPTCHA or Turnstile token; the local test token when no captcha is configured)',
  ),
} as const;

type FieldName = keyof typeof fields;

function schemaOf(name: string, keys: readonly string[], validate: FormDefinition['validate']) {
  const shape = Object.fromEntries(
    [...keys, 'captchaToken'].map((key) => [key, fields[key as FieldName].optional()]),
  );
  return z
    .object(shape)
    .superRefine((body, ctx) => {
      const result = validate(body);
      if (result.ok) return;
      for (const [path, message] of Object.entries(result.errors)) {
        ctx.addIssue({ code: 'custom', path: [path], message: String(message) });
      }
    })
    .openapi(name);
}

function define(
  form: FormId,
  name: string,
  keys: readonly string[],
  validate: FormDefinition['validate'],
  rest: Pick<FormDefinition, 'summary' | 'message' | 'lead'>,
): FormDefinition {
  return {
    form,
    path: `/post/${form}`,
    fields: keys,
    validate,
    schema: schemaOf(name, keys, validate),
    ...rest,
  };
}

export const FORMS: readonly FormDefinition[] = [
  define('contact-us', 'ContactMessage', FORM_FIELDS.contact, validateContactForm, {
    summary: 'A message for the company (contact-us)',
    message: 'Thank you for writing to us. We will reply within two working days.',
    lead: false,
  }),
  define('leads', 'Lead', FORM_FIELDS.lead, validateLeadForm, {
    summary: 'A prospective buyer who agreed to be called (leads-form)',
    message: 'Thank you! Our team will call you soon.',
    lead: true,
  }),
  define('events-lead-form', 'EventLead', FORM_FIELDS.eventLead, validateEventLeadForm, {
    summary: 'A lead met at an event (events-lead-form)',
    message: 'Thank you for visiting us! Our team will call you soon.',
    lead: true,
  }),
  define('email-support', 'EmailSupport', FORM_FIELDS.emailSupport, validateEmailSupportForm, {
    summary: 'A support request answered by e-mail (email-support)',
    message: 'Thank you. Our support team will reply by e-mail within one working day.',
    lead: false,
  }),
];

/** The forms whose submissions are leads for the sales team. */
export const LEAD_FORMS = FORMS.filter((f) => f.lead).map((f) => f.form);
