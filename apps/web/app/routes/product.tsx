// The product page (spec 2.2): every block in the spec's order and wording. Title and share tags come from the
// product's seo (made on the server: product/productMeta.server.ts); the canonical URL is /product/{model}; JSON-LD
// Product and BreadcrumbList are in the HTML.
import { parseProductPath } from '@fittings/catalog-core';
import { pagePathOf } from '../i18n/useLanguage';
import {
  data,
  isRouteErrorResponse,
  useLocation,
  useNavigation,
  type MetaDescriptor,
} from 'react-router';
import { brand } from '../brand';
import { RouteError } from '../layout/RouteError';
import { useSaveData } from '../layout/dataSaver';
import { ProductDetails } from '../product/ProductDetails';
import { ProductSkeleton } from '../product/ProductSkeleton';
import { publicOrigin, serverApi } from '../api/api.server';
import { loadProduct } from '../product/product.server';
import { mergeMeta } from '../seo/mergeMeta';
import { productErrorMeta, productMeta } from '../product/productMeta.server';
import type { Route } from './+types/product';
import { stripLanguage } from '@fittings/catalog-core';
import { metaText } from '../kit/pageText';

// The page's tags are made by the loader on the server (product/productMeta.server.ts), also for a client-side
// navigation, whose data request runs it; in the browser they are only merged over the parents'. Thrown with the
// page's error, the tags of the page shown instead.
export const meta: Route.MetaFunction = ({ data, matches, location, error }) => {
  if (data) return mergeMeta(matches, data.meta);
  const thrown = isRouteErrorResponse(error) ? (error.data as { meta?: unknown } | null) : null;
  if (Array.isArray(thrown?.meta)) return mergeMeta(matches, thrown.meta as MetaDescriptor[]);
  // An error no loader answered for (the browser lost the connection): the not-found title, out of indexes.
  const text = metaText(location);
  return mergeMeta(matches, [
    { title: text.t('web.page.notFoundTitle', { brand: brand.name }) },
    { name: 'robots', content: 'noindex, follow' },
  ]);
};

export async function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  try {
    // Only exactly /product/{non-empty id} is a product page (spec 5). React Router hands loaders the page's URL,
    // also for client-side data requests.
    const id = parseProductPath(pagePathOf(request));
    if (!id) throw new Response('Not Found', { status: 404 });
    const product = await loadProduct(serverApi(request), id, request.signal);
    return { product, origin, meta: await productMeta(product, origin, request) };
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    throw data(
      { meta: await productErrorMeta(origin, request) },
      { status: error.status, statusText: error.statusText },
    );
  }
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
