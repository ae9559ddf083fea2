// One helper for every page's meta. React Router replaces the parent's meta with the child's; pages call `seo()`,
// which keeps the parents' tags (site name, Twitter card...) and lets the page's own override them by key.
import { plainName } from '@fittings/catalog-core';
import type { MetaDescriptor } from 'react-router';

export interface SeoInput {
  title: string;
  description?: string;
  /** Absolute or root-relative URL of the share image. */
  image?: string;
  imageAlt?: string;
  /** The canonical path (e.g. `/product/T14059`) or absolute URL. */
  canonical?: string;
  /** Origin that makes canonical and image URLs absolute, e.g. `https://www.example.in`. */
  origin?: string;
  type?: 'website' | 'product' | 'article';
  /** Keeps the page out of search indexes (not-found pages, search results). */
  noindex?: boolean;
  /** Structured data objects, each written as one application/ld+json script. */
  jsonLd?: readonly Record<string, unknown>[];
}

interface MatchWithMeta {
  meta?: MetaDescriptor[];
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

/** The key under which a tag replaces another: the title, a name, a property, the canonical link, a JSON-LD type. */
export function metaKey(descriptor: MetaDescriptor): string {
  const d = descriptor as Record<string, unknown>;
  if ('title' in d) return 'title';
  if (typeof d.name === 'string') return `name:${d.name}`;
  if (typeof d.property === 'string') return `property:${d.property}`;
  if (d.tagName === 'link' && typeof d.rel === 'string') return `link:${d.rel}`;
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

/** Title, description, canonical link, Open Graph and Twitter tags and JSON-LD of one page. */
export function seoTags(raw: SeoInput): MetaDescriptor[] {
  // Titles, descriptions and alt text are plain text: catalogue markup becomes what a person reads (™, H2O, &).
  const input: SeoInput = {
    ...raw,
    title: plainName(raw.title),
    description: raw.description ? plainName(raw.description) : raw.description,
    imageAlt: raw.imageAlt ? plainName(raw.imageAlt) : raw.imageAlt,
  };
  const canonical = absolute(input.canonical, input.origin);
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
  if (input.type) tags.push({ property: 'og:type', content: input.type });
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  for (const data of input.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
}

/** `seoTags` merged over the parent routes' meta: what every route's `meta` export returns. */
export function seo(
  matches: readonly (MatchWithMeta | undefined)[],
  input: SeoInput,
): MetaDescriptor[] {
  return mergeMeta(matches, seoTags(input));
}
