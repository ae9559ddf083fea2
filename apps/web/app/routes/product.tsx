// The product page (spec 2.2): every block in the spec's order and wording. Title and share tags come from the
// product's seo; the canonical URL is /product/{model}; JSON-LD Product and BreadcrumbList are in the HTML.
import { parseProductPath, plainName, productPath } from '@fittings/catalog-core';
import { pagePathOf } from '../i18n/useLanguage';
import { useLocation, useNavigation } from 'react-router';
import { brand } from '../brand';
import { RouteError } from '../layout/RouteError';
import { useSaveData } from '../layout/dataSaver';
import { ProductDetails } from '../product/ProductDetails';
import { ProductSkeleton } from '../product/ProductSkeleton';
import { publicOrigin, serverApi } from '../api/api.server';
import { loadProduct } from '../product/product.server';
import { seo } from '../seo/seo';
import { breadcrumbJsonLd, productCrumbs, productJsonLd } from '../product/structuredData';
import type { Route } from './+types/product';
import { languageOfPath, stripLanguage } from '@fittings/catalog-core';
import { categoryMenusInLanguages } from '../layout/menus.languages';
import { metaText } from '../kit/pageText';

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const text = metaText(location);
  if (!data)
    return seo(matches, {
      title: text.t('web.page.notFoundTitle', { brand: brand.name }),
      noindex: true,
    });
  const { product, origin } = data;
  const name = plainName(product.name);
  return seo(matches, {
    title: product.seo.title || `${name} | ${brand.name}`,
    description: product.seo.metaDescription || product.description,
    image: product.seo.heroImage || product.image,
    imageAlt: name,
    canonical: productPath(product.model),
    origin,
    type: 'product',
    jsonLd: [
      productJsonLd(product, origin),
      breadcrumbJsonLd(
        productCrumbs(product, text, categoryMenusInLanguages[languageOfPath(location.pathname)]),
        origin,
      ),
    ],
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  // Only exactly /product/{non-empty id} is a product page (spec 5). React Router hands loaders the page's URL,
  // also for client-side data requests.
  const id = parseProductPath(pagePathOf(request));
  if (!id) throw new Response('Not Found', { status: 404 });
  const product = await loadProduct(serverApi(request), id, request.signal);
  return { product, origin: publicOrigin(request) };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const saveData = useSaveData();
  // Spec 4's loading state, from the moment an in-app navigation to another product starts (the router reports it
  // on the click, before any data is asked for) until that product has loaded.
  const next =
    navigation.state === 'loading' ? stripLanguage(navigation.location.pathname) : undefined;
  if (next && next !== stripLanguage(location.pathname) && parseProductPath(next))
    return <ProductSkeleton />;
  // Keyed by model: another product (a finish swatch, a related product) starts the page afresh (spec 2.2).
  return (
    <ProductDetails
      key={loaderData.product.model}
      product={loaderData.product}
      saveData={saveData}
    />
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
