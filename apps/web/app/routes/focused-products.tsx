// focused-products: the products the brand puts forward this season, newest first, a page at a time.
import { languageOfPath, type Translator } from '@fittings/catalog-core';
import { useText } from '@fittings/ui/TextProvider';
import {
  focusedProductsInLanguages,
  productsPageInLanguages,
} from '../listing/productPages.languages';
import { localTrail, metaText } from '../kit/pageText';
import { headerWords, PageHeader } from '../kit/PageHeader';
import { pageParam } from '../kit/Pager';
import { PagedProductsSection } from '../kit/ProductCards';
import { pageEnd } from '../kit/Section.css';
import { focusedProductsCopy } from '../listing/productPages.data';
import { publicOrigin, serverApi } from '../api/api.server';
import { fromApi } from '../content/content.server';
import { pageMeta, trail } from '../seo/pageMeta';
import type { Route } from './+types/focused-products';

const { path, pageSize } = focusedProductsCopy;

function crumbsOf(text: Pick<Translator, 't' | 'language'>) {
  const products = productsPageInLanguages[text.language];
  const copy = focusedProductsInLanguages[text.language];
  return localTrail(
    trail({ name: products.title, path: products.path }, { name: copy.title, path }),
    text,
  );
}
const pageHref = (page: number) => (page > 1 ? `${path}?page=${page}` : path);

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const text = metaText(location);
  const copy = focusedProductsInLanguages[languageOfPath(location.pathname)];
  return pageMeta(
    matches,
    data?.origin,
    data && {
      title:
        data.page > 1
          ? text.t('web.technology.pageTitle', { name: copy.title, page: data.page })
          : copy.title,
      description: copy.description,
      path: pageHref(data.page),
      crumbs: crumbsOf(text),
      image: data.products[0]?.image,
    },
  );
};

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageParam(new URL(request.url).searchParams);
  const listing = await fromApi(() =>
    serverApi(request).filterProducts(
      'all',
      { newLaunch: true, sort: 'newest', page, pageSize },
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
  const text = useText();
  const copy = focusedProductsInLanguages[text.language];
  return (
    <div className={pageEnd}>
      <PageHeader crumbs={crumbsOf(text)} {...headerWords(copy)} />
      <PagedProductsSection
        id="products"
        title={text.t('web.focused.count', { count: loaderData.total })}
        list={loaderData}
        label={copy.listLabel}
        pageHref={pageHref}
        pagesLabel={text.t('web.focused.pages')}
      />
    </div>
  );
}

export { RouteError as ErrorBoundary } from '../layout/RouteError';
