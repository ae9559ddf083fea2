// The API as the browser sees it: the site's own origin, which forwards /get/* to the API (edge/server.ts in
// production, Vite's proxy in development). The client and ky are loaded on first use (a search in the dialog, the
// wishlist page), so pages that never call the API from the browser do not download them.
//
// The client asks for catalogue texts in the language of the page on screen (its path): one client per language, as
// client-side navigation never crosses languages but a test or a future link might.
import type { ApiClient } from '@fittings/api-client';
import { languageOfPath, type Language } from '@fittings/catalog-core';
import { apiLanguageOf } from './apiLanguage';

const clients = new Map<Language, Promise<ApiClient>>();

export function browserApi(): Promise<ApiClient> {
  const language = languageOfPath(window.location.pathname);
  let client = clients.get(language);
  if (!client) {
    client = import('@fittings/api-client').then(({ createApiClient }) =>
      createApiClient({
        baseUrl: window.location.origin,
        timeout: 8000,
        language: apiLanguageOf(language),
      }),
    );
    clients.set(language, client);
  }
  return client;
}
