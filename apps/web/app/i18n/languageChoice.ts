// The visitor's language: the same page in each language for the switch, the choice remembered in this browser,
// and what a browser's own language settings may suggest. Everything here runs in the browser only: the server
// answers an address in the language the address names, whoever asks, so crawlers and caches never see a redirect
// and `Accept-Language` never moves anyone.
//
// The choice is kept in localStorage, not in a cookie: nothing on the server may act on it (a cookie would be sent
// with every request, tempting a server redirect and splitting shared caches by cookie), it costs no bytes on each
// request, and it stays in the browser like the wishlist does.
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  isLanguage,
  languageOfPath,
  localizePath,
  type Language,
} from '@fittings/catalog-core';

export interface LanguageOption {
  code: Language;
  /** The language's name in itself ("हिन्दी"). */
  name: string;
  /** Its BCP 47 tag, for the link's `hrefLang` and `lang`. */
  tag: string;
  /** The same page in that language. */
  href: string;
  /** Whether it is the language of the page the path names. */
  current: boolean;
}

/**
 * The page's own path with its leading run of slashes and backslashes made one slash. A browser reads `//host/x`
 * and `/\\host/x` as another site, and the address a visitor followed may be exactly that (`/hi//other.example/x`
 * too, once its prefix is gone): a link or a redirect built from it must stay on this site.
 */
export function ownPath(path: string): string {
  return path.replace(/^[/\\]+/, '/');
}

/** The same page in a language, always on this site (see ownPath). */
function ownPathIn(path: string, language: Language): string {
  return localizePath(ownPath(path), language);
}

/** Every language's version of a page (path with its query and hash), for the language switch. */
export function alternatesOf(path: string): LanguageOption[] {
  const current = languageOfPath(path);
  return LANGUAGES.map((code) => ({
    code,
    name: LANGUAGE_NAMES[code],
    tag: LANGUAGE_TAGS[code],
    href: ownPathIn(path, code),
    current: code === current,
  }));
}

/** Where the language the visitor chose is kept (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'language';
/** Set once the visitor closes the suggestion, so it is not shown again (localStorage). */
export const SUGGESTION_DISMISSED_KEY = 'language-suggestion-dismissed';
/** Set on the first page of a visit (sessionStorage: one per tab, gone when it closes). */
export const VISIT_KEY = 'language-visit';

/** Storage can be off or full (private modes, settings): then nothing is remembered and nothing breaks. */
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Not remembered; the page works the same.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** The language the visitor chose on an earlier page, if any. */
export function storedLanguage(): Language | undefined {
  const value = read(local, LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : undefined;
}

export function rememberLanguage(language: Language): void {
  write(local, LANGUAGE_STORAGE_KEY, language);
}

export function suggestionDismissed(): boolean {
  return read(local, SUGGESTION_DISMISSED_KEY) !== null;
}

export function dismissSuggestion(): void {
  write(local, SUGGESTION_DISMISSED_KEY, '1');
}

/** True on the first page of a visit (this tab's session), false on every page after it. */
export function startVisit(): boolean {
  if (read(session, VISIT_KEY) !== null) return false;
  write(session, VISIT_KEY, '1');
  return true;
}

/**
 * Where the first page of a visit should go: the same page in the language the visitor chose, when that is not the
 * page's; undefined to stay. Later pages of a visit never move, so an address the visitor opens on purpose stays.
 */
export function choiceRedirect(
  path: string,
  chosen: Language | undefined,
  firstPage: boolean,
): string | undefined {
  if (!firstPage || chosen === undefined || chosen === languageOfPath(path)) return undefined;
  return ownPathIn(path, chosen);
}

/**
 * The site's language a browser's settings (`navigator.languages`, most wanted first) prefer: the first whose
 * primary subtag the site has (`hi-IN`, `hi` → hi); undefined when none is.
 */
export function browserLanguage(preferences: readonly string[]): Language | undefined {
  for (const preference of preferences) {
    const primary = preference.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/**
 * The language to suggest on a page: only on a page in the default language, to a visitor who has chosen nothing
 * and not closed the suggestion, whose browser prefers another of the site's languages over it. A page in another
 * language suggests nothing (many who read Hindi keep their browser in English).
 */
export function suggestedLanguage(page: {
  language: Language;
  chosen: Language | undefined;
  dismissed: boolean;
  browserPreferences: readonly string[];
}): Language | undefined {
  if (page.language !== DEFAULT_LANGUAGE || page.chosen !== undefined || page.dismissed) {
    return undefined;
  }
  const preferred = browserLanguage(page.browserPreferences);
  return preferred !== undefined && preferred !== page.language ? preferred : undefined;
}

/**
 * The language a click chooses: a link to a page of this site that names its language with `hreflang` (the
 * language switch, the suggestion's link) chooses the language of the page it goes to.
 */
export function chosenByLink(link: HTMLAnchorElement, origin: string): Language | undefined {
  const tag = link.getAttribute('hreflang');
  if (tag === null || !LANGUAGES.some((language) => LANGUAGE_TAGS[language] === tag)) {
    return undefined;
  }
  const url = new URL(link.href, origin);
  return url.origin === origin ? languageOfPath(url.pathname) : undefined;
}
