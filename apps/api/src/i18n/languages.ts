// The `lang` query parameter every catalogue GET takes. The languages are catalog-core's (`LANGUAGES`), the site's
// one list: a third language is a data change there and its texts in the catalogue's `translations` section.
import { z } from '@hono/zod-openapi';
import { quote } from '../http/errors';

import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@fittings/catalog-core';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language };
/** The languages a catalogue's `translations` may hold: the records themselves are written in the default. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

const allowed = LANGUAGES.map((language) => `"${language}"`).join(' or ');

/** The problem with a `lang` value, or undefined when it is one of the languages. */
export function languageProblem(value: string): string | undefined {
  return isLanguage(value)
    ? undefined
    : `Invalid query field "lang": ${quote(value)} is not a language of the catalogue; use ${allowed}.`;
}

/** The query of a route that answers in a language; merged into each such route's query schema for OpenAPI. */
export const LangQuery = z.object({
  lang: z
    .enum(LANGUAGES)
    .optional()
    .openapi({
      param: { name: 'lang', in: 'query' },
      example: 'hi',
      description: `The language of the catalogue texts (descriptions, features, titles): ${allowed}, default "${DEFAULT_LANGUAGE}". A text with no translation comes in English; names, models and trademarks are never translated.`,
    }),
});
