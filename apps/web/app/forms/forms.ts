// The site's four forms as the browser and the web server both handle them: the shared rules of
// @fittings/catalog-core (the API runs the same ones), the endpoint each posts to, and what an action answers.
import {
  FORM_FIELDS,
  validateContactForm,
  validateEmailSupportForm,
  validateEventLeadForm,
  validateLeadForm,
  formErrorsIn,
  type FormResult,
  type Translator,
} from '@fittings/catalog-core';
import { isApiError } from '@fittings/api-client';

export type SiteFormId = 'contact-us' | 'leads' | 'events-lead-form' | 'email-support';

export interface SiteFormDefinition {
  validate: (input: unknown) => FormResult<object>;
  fields: readonly string[];
  /** Where a successful submission goes instead of staying on the form, if anywhere. */
  successPath?: string;
}

export const SITE_FORMS: Record<SiteFormId, SiteFormDefinition> = {
  'contact-us': { validate: validateContactForm, fields: FORM_FIELDS.contact },
  leads: {
    validate: validateLeadForm,
    fields: FORM_FIELDS.lead,
    successPath: '/leads-form/ThankYou',
  },
  'events-lead-form': { validate: validateEventLeadForm, fields: FORM_FIELDS.eventLead },
  'email-support': { validate: validateEmailSupportForm, fields: FORM_FIELDS.emailSupport },
};

/**
 * The confirmation of a sent form: the page's own words in its language (the API's message is English) and the
 * reference the API stored it under (C-000042), for the visitor to quote; without one (an older API), the words alone.
 */
export function sentMessage(
  sent: string,
  reference: string | undefined,
  text: Pick<Translator, 't'>,
): string {
  return reference ? `${sent} ${text.t('web.form.reference', { reference })}` : sent;
}

/** The answer of a stored form: the API's reference for it. */
export interface SentAnswer {
  reference?: string;
}

/** A form's fields checked by its rules, the errors said by `text` (the page's language), keyed by field. */
export type CheckedForm =
  { ok: true; value: object } | { ok: false; errors: Record<string, string> };

/**
 * Checks a form's fields with the shared rules and words the refusals in the page's language: the rules name each
 * error by message id (`issues`), so the same check says "Enter your name." on an English page and its Hindi on a
 * Hindi one, in the browser and on the server alike.
 */
export function checkForm(
  form: SiteFormId,
  values: Record<string, string>,
  text: Pick<Translator, 't'>,
): CheckedForm {
  const result = SITE_FORMS[form].validate(values);
  if (result.ok) return result;
  return { ok: false, errors: formErrorsIn(text, result) as Record<string, string> };
}

/** What a form page's loader gives its form. */
export interface FormPageData {
  /** The visitor's XSRF token for the hidden field ('' when the API could not be asked). */
  xsrf: string;
  /** Sent as Idempotency-Key: the same for a retry of this form, new after a success. */
  idempotencyKey: string;
}

/** The hidden fields every form carries. */
export const XSRF_FIELD = '_xsrf';
export const KEY_FIELD = '_key';
export const CAPTCHA_FIELD = 'captchaToken';

/** What an action answers to the form. `values` refill the fields when the page was sent without JavaScript. */
export type FormOutcome =
  | { status: 'invalid'; errors: Record<string, string>; values: Record<string, string> }
  | { status: 'failed'; message: string; values: Record<string, string> }
  | { status: 'sent'; message: string }
  /** Sent while offline: kept on the device and sent when the connection returns (forms/keptForms.ts). */
  | { status: 'kept'; message: string };

/** The visitor's fields as text (no files, none of the hidden fields). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === 'string' && !name.startsWith('_') && !name.includes('-response'))
      values[name] = value;
  }
  return values;
}

/** The captcha answer: a widget's own field (Turnstile, reCAPTCHA), else the local test token. */
export function captchaTokenOf(formData: FormData): string | undefined {
  for (const name of ['cf-turnstile-response', 'g-recaptcha-response', CAPTCHA_FIELD]) {
    const value = formData.get(name);
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/**
 * Turns the API's refusal into what the form shows: field messages, or one message for the whole form (the API's
 * own words, else the generic message in the page's language).
 */
export function outcomeOfError(
  error: unknown,
  values: Record<string, string>,
  text: Translator,
): FormOutcome {
  if (isApiError(error)) {
    const body = error.body as { errors?: Record<string, string> } | undefined;
    if (error.status === 400 && body?.errors && Object.keys(body.errors).length > 0) {
      return { status: 'invalid', errors: body.errors, values };
    }
    return { status: 'failed', message: error.message || text.t('core.error.generic'), values };
  }
  return { status: 'failed', message: text.t('core.error.generic'), values };
}
