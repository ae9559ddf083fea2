// The forms without JavaScript: the browser posts the page's own URL, and this server checks the XSRF field
// against the cookie, validates with the shared rules and forwards to the API exactly as the browser would (the
// XSRF header, the Idempotency-Key, and the visitor's address for the API's per-client limit).
import { XSRF_COOKIE_NAME, readXsrfToken } from '@fittings/api-client';
import { data, redirect, type AppLoadContext } from 'react-router';
import { serverApi } from '../api/api.server';
import {
  CAPTCHA_FIELD,
  KEY_FIELD,
  SITE_FORMS,
  XSRF_FIELD,
  captchaTokenOf,
  formValues,
  outcomeOfError,
  type FormOutcome,
  type SiteFormId,
} from './forms';

export const EXPIRED_MESSAGE = 'This form has expired. Reload the page and send it again.';

export async function submitFormOnServer(
  form: SiteFormId,
  request: Request,
  context: AppLoadContext | undefined,
) {
  const formData = await request.formData();
  const values = formValues(formData);
  const cookie = readXsrfToken(request.headers.get('cookie'));
  const sent = formData.get(XSRF_FIELD);
  if (!cookie || sent !== cookie) {
    return data<FormOutcome>({ status: 'failed', message: EXPIRED_MESSAGE, values }, 403);
  }
  const definition = SITE_FORMS[form];
  const result = definition.validate(values);
  if (!result.ok) {
    return data<FormOutcome>(
      { status: 'invalid', errors: result.errors as Record<string, string>, values },
      400,
    );
  }
  const key = formData.get(KEY_FIELD);
  const forwarded = [request.headers.get('x-forwarded-for'), context?.clientIp]
    .filter(Boolean)
    .join(', ');
  // Only the XSRF cookie goes on to the API; the client's hook sends it back in the header.
  const api = serverApi(request, {
    cookies: () => `${XSRF_COOKIE_NAME}=${cookie}`,
    headers: {
      cookie: `${XSRF_COOKIE_NAME}=${cookie}`,
      ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
    },
    timeout: 10_000,
  });
  try {
    const answer = await api.post(
      `/post/${form}`,
      { ...result.value, [CAPTCHA_FIELD]: captchaTokenOf(formData) },
      typeof key === 'string' && key ? { headers: { 'idempotency-key': key } } : {},
    );
    if (definition.successPath) throw redirect(definition.successPath);
    return data<FormOutcome>({ status: 'sent', message: answer.message ?? '' });
  } catch (error) {
    if (error instanceof Response) throw error;
    const outcome = outcomeOfError(error, values);
    return data<FormOutcome>(outcome, outcome.status === 'invalid' ? 400 : 502);
  }
}
