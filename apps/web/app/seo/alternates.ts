// The same page in every language, as search engines read it: one `hreflang` entry per language (its BCP 47 tag,
// e.g. hi-IN) and `x-default` for visitors whose language the site does not have, which gets the default language's
// address. One home for the pairs the page head and sitemap.xml both write.
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_TAGS,
  localizePath,
  type Language,
} from '@fittings/catalog-core';

export const X_DEFAULT = 'x-default';

export interface LanguageAlternate {
  /** A language's tag (`en-IN`, `hi-IN`) or `x-default`. */
  hrefLang: string;
  /** The page's site path in that language, query kept. */
  path: string;
}

/** Every language's version of a site path (in any language), then `x-default`. */
export function languageAlternates(path: string): LanguageAlternate[] {
  return [
    ...LANGUAGES.map((language) => ({
      hrefLang: LANGUAGE_TAGS[language],
      path: localizePath(path, language),
    })),
    { hrefLang: X_DEFAULT, path: localizePath(path, DEFAULT_LANGUAGE) },
  ];
}

/** Open Graph writes locales with an underscore: `hi_IN`. */
export function ogLocale(language: Language): string {
  return LANGUAGE_TAGS[language].replace('-', '_');
}
