// One page per technology (spec 2.6 declares each name as a route): what it does, how it helps, a film when there
// is one, and the products that have it, from the API.
import { designCountText, languageOfPath, type Translator } from '@fittings/catalog-core';
import type { Video } from '@fittings/api-client';
import { Icon } from '@fittings/ui/Icon';
import { Link } from '@fittings/ui/Link';
import { MarkedName } from '@fittings/ui/MarkedName';
import { useText } from '@fittings/ui/TextProvider';
import { technologiesInLanguages } from '../technologies/technologies.languages';
import {
  innovationInLanguages,
  technologyIndexInLanguages,
  technologyPageInLanguages,
} from '../technologies/innovations.languages';
import { areaName, localTrail, metaText } from '../kit/pageText';
import { RouteError } from '../layout/RouteError';
import { PageHeader } from '../kit/PageHeader';
import { Pager, pageParam } from '../kit/Pager';
import { ProductCards } from '../kit/ProductCards';
import { Section } from '../kit/Section';
import { pageEnd } from '../kit/Section.css';
import { VideoFacade } from '../videos/VideoFacade';
import { TOP_LEVEL_TECHNOLOGY_ROUTES } from '../technologies/technologies.data';
import { publicOrigin, serverApi } from '../api/api.server';
import { plainName, technologyHref } from '../content/content';
import {
  fromApi,
  loadInnovations,
  loadTechnologies,
  optionalFromApi,
} from '../content/content.server';
import { pageMeta, trail } from '../seo/pageMeta';
import { clip } from '../kit/text';
import * as styles from '../technologies/technologyPage.css';
import type { Route } from './+types/technology';
import { useSaveData } from '../layout/dataSaver';
import { pagePathOf } from '../i18n/useLanguage';

const PAGE_SIZE = 12;

function crumbsOf(name: string, route: string, text: Pick<Translator, 't' | 'language'>) {
  const section = innovationInLanguages[text.language];
  return localTrail(
    trail(
      { name: section.section, path: section.sectionPath },
      { name: technologyIndexInLanguages[text.language].title, path: '/technology' },
      { name, path: technologyHref(route) },
    ),
    text,
  );
}

const pageHref = (route: string, page: number) =>
  page > 1 ? `${technologyHref(route)}?page=${page}` : technologyHref(route);

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const text = metaText(location);
  const section = technologyIndexInLanguages[languageOfPath(location.pathname)].title;
  return pageMeta(
    matches,
    data?.origin,
    data && {
      title: `${
        data.listing.page > 1
          ? text.t('web.technology.pageTitle', { name: data.name, page: data.listing.page })
          : data.name
      } | ${section}`,
      description: clip(`${data.technology.summary} ${data.technology.description}`, 160),
      path: pageHref(data.technology.route, data.listing.page),
      crumbs: crumbsOf(data.name, data.technology.route, text),
      image: data.technology.image,
      imageAlt: data.name,
    },
  );
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const route = pagePathOf(request).split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  if (!TOP_LEVEL_TECHNOLOGY_ROUTES.includes(route))
    throw new Response('Not Found', { status: 404 });
  const api = serverApi(request);
  const page = pageParam(url.searchParams);
  const technologies = await loadTechnologies(request);
  const technology = technologies.find((t) => t.kind === 'technology' && t.route === route);
  if (!technology) throw new Response('Not Found', { status: 404 });
  const [listing, innovations, videos] = await Promise.all([
    fromApi(() =>
      api.filterProductsByInnovation(
        technology.slug,
        { page, pageSize: PAGE_SIZE },
        { signal: request.signal },
      ),
    ),
    optionalFromApi(() => loadInnovations(request), []),
    optionalFromApi(
      async () =>
        (await api.getVideoCategories({ signal: request.signal })).categories.flatMap(
          (category) => category.videos,
        ),
      [] as Video[],
    ),
  ]);
  if (page > 1 && page > listing.pageCount) throw new Response('Not Found', { status: 404 });
  const video = videos.find((v) => v.technology?.slug === technology.slug);
  return {
    technology,
    name: plainName(technology.name),
    listing: {
      items: listing.items,
      total: listing.total,
      finishCount: listing.finishCount,
      page,
      pageCount: listing.pageCount,
    },
    groups: innovations
      .filter((g) => g.technologies.some((t) => t.slug === technology.slug))
      .map((g) => ({ slug: g.slug, title: g.title })),
    others: technologies
      .filter((t) => t.kind === 'technology' && t.slug !== technology.slug && t.route)
      .filter((t) => t.areas.some((area) => technology.areas.includes(area)))
      .slice(0, 6)
      .map((t) => ({ name: t.name, route: t.route, summary: t.summary })),
    video: video
      ? {
          id: video.id,
          title: video.title,
          description: video.description,
          thumbnail: video.thumbnail,
          embedUrl: video.embedUrl,
          durationSeconds: video.durationSeconds,
        }
      : null,
    origin: publicOrigin(request),
  };
}

