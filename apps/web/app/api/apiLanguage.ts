// The language a page's API client asks for: shared by the server's client and the browser's.
import { DEFAULT_LANGUAGE, type Language } from '@fittings/catalog-core';

/**
 * The `language` a client asks the API for on a page in `language`: none in the default language, so English pages
 * send the same URLs as before (one cache entry, the spec's answers byte for byte); the page's language otherwise.
 */
export function apiLanguageOf(language: Language): Language | undefined {
  return language === DEFAULT_LANGUAGE ? undefined : language;
}
