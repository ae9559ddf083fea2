// The `lang` query parameter every catalogue GET takes. The languages are catalog-core's (`LANGUAGES`), the site's
// one list: a third language is a data change there and its texts in the catalogue's `translations` section.
import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env';
import { quote, sendError } from '../http/errors';

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

/**
 * Reads `?lang=` on every catalogue GET before the response cache: a value that is not a language is a 400 whatever
 * the route, and the language is in the context for the handlers. The cache is keyed by the URL with its query, so
 * each language's answer is kept (and its ETag made) apart.
 */
export function readLanguage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const value = c.req.query('lang');
    if (value === undefined) {
      c.set('language', DEFAULT_LANGUAGE);
      return next();
    }
    const problem = languageProblem(value);
    if (problem) return sendError(c, 400, problem);
    c.set('language', value as Language);
    return next();
  };
}
