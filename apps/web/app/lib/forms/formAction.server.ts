// The forms without JavaScript: the browser posts the page's own URL, and this server checks the XSRF field
// against the cookie, validates with the shared rules and forwards to the API exactly as the browser would (the
// XSRF header, the Idempotency-Key, and the visitor's address for the API's per-client limit).
import { createApiClient } from '@fittings/api-client';
import { data, redirect, type AppLoadContext } from 'react-router';
import { apiOrigin, forwardedHeaders } from '../api.server';
import { readXsrfCookie } from './xsrf';
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
  const cookie = readXsrfCookie(request.headers.get('cookie'));
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
  const api = createApiClient({
    baseUrl: apiOrigin(),
    production: process.env.NODE_ENV === 'production',
    cookies: () => `XSRF-TOKEN=${cookie}`,
    headers: forwardedHeaders(request),
    timeout: 10_000,
    fetch: (input, init) => {
      const outgoing = new Request(input, init);
      outgoing.headers.set('cookie', `XSRF-TOKEN=${cookie}`);
      if (typeof key === 'string' && key) outgoing.headers.set('idempotency-key', key);
      const forwarded = [request.headers.get('x-forwarded-for'), context?.clientIp]
        .filter(Boolean)
        .join(', ');
      if (forwarded) outgoing.headers.set('x-forwarded-for', forwarded);
      return fetch(outgoing);
    },
  });
  try {
    const answer = await api.post(`/post/${form}`, {
      ...result.value,
      [CAPTCHA_FIELD]: captchaTokenOf(formData),
    });
    if (definition.successPath) throw redirect(definition.successPath);
    return data<FormOutcome>({ status: 'sent', message: answer.message ?? '' });
  } catch (error) {
    if (error instanceof Response) throw error;
    const outcome = outcomeOfError(error, values);
    return data<FormOutcome>(outcome, outcome.status === 'invalid' ? 400 : 502);
  }
}
