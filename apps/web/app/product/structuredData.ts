// JSON-LD of the product page: the Product and the BreadcrumbList crawlers read (schema.org).
import {
  finishName,
  localizePath,
  plainName,
  productPath,
  type Language,
  type Product,
  type ProductArea,
  type Translator,
} from '@fittings/catalog-core';
import { brand } from '../brand';
import { areaName, type Crumb } from '../kit/pageText';
import { categoryMenus, listingHref, type CategoryMenu } from '../layout/menus.data';

const absolute = (path: string, origin: string) => new URL(path, origin).href;

/** Home, the area, the category and the product, as far as the product's placement is known. */
/** The trail to a product; in the page's language when given its translator and that language's menus. */
export function productCrumbs(
  product: Product,
  text?: Pick<Translator, 't'>,
  menus: Readonly<Record<ProductArea, readonly CategoryMenu[]>> = categoryMenus,
): Crumb[] {
  const crumbs: Crumb[] = [{ name: text ? text.t('web.breadcrumbs.home') : 'Home', path: '/' }];
  if (product.area) {
    crumbs.push({
      name: text
        ? areaName(product.area, text)
        : product.area === 'bathroom'
          ? 'Bathroom'
          : 'Kitchen',
      path: `/filter/${product.area}`,
    });
    const category = menus[product.area].find((c) => c.route === product.category);
    if (category)
      crumbs.push({ name: category.title, path: listingHref(product.area, category.route) });
  }
  crumbs.push({
    name: plainName(product.name),
    path: productPath(product.model),
  });
  return crumbs;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path, origin),
    })),
  };
}

/** The Product at its address in the page's language. */
export function productJsonLd(product: Product, origin: string, language: Language) {
  const images = [
    product.seo.heroImage,
    ...product.gallery.filter((g) => !g.isVideo).map((g) => g.url),
    product.image,
  ]
    .filter((url, i, all) => url && all.indexOf(url) === i)
    .map((url) => absolute(url, origin));
  const color = finishName(product.finish.code);
  const category = product.area
    ? categoryMenus[product.area].find((c) => c.route === product.category)
    : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: plainName(product.name),
    sku: product.model,
    mpn: product.model,
    url: absolute(localizePath(productPath(product.model), language), origin),
    description: product.seo.metaDescription || product.description,
    image: images,
    brand: { '@type': 'Brand', name: brand.name },
    ...(color ? { color } : {}),
    ...(category ? { category: category.title } : {}),
  };
}
