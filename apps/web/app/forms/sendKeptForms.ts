// Sends the forms kept while offline (forms/keptForms.ts) once the connection is back, telling the visitor of each.
// Loaded only when one is waiting (root.tsx).
import { createApiClient, isApiError } from '@fittings/api-client';
import { notify } from '../layout/notifications';
import { forgetForm, keptForms } from './keptForms';

let sending: Promise<void> | undefined;

/** Sends every kept form in order; stops at the first that cannot reach the server, to try again later. */
export function sendKeptForms(): Promise<void> {
  sending ??= send().finally(() => {
    sending = undefined;
  });
  return sending;
}

async function send() {
  const api = createApiClient({ baseUrl: window.location.origin, timeout: 15_000 });
  for (const entry of keptForms()) {
    try {
      await api.ensureXsrfToken();
      await api.post(
        `/post/${entry.form}`,
        entry.body,
        entry.key ? { headers: { 'Idempotency-Key': entry.key } } : {},
      );
      forgetForm(entry);
      notify({ id: 'web.offline.formSent' });
    } catch (error) {
      // Still no way through: keep it (and the rest) for the next time the browser says it is online.
      if (!isApiError(error) || error.kind === 'network') return;
      // Refused for good (expired captcha, a rule changed): say so rather than try it forever.
      forgetForm(entry);
      notify({ id: 'web.offline.formRefused', values: { reason: error.message } });
    }
  }
}
