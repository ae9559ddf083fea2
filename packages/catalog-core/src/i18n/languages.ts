// The languages the site is written in and how a page's language shows in its address. A language is data: adding
// one is an entry here and a message catalogue per package, never a branch in code.

/** Every language the site serves, the default first. */
export const LANGUAGES = ['en', 'hi'] as const;

export type Language = (typeof LANGUAGES)[number];

/** The language of today's addresses, which carry no prefix (so no existing link breaks). */
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The BCP 47 tag of each language as this site uses it: `<html lang>`, `hreflang`, `Intl` formatting (en-IN and
 * hi-IN both group digits in lakhs and crores).
 */
export const LANGUAGE_TAGS: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name written in itself, for the language switch. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

/**
 * Whether a value names a language of the site.
 *
 * @example
 * isLanguage('hi') // true
 * isLanguage('HI') // false: codes are lower case, as in the URL
 */
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

const prefixOf = (pathname: string): string | undefined => {
  const match = /^\/([a-z]{2,3})(?=\/|$|\?|#)/.exec(pathname);
  return match?.[1];
};

/**
 * The language of a page from its path: a known language's prefix (`/hi`, `/hi/...`), else the default.
 *
 * @example
 * languageOfPath('/hi/product/T1') // 'hi'
 * languageOfPath('/product/T1') // 'en'
 */
export function languageOfPath(pathname: string): Language {
  const prefix = prefixOf(pathname);
  return prefix !== undefined && prefix !== DEFAULT_LANGUAGE && isLanguage(prefix)
    ? prefix
    : DEFAULT_LANGUAGE;
}

/**
 * A site path without its language prefix (query and hash kept).
 *
 * @example
 * stripLanguage('/hi/product/T1?finish=CZ') // '/product/T1?finish=CZ'
 * stripLanguage('/hi') // '/'
 * stripLanguage('/hi//other.example') // '/other.example': never another site
 */
export function stripLanguage(path: string): string {
  const language = languageOfPath(path);
  if (language === DEFAULT_LANGUAGE) return path;
  // `/hi//other.example/x` is a page of this site; without its prefix it must not become `//other.example/x`, which
  // a browser reads as another site: the slashes and backslashes after the prefix are one slash.
  const rest = path.slice(language.length + 1).replace(/^[/\\]+/, '/');
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/**
 * The same page's path in a language: prefixed for any but the default. Idempotent; a path that is not the site's
 * own (an absolute URL, `mailto:`, a fragment) is returned unchanged.
 *
 * @example
 * localizePath('/product/T1', 'hi') // '/hi/product/T1'
 * localizePath('/hi/product/T1', 'en') // '/product/T1'
 * localizePath('/', 'hi') // '/hi'
 */
export function localizePath(path: string, language: Language): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const bare = stripLanguage(path);
  if (language === DEFAULT_LANGUAGE) return bare;
  if (bare === '/') return `/${language}`;
  if (bare.startsWith('/?') || bare.startsWith('/#')) return `/${language}${bare.slice(1)}`;
  return `/${language}${bare}`;
}
