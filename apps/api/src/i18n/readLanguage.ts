// The middleware that puts the request's language in the context; apart from the language constants, which the
// catalogue format imports and which must not reach the app's env (and through it the catalogue state).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env';
import { sendError } from '../http/errors';
import { DEFAULT_LANGUAGE, languageProblem, type Language } from './languages';

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
