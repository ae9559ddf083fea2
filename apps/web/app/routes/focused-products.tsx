// focused-products: the products the brand puts forward this season, newest first, a page at a time.
import { RouteError } from '../layout/RouteError';
import { PageHeader } from '../content/PageHeader';
import { Pager, pageParam } from '../content/Pager';
import { ProductCards } from '../content/ProductCards';
import { Section } from '../content/Section';
import { pageEnd } from '../content/Section.css';
import { focusedProductsCopy as copy } from '../listing/productPages.data';
import { publicOrigin, serverApi } from '../api/api.server';
import { fromApi } from '../content/content.server';
import { pageMeta, trail } from '../seo/pageMeta';
import type { Route } from './+types/focused-products';

const crumbs = trail(
  { name: 'All Products', path: '/products' },
  { name: copy.title, path: copy.path },
);
const pageHref = (page: number) => (page > 1 ? `${copy.path}?page=${page}` : copy.path);

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(
    matches,
    data?.origin,
    data && {
      title: data.page > 1 ? `${copy.title} (page ${data.page})` : copy.title,
      description: copy.description,
      path: pageHref(data.page),
      crumbs,
      image: data.products[0]?.image,
    },
  );

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageParam(new URL(request.url).searchParams);
  const listing = await fromApi(() =>
    serverApi(request).filterProducts(
      'all',
      { newLaunch: true, sort: 'newest', page, pageSize: copy.pageSize },
      { signal: request.signal },
    ),
  );
  if (page > 1 && page > listing.pageCount) throw new Response('Not Found', { status: 404 });
  return {
    products: listing.items,
    total: listing.total,
    page,
    pageCount: listing.pageCount,
    origin: publicOrigin(request),
  };
}

export default function FocusedProductsPage({ loaderData }: Route.ComponentProps) {
  const { products, total, page, pageCount } = loaderData;
  return (
    <div className={pageEnd}>
      <PageHeader crumbs={crumbs} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <Section id="products" title={`${total} new products`}>
        <ProductCards products={products} label={copy.listLabel} />
        <Pager
          page={page}
          pageCount={pageCount}
          href={(p) => `${pageHref(p)}#products`}
          label="Pages of focused products"
        />
      </Section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
