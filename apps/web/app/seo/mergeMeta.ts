// How a page's own meta replaces its parents' (React Router keeps only the deepest route's): by key, so the site's
// name and Twitter card stay and a page's title replaces the root's. A module of its own, small, for the meta
// functions that run in the browser: a page whose tags its loader makes on the server (the product page, issue 30)
// needs only this, not seo.ts and the catalogue helpers it imports.
import type { MetaDescriptor } from 'react-router';

export interface MatchWithMeta {
  meta?: MetaDescriptor[];
  pathname?: string;
  data?: unknown;
}

/** The key under which a tag replaces another: the title, a name, a property, the canonical link, a JSON-LD type. */
export function metaKey(descriptor: MetaDescriptor): string {
  const d = descriptor as Record<string, unknown>;
  if ('title' in d) return 'title';
  if (typeof d.name === 'string') return `name:${d.name}`;
  if (typeof d.property === 'string') return `property:${d.property}`;
  // One alternate link per language: keyed by its hreflang, so a page's links replace its parents' one for one.
  if (d.tagName === 'link' && typeof d.rel === 'string') {
    return typeof d.hrefLang === 'string' ? `link:${d.rel}:${d.hrefLang}` : `link:${d.rel}`;
  }
  if (d.property === 'og:locale:alternate')
    return `property:og:locale:alternate:${String(d.content)}`;
  if ('script:ld+json' in d) {
    const type = (d['script:ld+json'] as { '@type'?: unknown })['@type'];
    return `ld:${String(type)}`;
  }
  return JSON.stringify(d);
}

/** The parents' meta with the page's own entries replacing theirs by key. */
export function mergeMeta(
  matches: readonly (MatchWithMeta | undefined)[],
  own: readonly MetaDescriptor[],
): MetaDescriptor[] {
  const merged = new Map<string, MetaDescriptor>();
  for (const match of matches) {
    for (const descriptor of match?.meta ?? []) merged.set(metaKey(descriptor), descriptor);
  }
  for (const descriptor of own) merged.set(metaKey(descriptor), descriptor);
  return [...merged.values()];
}