export default function TechnologyPage({ loaderData }: Route.ComponentProps) {
  const saveData = useSaveData();
  const { technology, name, listing, groups, others, video } = loaderData;
  const text = useText();
  const copy = technologyPageInLanguages[text.language];
  // The route's own words (how it helps, what it is best for), in the page's language.
  const words = technologiesInLanguages[text.language][technology.route];
  return (
    <article className={pageEnd}>
      <PageHeader
        crumbs={crumbsOf(name, technology.route, text)}
        eyebrow={`${copy.eyebrow} · ${technology.areas.map((area) => areaName(area, text)).join(' & ')}`}
        title={<MarkedName text={technology.name} />}
        intro={technology.summary}
        image={{ src: technology.image, alt: '', shape: 'square' }}
      />

      <section aria-labelledby="what-title" className={styles.explain}>
        <div className={styles.block}>
          <h2 id="what-title" className={styles.blockTitle}>
            {copy.whatTitle}
          </h2>
          <p className={styles.lead}>{technology.description}</p>
        </div>
        {words ? (
          <div className={styles.block}>
            <h2 className={styles.blockTitle}>{copy.helpsTitle}</h2>
            <ul className={styles.helps}>
              {words.helps.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className={styles.bestFor}>
              <strong>{copy.bestForLabel}:</strong> {words.bestFor}
            </p>
          </div>
        ) : null}
      </section>

      {video ? (
        <Section id="video" title={copy.videoTitle} text={video.description}>
          <div className={styles.video}>
            <VideoFacade video={video} poster={!saveData} />
          </div>
        </Section>
      ) : null}

      <Section
        id="products"
        title={text.t('web.technology.productsTitle', { name })}
        text={designCountText({ designs: listing.total, finishes: listing.finishCount }, text)}
      >
        {listing.total > 0 ? (
          <>
            <ProductCards
              products={listing.items}
              label={text.t('web.technology.productsTitle', { name })}
            />
            <Pager
              page={listing.page}
              pageCount={listing.pageCount}
              href={(page) => `${pageHref(technology.route, page)}#products`}
              label={text.t('web.technology.pagesLabel', { name })}
            />
          </>
        ) : (
          <p>{copy.noProducts}</p>
        )}
      </Section>

      {groups.length > 0 || others.length > 0 ? (
        <Section id="more" title={copy.othersTitle} tone="muted">
          {groups.length > 0 ? (
            <p className={styles.groups}>
              {copy.groupsTitle}{' '}
              {groups.map((group, index) => (
                <span key={group.slug}>
                  {index > 0 ? ', ' : ''}
                  <Link href={`/innovations/${group.slug}`} variant="inline">
                    {group.title}
                  </Link>
                </span>
              ))}
              .
            </p>
          ) : null}
          <ul className={styles.others}>
            {others.map((other) => (
              <li key={other.route}>
                <Link href={technologyHref(other.route)} variant="bare" className={styles.other}>
                  <span className={styles.otherName}>
                    <MarkedName text={other.name} />
                  </span>
                  <span className={styles.otherText}>{other.summary}</span>
                  <Icon name="arrowRight" />
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </article>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
