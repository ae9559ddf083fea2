// The API as the browser sees it: the site's own origin, which forwards /get/* to the API (server.mjs in
// production, Vite's proxy in development). Created lazily: it must not run during the server render.
import { createApiClient, type ApiClient } from '@fittings/api-client';

let client: ApiClient | undefined;

export function browserApi(): ApiClient {
  client ??= createApiClient({ baseUrl: window.location.origin, timeout: 8000 });
  return client;
}
