// The meta of a content page in one call: "{title} | {brand}", description, canonical URL, share tags and the
// BreadcrumbList of the trail the page shows. A page whose loader failed gets the not-found title, kept out of
// search indexes.
import type { MetaDescriptor } from 'react-router';
import { brand } from '../brand';
import { localizePath } from '@fittings/catalog-core';
import { pageLanguage, seo } from './seo';
import type { Crumb } from '../kit/pageText';
import { breadcrumbJsonLd } from '../product/structuredData';
import { translatorOf } from '../i18n/translators';

export interface PageMetaInput {
  /** The page's own title, without the brand. */
  title: string;
  description: string;
  /** The canonical path, e.g. `/collections/pivotal`. */
  path: string;
  /** The trail from the home page to this page, both included; left out of JSON-LD when it is only the page. */
  crumbs?: readonly Crumb[];
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  jsonLd?: readonly Record<string, unknown>[];
}

interface MatchWithMeta {
  meta?: MetaDescriptor[];
  pathname?: string;
  data?: unknown;
}

export function pageMeta(
  matches: readonly (MatchWithMeta | undefined)[],
  origin: string | undefined,
  page: PageMetaInput | undefined,
): MetaDescriptor[] {
  const language = pageLanguage(matches);
  if (!page || !origin) {
    const title = translatorOf(language).t('web.notFound.title');
    return seo(matches, { title: `${title} | ${brand.name}`, noindex: true });
  }
  // The trail's pages in the page's own language, as its links on screen are.
  const trailOf = (crumbs: readonly Crumb[]) =>
    crumbs.map((crumb) => ({ ...crumb, path: localizePath(crumb.path, language) }));
  const crumbs =
    page.crumbs && page.crumbs.length > 1 ? [breadcrumbJsonLd(trailOf(page.crumbs), origin)] : [];
  return seo(matches, {
    title: `${page.title} | ${brand.name}`,
    description: page.description,
    canonical: page.path,
    origin,
    image: page.image ?? brand.defaultShareImage,
    ...(page.imageAlt ? { imageAlt: page.imageAlt } : {}),
    type: page.type ?? 'website',
    jsonLd: [...crumbs, ...(page.jsonLd ?? [])],
  });
}

/** Home, then the given ancestors and the page itself. */
export function trail(...crumbs: Crumb[]): Crumb[] {
  return [{ name: 'Home', path: '/' }, ...crumbs];
}
