// The forms without JavaScript: the browser posts the page's own URL, and this server checks the XSRF field
// against the cookie, validates with the shared rules and forwards to the API exactly as the browser would (the
// XSRF header, the Idempotency-Key, and the visitor's address for the API's per-client limit).
import { localizePath, sameXsrfToken } from '@fittings/catalog-core';
import { isApiError, type ApiResponse } from '@fittings/api-client';
import { data, redirect, type AppLoadContext } from 'react-router';
import { serverApi } from '../api/api.server';
import { loadTranslator } from '../i18n/translators';
import { languageOf } from '../i18n/useLanguage';
import { visitorScheme, xsrfCookieOf } from './formPage.server';
import { formPagesInLanguages } from './forms.languages';
import {
  CAPTCHA_FIELD,
  KEY_FIELD,
  SITE_FORMS,
  XSRF_FIELD,
  captchaTokenOf,
  checkForm,
  formValues,
  outcomeOfError,
  sentMessage,
  type FormOutcome,
  type SentAnswer,
  type SiteFormId,
} from './forms';

/** Message ids of the refusals this server makes itself, said in the page's language. */
export const EXPIRED_MESSAGE = 'web.form.expired';

/** No form of the site has more than a dozen fields; a post with more is not one of them. */
export const MAX_FORM_FIELDS = 50;
export const TOO_MANY_FIELDS_MESSAGE = 'web.form.tooManyFields';
/** The API's per-client limit, said in the page's language with the wait it asked for. */
export const TOO_MANY_REQUESTS_MESSAGE = 'web.form.tooManyRequests';

export async function submitFormOnServer(
  form: SiteFormId,
  request: Request,
  context: AppLoadContext | undefined,
) {
  const language = languageOf(request);
  // An action runs before the root loader has loaded the page's language.
  const text = await loadTranslator(language);
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    // Not a form body (a wrong content type, broken multipart): the visitor's browser never sends that.
    return data<FormOutcome>(
      { status: 'failed', message: text.t(EXPIRED_MESSAGE), values: {} },
      400,
    );
  }
  let fields = 0;
  for (const _entry of formData) fields++;
  if (fields > MAX_FORM_FIELDS) {
    return data<FormOutcome>(
      { status: 'failed', message: text.t(TOO_MANY_FIELDS_MESSAGE), values: {} },
      400,
    );
  }
  const values = formValues(formData);
  const { name, token: cookie } = xsrfCookieOf(request);
  const sent = formData.get(XSRF_FIELD);
  // The one constant-time comparison the API uses too; any string a visitor sends is compared, none throws.
  if (!cookie || typeof sent !== 'string' || !sameXsrfToken(sent, cookie)) {
    return data<FormOutcome>({ status: 'failed', message: text.t(EXPIRED_MESSAGE), values }, 403);
  }
  const definition = SITE_FORMS[form];
  const result = checkForm(form, values, text);
  if (!result.ok) {
    return data<FormOutcome>({ status: 'invalid', errors: result.errors, values }, 400);
  }
  const key = formData.get(KEY_FIELD);
  const forwarded = [request.headers.get('x-forwarded-for'), context?.clientIp]
    .filter(Boolean)
    .join(', ');
  // Only the XSRF cookie goes on to the API; the client's hook sends it back in the header.
  const api = serverApi(request, {
    cookies: () => `${name}=${cookie}`,
    headers: {
      cookie: `${name}=${cookie}`,
      // The API reads the __Host- name only when it believes the visitor is on https: edge/server.ts's verdict.
      'x-forwarded-proto': visitorScheme(request),
      ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
    },
    timeout: 10_000,
  });
  try {
    const answer = await api.post<ApiResponse & SentAnswer>(
      `/post/${form}`,
      { ...result.value, [CAPTCHA_FIELD]: captchaTokenOf(formData) },
      typeof key === 'string' && key ? { headers: { 'idempotency-key': key } } : {},
    );
    if (definition.successPath) throw redirect(localizePath(definition.successPath, language));
    // The page's own words, in its language: the API's message is English.
    return data<FormOutcome>({
      status: 'sent',
      message: sentMessage(formPagesInLanguages[language][form].sent, answer.reference, text),
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    const outcome =
      isApiError(error) && error.status === 429
        ? {
            status: 'failed' as const,
            message: text.t(TOO_MANY_REQUESTS_MESSAGE, { seconds: error.retryAfterSeconds ?? 60 }),
            values,
          }
        : outcomeOfError(error, values, text);
    return data<FormOutcome>(outcome, refusalOf(error, outcome));
  }
}

/**
 * The status of a post the API did not take, with its `Retry-After` when it said one: a rate limit (429) or a
 * database away (503) is the API's word and reaches the visitor as it is, so a browser or a script that retries
 * waits as long as asked; an answer that never came is the 502 of a gateway.
 */
function refusalOf(error: unknown, outcome: FormOutcome): ResponseInit {
  if (outcome.status === 'invalid') return { status: 400 };
  if (isApiError(error) && (error.status === 429 || error.status === 503)) {
    return {
      status: error.status,
      headers:
        error.retryAfterSeconds === undefined
          ? undefined
          : { 'Retry-After': String(error.retryAfterSeconds) },
    };
  }
  return { status: 502 };
}
