// Every canonical URL of the site, for sitemap.xml: the fixed pages, the listings of the menus, the collections,
// technologies and award years, and every product, read from the API; each in every language.
import { LANGUAGES, localizePath, productPath, type ProductArea } from '@fittings/catalog-core';
import { languageAlternates } from './alternates';
import { categoryMenus, collectionHref, listingHref } from '../layout/menus.data';
import { staticSitemapPaths } from './sitemap.data';
import { TOP_LEVEL_TECHNOLOGY_ROUTES } from '../technologies/technologies.data';
import { awardsCopy } from '../awards/awards.data';
import { serverApi } from '../api/api.server';
import { technologyHref } from '../content/content';
import { fromApi, loadAwards, loadCollections, loadTechnologies } from '../content/content.server';

const AREAS: readonly ProductArea[] = ['bathroom', 'kitchen'];
const PRODUCT_PAGE_SIZE = 100;

/** The listing pages every menu entry links to. */
export function listingPaths(): string[] {
  return AREAS.flatMap((area) => [
    `/filter/${area}`,
    ...categoryMenus[area].flatMap((category) => [
      listingHref(area, category.route),
      ...category.items.map((item) => listingHref(area, category.route, item)),
    ]),
  ]);
}

async function productPaths(request: Request): Promise<string[]> {
  const api = serverApi(request);
  const options = { signal: request.signal };
  const first = await fromApi(() =>
    api.filterProducts('all', { pageSize: PRODUCT_PAGE_SIZE }, options),
  );
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, i) =>
      fromApi(() =>
        api.filterProducts('all', { pageSize: PRODUCT_PAGE_SIZE, page: i + 2 }, options),
      ),
    ),
  );
  // Each item is a design; every finish of it is a product page of its own.
  return [first, ...rest].flatMap((page) =>
    page.items.flatMap((design) => design.finishes.map((finish) => productPath(finish.model))),
  );
}

export async function sitemapPaths(request: Request): Promise<string[]> {
  const [collections, technologies, awards, products] = await Promise.all([
    loadCollections(request),
    loadTechnologies(request),
    loadAwards(request),
    productPaths(request),
  ]);
  const paths = [
    ...staticSitemapPaths,
    ...technologies
      .filter((t) => t.kind === 'technology' && TOP_LEVEL_TECHNOLOGY_ROUTES.includes(t.route))
      .map((t) => technologyHref(t.route)),
    ...collections.map((c) => collectionHref(c.url)),
    ...awards.map((y) => awardsCopy.yearPath(y.year)),
    ...listingPaths(),
    ...products,
  ];
  return [...new Set(paths)];
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const xmlUrl = (path: string, origin: string) =>
  new URL(path, origin).href.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/**
 * Every page in every language, as Google documents for a multilingual site's sitemap: one `<url>` per language
 * version, each listing all versions (itself included) and `x-default` as `xhtml:link` alternates.
 */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths
    .flatMap((path) => {
      const alternates = languageAlternates(path);
      const links = alternates
        .map(
          (a) =>
            `    <xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${xmlUrl(a.path, origin)}"/>`,
        )
        .join('\n');
      return LANGUAGES.map(
        (language) =>
          `  <url>\n    <loc>${xmlUrl(localizePath(path, language), origin)}</loc>\n${links}\n  </url>`,
      );
    })
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls}\n</urlset>\n`
  );
}
