// /offline and /hi/offline: what the service worker shows, offline, for a page it has not kept (offline/offlinePage.ts).
import { languageOfPath } from '@fittings/catalog-core';
import { loadTranslator } from '../i18n/translators';
import { offlinePageHtml } from '../offline/offlinePage';
import type { Route } from './+types/offline';

export async function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  return new Response(offlinePageHtml(language, await loadTranslator(language)), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // The worker stores its own copy per release; nothing else should keep one.
      'Cache-Control': 'no-cache',
      'X-Robots-Tag': 'noindex',
    },
  });
}
