// The translator of each language: catalog-core's, the design system's and the site's own catalogues, merged in
// that order (the site's words win). Each language's catalogues are their own chunks, so a page in English never
// downloads Hindi: the server and the browser both load a language before rendering in it (the root loader, and
// entry.client.tsx before hydrating), then read it synchronously while rendering.
import {
  DEFAULT_LANGUAGE,
  createTranslator,
  type CompiledCatalog,
  type Language,
  type Translator,
} from '@fittings/catalog-core';
import { loadMenus } from '../layout/menus.languages';

type CatalogModule = Promise<{ default: CompiledCatalog }>;

const catalogues: Record<Language, () => CatalogModule[]> = {
  en: () => [
    import('@fittings/catalog-core/messages/en'),
    import('@fittings/ui/messages/en'),
    import('./messages/compiled/en'),
  ],
  hi: () => [
    import('@fittings/catalog-core/messages/hi'),
    import('@fittings/ui/messages/hi'),
    import('./messages/compiled/hi'),
  ],
};

const loaded = new Map<Language, Translator>();
const loading = new Map<Language, Promise<Translator>>();

/** Loads a language's catalogues once; later calls answer from memory. */
export function loadTranslator(language: Language): Promise<Translator> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(language);
  if (!pending) {
    // A language always falls back to the default's words for an id it lacks (check:messages keeps that rare).
    const languages = language === DEFAULT_LANGUAGE ? [language] : [DEFAULT_LANGUAGE, language];
    // The language's menus come with its words: every page shows them.
    const words = Promise.all(languages.map((l) => Promise.all(catalogues[l]())));
    pending = Promise.all([words, loadMenus(language)]).then(([byLanguage]) => {
      const compiled = byLanguage.map((modules) => modules.map((m) => m.default));
      const translator = createTranslator(language, ...compiled.flat());
      loaded.set(language, translator);
      // The default language came with it: a page in another language may link to one in the default (a form's
      // answer, a link that names no language), and that page must render without a round trip for words.
      if (!loaded.has(DEFAULT_LANGUAGE)) {
        loaded.set(DEFAULT_LANGUAGE, createTranslator(DEFAULT_LANGUAGE, ...compiled[0]!));
      }
      return translator;
    });
    loading.set(language, pending);
  }
  return pending;
}

/** A language loaded by {@link loadTranslator}; the default language's if it is not (yet) loaded. */
export function translatorOf(language: Language): Translator {
  const translator = loaded.get(language) ?? loaded.get(DEFAULT_LANGUAGE);
  if (!translator) throw new Error(`No language loaded: call loadTranslator('${language}') first`);
  return translator;
}
