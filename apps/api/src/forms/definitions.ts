// The four forms the API takes: path, the shared validator of @fittings/catalog-core, and the answer on success.
// The zod schemas describe the bodies for /openapi.json and run the shared rules first, so the browser and the API
// can never disagree on what is valid.
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

/** A model number as printed on a product (validateModelNumber's rule, either case). */
const MODEL_PATTERN = '^[A-Za-z0-9][A-Za-z0-9./-]*$';

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

// Each body is described by its real shape (types, required fields, enums, limits) in /openapi.json, and checked at
// run time in two steps: the shared rules of @fittings/catalog-core first (a preprocess step), so every invalid field
// gets the visitor's message the site shows, and their normalised value (tidied spaces, a 10-digit phone, `consent:
// true`) is then parsed by the shape. The rules accept more than the normalised form (a phone with +91 and spaces, a
// form's "on" for consent, numbers where digits are expected); the descriptions say so. Lengths are in characters
// (code points), as JSON Schema counts them and the rules check them, so they are documented, not re-checked by zod,
// which counts UTF-16 units.
const limits = (min: number | undefined, max: number) => ({
  ...(min !== undefined ? { minLength: min } : {}),
  maxLength: max,
});

const text = (description: string, example?: string) =>
  z.string().openapi({ description, ...(example ? { example } : {}) });

const fields = {
  name: text(
    `${FORM_LIMITS.nameMin} to ${FORM_LIMITS.nameMax} letters, spaces, dots, hyphens or apostrophes (runs of spaces are made one)`,
    'Asha Rao',
  ).openapi(limits(FORM_LIMITS.nameMin, FORM_LIMITS.nameMax)),
  email: text('An e-mail address (the domain is stored in lower case)', 'asha@example.com').openapi(
    { format: 'email', ...limits(undefined, FORM_LIMITS.emailMax) },
  ),
  phone: text(
    'An Indian mobile number: 10 digits starting 6 to 9, optionally after +91, 91 or 0; spaces and dashes are fine. Stored as the 10 digits',
    '+91 98765 43210',
  ).openapi({ pattern: '^[0-9+\\s-]+$' }),
  city: text(
    `${FORM_LIMITS.cityMin} to ${FORM_LIMITS.cityMax} letters, spaces, dots, hyphens or apostrophes`,
    'Pune',
  ).openapi(limits(FORM_LIMITS.cityMin, FORM_LIMITS.cityMax)),
  pincode: text('Six digits, not starting with 0; spaces are ignored', '411001').openapi({
    pattern: '^\\s*[1-9](?:\\s*[0-9]){5}\\s*$',
  }),
  interest: z.enum(PRODUCT_INTERESTS.map((i) => i.value)).openapi({
    description: PRODUCT_INTERESTS.map((i) => `${i.value}: ${i.label}`).join('; '),
    example: 'kitchen',
  }),
  topic: z.enum(SUPPORT_TOPICS.map((t) => t.value)).openapi({
    description: SUPPORT_TOPICS.map((t) => `${t.value}: ${t.label}`).join('; '),
    example: 'warranty',
  }),
  product: text(
    'The model of the product the visitor came from (stored in upper case)',
    'T14059-PR',
  ).openapi({ pattern: MODEL_PATTERN, ...limits(1, FORM_LIMITS.modelMax) }),
  model: text(
    'The model number the request is about, as printed on the product (stored in upper case)',
    'T14059-PR',
  ).openapi({ pattern: MODEL_PATTERN, ...limits(1, FORM_LIMITS.modelMax) }),
  subject: text(`At most ${FORM_LIMITS.subjectMax} characters, on one line`).openapi(
    limits(undefined, FORM_LIMITS.subjectMax),
  ),
  message: text(`${FORM_LIMITS.messageMin} to ${FORM_LIMITS.messageMax} characters`).openapi(
    limits(FORM_LIMITS.messageMin, FORM_LIMITS.messageMax),
  ),
  event: text('The slug of an event that takes leads', 'design-week-mumbai-2026').openapi({
    pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
    ...limits(1, 80),
  }),
  consent: z.literal(true).openapi({
    description:
      'The visitor agrees to be contacted. Must be true (an HTML form\'s "on", and "true", "yes" or "1", count as true)',
    example: true,
  }),
  captchaToken: z.string().openapi({
    description:
      'The captcha answer (reCAPTCHA or Turnstile token; the local test token when no captcha is configured). Without a valid one the answer is 400 with an error on `captcha`',
  }),
} as const;

type FieldName = keyof typeof fields;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function schemaOf(
  name: string,
  keys: readonly string[],
  required: readonly string[],
  validate: FormDefinition['validate'],
) {
  const shape = Object.fromEntries(
    [...keys, 'captchaToken'].map((key) => {
      const field = fields[key as FieldName];
      return [key, required.includes(key) ? field : field.optional()];
    }),
  );
  // Not an object: left to the shape, which answers "Send the form as a JSON object.".
  return z
    .preprocess((body, ctx) => {
      if (!isObject(body)) return body;
      const result = validate(body);
      if (!result.ok) {
        for (const [path, message] of Object.entries(result.errors)) {
          ctx.addIssue({ code: 'custom', path: [path], message: String(message) });
        }
        return body;
      }
      const token = body.captchaToken;
      return { ...result.value, ...(typeof token === 'string' ? { captchaToken: token } : {}) };
    }, z.object(shape))
    .openapi(name);
}

function define(
  form: FormId,
  name: string,
  keys: readonly string[],
  required: readonly string[],
  validate: FormDefinition['validate'],
  rest: Pick<FormDefinition, 'summary' | 'message' | 'lead'>,
): FormDefinition {
  return {
    form,
    path: `/post/${form}`,
    fields: keys,
    validate,
    schema: schemaOf(name, keys, required, validate),
    ...rest,
  };
}

export const FORMS: readonly FormDefinition[] = [
  define(
    'contact-us',
    'ContactMessage',
    FORM_FIELDS.contact,
    ['name', 'email', 'message'],
    validateContactForm,
    {
      summary: 'A message for the company (contact-us)',
      message: 'Thank you for writing to us. We will reply within two working days.',
      lead: false,
    },
  ),
  define(
    'leads',
    'Lead',
    FORM_FIELDS.lead,
    ['name', 'phone', 'city', 'interest', 'consent'],
    validateLeadForm,
    {
      summary: 'A prospective buyer who agreed to be called (leads-form)',
      message: 'Thank you! Our team will call you soon.',
      lead: true,
    },
  ),
  define(
    'events-lead-form',
    'EventLead',
    FORM_FIELDS.eventLead,
    ['event', 'name', 'phone', 'city', 'interest', 'consent'],
    validateEventLeadForm,
    {
      summary: 'A lead met at an event (events-lead-form)',
      message: 'Thank you for visiting us! Our team will call you soon.',
      lead: true,
    },
  ),
  define(
    'email-support',
    'EmailSupport',
    FORM_FIELDS.emailSupport,
    ['name', 'email', 'topic', 'message'],
    validateEmailSupportForm,
    {
      summary: 'A support request answered by e-mail (email-support)',
      message: 'Thank you. Our support team will reply by e-mail within one working day.',
      lead: false,
    },
  ),
];

/** The forms whose submissions are leads for the sales team. */
export const LEAD_FORMS = FORMS.filter((f) => f.lead).map((f) => f.form);
