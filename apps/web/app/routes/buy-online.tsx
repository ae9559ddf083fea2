// The marketplace route of spec 2.6: the products that can be ordered from the official store on the marketplace,
// with the store's banners. Each card opens the product page, where its "buy on" link is.
import { languageOfPath } from '@fittings/catalog-core';
import { Link } from '@fittings/ui/Link';
import { useText } from '@fittings/ui/TextProvider';
import { headerWords, PageHeader } from '../kit/PageHeader';
import { pageParam } from '../kit/Pager';
import { PagedProductsSection } from '../kit/ProductCards';
import { pageEnd } from '../kit/Section.css';
import { buyOnlineCopy } from '../listing/productPages.data';
import { buyOnlineInLanguages } from '../listing/productPages.languages';
import { translatorOf } from '../i18n/translators';
import { useLanguage } from '../i18n/useLanguage';
import { publicOrigin, serverApi } from '../api/api.server';
import { fromApi, optionalFromApi } from '../content/content.server';
import { pageMeta, trail } from '../seo/pageMeta';
import { Prose } from '../kit/prose';
import * as styles from '../content/buyOnline.css';
import type { Route } from './+types/buy-online';

// The page's size and path are the same in every language: read from the English data.
const pageHref = (page: number) =>
  page > 1 ? `${buyOnlineCopy.path}?page=${page}` : buyOnlineCopy.path;

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const language = languageOfPath(location.pathname);
  const copy = buyOnlineInLanguages[language];
  return pageMeta(
    matches,
    data?.origin,
    data && {
      title:
        data.page > 1
          ? translatorOf(language).t('web.buyOnline.pageTitle', {
              title: copy.title,
              page: data.page,
            })
          : copy.title,
      description: copy.description,
      path: pageHref(data.page),
      crumbs: trail({ name: copy.title, path: copy.path }),
      image: data.banners[0]?.image,
    },
  );
};

export async function loader({ request }: Route.LoaderArgs) {
  const api = serverApi(request);
  const page = pageParam(new URL(request.url).searchParams);
  const [listing, banners] = await Promise.all([
    fromApi(() =>
      api.getBoaProduct({ page, pageSize: buyOnlineCopy.pageSize }, { signal: request.signal }),
    ),
    optionalFromApi(
      async () => (await api.getBoaImageBanner({ signal: request.signal })).banners,
      [],
    ),
  ]);
  if (page > 1 && page > listing.pageCount) throw new Response('Not Found', { status: 404 });
  return {
    products: listing.items,
    counts: { designs: listing.total, finishes: listing.finishCount },
    page,
    pageCount: listing.pageCount,
    banners: page === 1 ? banners : [],
    origin: publicOrigin(request),
  };
}

export default function BuyOnlinePage({ loaderData }: Route.ComponentProps) {
  const { counts, banners } = loaderData;
  const copy = buyOnlineInLanguages[useLanguage()];
  const text = useText();
  const crumbs = trail({ name: copy.title, path: copy.path });
  return (
    <div className={pageEnd}>
      <PageHeader crumbs={crumbs} {...headerWords(copy)} />
      {banners.length > 0 ? (
        <section aria-label={text.t('web.buyOnline.shopByRoom')} className={styles.banners}>
          <ul className={styles.bannerList}>
            {banners.map((banner) => (
              <li key={banner.id}>
                <Link href={banner.link} variant="bare" className={styles.banner}>
                  <img
                    className={styles.bannerImage}
                    src={banner.image}
                    alt=""
                    width={1440}
                    height={560}
                    loading="lazy"
                  />
                  <span className={styles.bannerTitle}>{banner.title}</span>
                  <span className={styles.bannerText}>{banner.subtitle}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <PagedProductsSection
        id="products"
        title={text.t('web.buyOnline.heading', {
          ...counts,
          withFinishes: counts.finishes > counts.designs ? 'yes' : 'no',
        })}
        text={<Prose text={copy.help} />}
        list={loaderData}
        label={copy.listLabel}
        pageHref={pageHref}
        pagesLabel={text.t('web.buyOnline.pages')}
      />
    </div>
  );
}

export { RouteError as ErrorBoundary } from '../layout/RouteError';
