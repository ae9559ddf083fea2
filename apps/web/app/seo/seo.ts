// One helper for every page's meta. React Router replaces the parent's meta with the child's; pages call `seo()`,
// which keeps the parents' tags (site name, Twitter card...) and lets the page's own override them by key.
// Every page is in one language and has a twin in each other: the canonical URL is the page's own language's
// address, and `hreflang` links and `og:locale` name the others (see alternates.ts).
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_TAGS,
  LANGUAGES,
  languageOfPath,
  localizePath,
  plainName,
  type Language,
} from '@fittings/catalog-core';
import type { MetaDescriptor } from 'react-router';
import { languageAlternates, ogLocale } from './alternates';
import { mergeMeta, type MatchWithMeta } from './mergeMeta';

export { mergeMeta, metaKey } from './mergeMeta';

export interface SeoInput {
  title: string;
  description?: string;
  /** Absolute or root-relative URL of the share image. */
  image?: string;
  imageAlt?: string;
  /**
   * The canonical path in any language (e.g. `/product/T14059`; it is put into the page's language) or an absolute
   * URL (kept as it is).
   */
  canonical?: string;
  /** The page's language: `seo()` reads it from the address the page was matched at. */
  language?: Language;
  /**
   * The page's path, for its `hreflang` links when it has no canonical URL (`seo()` sets it from the address); with
   * a canonical path, the links name the canonical page's versions.
   */
  path?: string;
  /** Origin that makes canonical and image URLs absolute, e.g. `https://www.example.in`. */
  origin?: string;
  type?: 'website' | 'product' | 'article';
  /** Keeps the page out of search indexes (not-found pages, search results). */
  noindex?: boolean;
  /** Structured data objects, each written as one application/ld+json script. */
  jsonLd?: readonly Record<string, unknown>[];
}

function absolute(url: string | undefined, origin: string | undefined): string | undefined {
  if (!url) return undefined;
  if (!origin) return url;
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

/** Title, description, canonical link, Open Graph and Twitter tags and JSON-LD of one page. */
export function seoTags(raw: SeoInput): MetaDescriptor[] {
  // Titles, descriptions and alt text are plain text: catalogue markup becomes what a person reads (™, H2O, &).
  const input: SeoInput = {
    ...raw,
    title: plainName(raw.title),
    description: raw.description ? plainName(raw.description) : raw.description,
    imageAlt: raw.imageAlt ? plainName(raw.imageAlt) : raw.imageAlt,
  };
  const language = input.language ?? DEFAULT_LANGUAGE;
  // `//host` and `/\\host` are other sites to a browser, never a path of this one.
  const sitePath = (url: string | undefined) =>
    url?.startsWith('/') && !/^\/[/\\]/.test(url) ? url : undefined;
  const canonicalPath = sitePath(input.canonical);
  const canonical = absolute(
    canonicalPath ? localizePath(canonicalPath, language) : input.canonical,
    input.origin,
  );
  // The versions of the canonical page, or of the page's own address when it has none (a page kept out of indexes
  // still has its twin, which a crawler may read the links of).
  const alternatesOf = canonicalPath ?? sitePath(input.path);
  const image = absolute(input.image, input.origin);
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { property: 'og:title', content: input.title },
    { name: 'twitter:title', content: input.title },
  ];
  if (input.description) {
    tags.push(
      { name: 'description', content: input.description },
      { property: 'og:description', content: input.description },
      { name: 'twitter:description', content: input.description },
    );
  }
  if (canonical) {
    tags.push(
      { tagName: 'link', rel: 'canonical', href: canonical },
      { property: 'og:url', content: canonical },
    );
  }
  if (image) {
    tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
    if (input.imageAlt) {
      tags.push(
        { property: 'og:image:alt', content: input.imageAlt },
        { name: 'twitter:image:alt', content: input.imageAlt },
      );
    }
  }
  for (const alternate of alternatesOf ? languageAlternates(alternatesOf) : []) {
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hrefLang,
      href: absolute(alternate.path, input.origin) ?? alternate.path,
    });
  }
  tags.push({ property: 'og:locale', content: ogLocale(language) });
  for (const other of LANGUAGES.filter((l) => l !== language)) {
    tags.push({ property: 'og:locale:alternate', content: ogLocale(other) });
  }
  if (input.type) tags.push({ property: 'og:type', content: input.type });
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  // The page itself, in its language at its address: what the other structured data of the page is about.
  if (canonical && !input.noindex) {
    tags.push({
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: input.title,
        url: canonical,
        // The page's language tag, as its <html lang> says it.
        inLanguage: LANGUAGE_TAGS[language],
      },
    });
  }
  for (const data of input.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
}

/** The address the matched page answers at: the deepest match's, which is the whole path. */
function matchedPath(matches: readonly (MatchWithMeta | undefined)[]): string | undefined {
  return matches.findLast((match) => typeof match?.pathname === 'string')?.pathname;
}

/** The language of the matched page, from its address. */
export function pageLanguage(matches: readonly (MatchWithMeta | undefined)[]): Language {
  const path = matchedPath(matches);
  return path ? languageOfPath(path) : DEFAULT_LANGUAGE;
}

/** The public origin the root loader read from PUBLIC_ORIGIN, for pages whose own loader does not pass one. */
function rootOrigin(matches: readonly (MatchWithMeta | undefined)[]): string | undefined {
  const data = matches[0]?.data as { origin?: unknown } | undefined;
  return typeof data?.origin === 'string' ? data.origin : undefined;
}

/**
 * `seoTags` merged over the parent routes' meta: what every route's `meta` export returns. The page's language,
 * path and (unless given) origin come from the matches.
 */
export function seo(
  matches: readonly (MatchWithMeta | undefined)[],
  input: SeoInput,
): MetaDescriptor[] {
  const path = input.path ?? matchedPath(matches);
  const origin = input.origin ?? rootOrigin(matches);
  return mergeMeta(
    matches,
    seoTags({
      ...input,
      language: input.language ?? pageLanguage(matches),
      ...(path ? { path } : {}),
      ...(origin ? { origin } : {}),
    }),
  );
}
