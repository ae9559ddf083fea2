// The product page's own tags (title, description, canonical and share tags, hreflang links, JSON-LD Product and
// BreadcrumbList), made by its loader on the server for the document and for a client-side navigation's data alike.
// Made in the browser they cost every product page 1.5 KB of script (seo.ts, the JSON-LD builders and the helpers
// they import) for tags the server had already written (issue 30); the page's meta function only merges them over
// its parents' (seo/mergeMeta.ts).
import {
  languageOfPath,
  localizePath,
  plainName,
  productPath,
  type Product,
} from '@fittings/catalog-core';
import type { MetaDescriptor } from 'react-router';
import { brand } from '../brand';
import { loadTranslator } from '../i18n/translators';
import { categoryMenusInLanguages } from '../layout/menus.languages';
import { seoTags } from '../seo/seo';
import { breadcrumbJsonLd, productCrumbs, productJsonLd } from './structuredData';

/** A product page's tags, in the language of the address it was asked at. */
export async function productMeta(
  product: Product,
  origin: string,
  request: Request,
): Promise<MetaDescriptor[]> {
  const language = languageOfPath(new URL(request.url).pathname);
  // Loaders run side by side: the root's may not have loaded the page's words yet.
  const text = await loadTranslator(language);
  const name = plainName(product.name);
  return seoTags({
    title: product.seo.title || `${name} | ${brand.name}`,
    description: product.seo.metaDescription || product.description,
    image: product.seo.heroImage || product.image,
    imageAlt: name,
    canonical: productPath(product.model),
    origin,
    language,
    type: 'product',
    jsonLd: [
      productJsonLd(product, origin, language),
      breadcrumbJsonLd(
        productCrumbs(product, text, categoryMenusInLanguages[language]).map((crumb) => ({
          ...crumb,
          path: localizePath(crumb.path, language),
        })),
        origin,
      ),
    ],
  });
}

/** The tags of the page shown instead when there is no product to show (not found, or the API not answering). */
export async function productErrorMeta(
  origin: string,
  request: Request,
): Promise<MetaDescriptor[]> {
  const { pathname } = new URL(request.url);
  const language = languageOfPath(pathname);
  const text = await loadTranslator(language);
  return seoTags({
    title: text.t('web.page.notFoundTitle', { brand: brand.name }),
    noindex: true,
    language,
    path: pathname,
    origin,
  });
}
