// The translator of each language: catalog-core's, the design system's and the site's own catalogues, merged in
// that order (the site's words win). The default language's catalogues are part of the code every page runs: every
// page shows them (a Hindi page falls back to them for an id it lacks), and loaded as a chunk of their own they were
// asked for only once the entry script ran, a round trip before hydration (issue 30). Each other language's catalogues
// are their own chunks, so a page in English never downloads Hindi: the server and the browser both load such a
// language before rendering in it (the root loader, and entry.client.tsx before hydrating), then read it
// synchronously while rendering.
import {
  DEFAULT_LANGUAGE,
  createTranslator,
  type CompiledCatalog,
  type Language,
  type Translator,
} from '@fittings/catalog-core';
import coreEnglish from '@fittings/catalog-core/messages/en';
import uiEnglish from '@fittings/ui/messages/en';
import { loadMenus } from '../layout/menus.languages';
import siteEnglish from './messages/compiled/en.json';

type CatalogModule = Promise<{ default: CompiledCatalog }>;

const defaultCatalogues: readonly CompiledCatalog[] = [coreEnglish, uiEnglish, siteEnglish];

/** The other languages' catalogues, each loaded when a page in it is first rendered. */
const catalogues: Partial<Record<Language, () => CatalogModule[]>> = {
  hi: () => [
    import('@fittings/catalog-core/messages/hi'),
    import('@fittings/ui/messages/hi'),
    import('./messages/compiled/hi.json'),
  ],
};

const loaded = new Map<Language, Translator>([
  [DEFAULT_LANGUAGE, createTranslator(DEFAULT_LANGUAGE, ...defaultCatalogues)],
]);
const loading = new Map<Language, Promise<Translator>>();

/** Loads a language's catalogues once; later calls answer from memory (the default language's at once). */
export function loadTranslator(language: Language): Promise<Translator> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(language);
  if (!pending) {
    // A language always falls back to the default's words for an id it lacks (check:messages keeps that rare).
    const own = Promise.all(catalogues[language]?.() ?? []);
    // The language's menus come with its words: every page shows them.
    pending = Promise.all([own, loadMenus(language)]).then(([modules]) => {
      const translator = createTranslator(
        language,
        ...defaultCatalogues,
        ...modules.map((m) => m.default),
      );
      loaded.set(language, translator);
      return translator;
    });
    loading.set(language, pending);
  }
  return pending;
}

/** A language loaded by {@link loadTranslator}; the default language's if it is not (yet) loaded. */
export function translatorOf(language: Language): Translator {
  return loaded.get(language) ?? loaded.get(DEFAULT_LANGUAGE)!;
}
