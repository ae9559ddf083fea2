// The API as the browser sees it: the site's own origin, which forwards /get/* to the API (server.mjs in
// production, Vite's proxy in development). The client and ky are loaded on first use (a search in the dialog, the
// wishlist page), so pages that never call the API from the browser do not download them.
import type { ApiClient } from '@fittings/api-client';

let client: Promise<ApiClient> | undefined;

export function browserApi(): Promise<ApiClient> {
  client ??= import('@fittings/api-client').then(({ createApiClient }) =>
    createApiClient({ baseUrl: window.location.origin, timeout: 8000 }),
  );
  return client;
}
