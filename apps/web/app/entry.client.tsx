// The browser's start: React Router's default hydration, once the page's language is loaded, so the first render in
// the browser says the same words as the server's (see i18n/translators.ts).
import { languageOfPath } from '@fittings/catalog-core';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadTranslator } from './i18n/translators';
import { rootErrorOptions, watchErrors } from './observe/errorReporting';
import { registerServiceWorker } from './offline/registerServiceWorker';
import { resumeTap, watchTaps } from './offline/offlineTaps';

watchErrors();
// A tap that only reloaded this page goes on to the page tapped (offline/offlineTaps.ts).
if (!resumeTap()) start();

function start() {
  watchTaps();
  void loadTranslator(languageOfPath(window.location.pathname)).then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
        rootErrorOptions,
      );
    });
    registerServiceWorker();
  });
}
