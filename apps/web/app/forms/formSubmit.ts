// The forms with JavaScript: checked in the browser with the shared rules first (no request while a field is
// wrong), then posted through @fittings/api-client, which sends the XSRF header from the cookie; the
// Idempotency-Key of the form makes a double click or a retry one submission.
import {
  createApiClient,
  isApiError,
  type ApiClient,
  type ApiResponse,
} from '@fittings/api-client';
import { localizePath } from '@fittings/catalog-core';
import { redirect } from 'react-router';
import { languageOf } from '../i18n/useLanguage';
import { loadTranslator } from '../i18n/translators';
import { notify } from '../layout/notifications';
import { keepForm } from './keptForms';
import { formPagesInLanguages } from './forms.languages';
import {
  CAPTCHA_FIELD,
  KEY_FIELD,
  SITE_FORMS,
  captchaTokenOf,
  checkForm,
  formValues,
  outcomeOfError,
  sentMessage,
  type FormOutcome,
  type SentAnswer,
  type SiteFormId,
} from './forms';

/** The site's own origin, which forwards /get/* and /post/* to the API; sending a form may take longer than a read. */
function formsClient(): ApiClient {
  return createApiClient({ baseUrl: window.location.origin, timeout: 15_000 });
}

export async function submitFormInBrowser(
  form: SiteFormId,
  request: Request,
): Promise<FormOutcome | Response> {
  const formData = await request.formData();
  const values = formValues(formData);
  const definition = SITE_FORMS[form];
  const text = await loadTranslator(languageOf(request));
  const result = checkForm(form, values, text);
  if (!result.ok) return { status: 'invalid', errors: result.errors, values };
  const formKey = formData.get(KEY_FIELD);
  const key = typeof formKey === 'string' && formKey ? formKey : undefined;
  const body = { ...result.value, [CAPTCHA_FIELD]: captchaTokenOf(formData) };
  try {
    const api = formsClient();
    // A page from a cache, or a cleared cookie: ask the API for the cookie before sending.
    await api.ensureXsrfToken();
    const answer = await api.post<ApiResponse & SentAnswer>(
      `/post/${form}`,
      body,
      key ? { headers: { 'Idempotency-Key': key } } : {},
    );
    const sent = sentMessage(
      formPagesInLanguages[languageOf(request)][form].sent,
      answer.reference,
      text,
    );
    // A form that stays on its page confirms once, in its status line (focused, read out); one that goes to a page
    // of thanks says it in a notification, which that page keeps.
    if (definition.successPath) {
      notify(sent);
      return redirect(localizePath(definition.successPath, languageOf(request)));
    }
    return { status: 'sent', message: sent };
  } catch (error) {
    // No connection (a lift, a basement): nothing reached the server, so the form waits on the device.
    if (isApiError(error) && error.kind === 'network') {
      keepForm({ form, body, ...(key ? { key } : {}) });
      notify({ id: 'web.offline.formQueued' });
      return { status: 'kept', message: text.t('web.offline.formQueued') };
    }
    const outcome = outcomeOfError(error, values, text);
    if (outcome.status === 'failed') notify(outcome.message);
    return outcome;
  }
}

/**
 * Form pages keep their loader data (the idempotency key) after a refused or failed submission, so sending the same
 * form again is recognised as a retry; after a success the next submission gets a new key.
 */
export function revalidateAfterSuccess({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  const outcome = actionResult as FormOutcome | undefined;
  if (outcome && outcome.status !== 'sent') return false;
  return defaultShouldRevalidate;
}
