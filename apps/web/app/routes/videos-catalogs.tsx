// videos-catalogs: the hub of the section: the latest videos and the main catalogues, with the way to each full list.
import type { Language } from '@fittings/catalog-core';
import { languageOfPath } from '@fittings/catalog-core';
import { useText } from '@fittings/ui/TextProvider';
import { videosCatalogsInLanguages } from '../videos/videosCatalogs.languages';
import { localTrail, metaText } from '../kit/pageText';
import { RouteError } from '../layout/RouteError';
import { CatalogCard } from '../videos/CatalogCard';
import { PageHeader } from '../kit/PageHeader';
import { Section } from '../kit/Section';
import { pageEnd } from '../kit/Section.css';
import { SubNav } from '../kit/SubNav';
import { VideoCard } from '../videos/VideoCard';
import { publicOrigin } from '../api/api.server';
import { pageMeta, trail } from '../seo/pageMeta';
import { videoListJsonLd } from '../videos/videos';
import { loadCatalogCategories, loadVideoCategories } from '../videos/videosCatalogs.server';
import * as styles from '../videos/videosPage.css';
import type { Route } from './+types/videos-catalogs';
import { useSaveData } from '../layout/dataSaver';

/** The section's words in a language. */
function wordsOf(language: Language) {
  const { section, hub: copy, gallery, catalogs, nav } = videosCatalogsInLanguages[language];
  return {
    section,
    copy,
    gallery,
    catalogs,
    nav,
    crumbs: trail({ name: section, path: copy.path }),
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const { section, copy, crumbs } = wordsOf(languageOfPath(location.pathname));
  return pageMeta(
    matches,
    data?.origin,
    data && {
      title: section,
      description: copy.description,
      path: copy.path,
      crumbs: localTrail(crumbs, metaText(location)),
      image: data.videos[0]?.thumbnail,
      jsonLd: [videoListJsonLd(data.videos)],
    },
  );
};

export async function loader({ request }: Route.LoaderArgs) {
  const [videoCategories, catalogCategories] = await Promise.all([
    loadVideoCategories(request),
    loadCatalogCategories(request),
  ]);
  const videos = videoCategories
    .flatMap((c) => c.videos)
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn))
    .slice(0, 3);
  return {
    videos,
    catalogs: catalogCategories[0]?.catalogs ?? [],
    videoCount: videoCategories.reduce((n, c) => n + c.videos.length, 0),
    catalogCount: catalogCategories.reduce((n, c) => n + c.catalogs.length, 0),
    origin: publicOrigin(request),
  };
}

export default function VideosCatalogsPage({ loaderData }: Route.ComponentProps) {
  const saveData = useSaveData();
  const { videos, catalogs: featured, videoCount, catalogCount } = loaderData;
  const text = useText();
  const { section, copy, gallery, catalogs, nav, crumbs } = wordsOf(text.language);
  return (
    <div className={pageEnd}>
      <PageHeader
        crumbs={localTrail(crumbs, text)}
        eyebrow={section}
        title={copy.title}
        intro={copy.intro}
      />
      <SubNav label={section} links={nav} current={copy.path} />
      <Section
        id="videos"
        title={copy.latestVideos}
        action={{
          label: text.t('web.videos.allVideos', { count: videoCount }),
          href: gallery.path,
        }}
      >
        <ul className={styles.videoGrid}>
          {videos.map((video) => (
            <li key={video.id}>
              <VideoCard
                video={video}
                technologyRoute={video.technologyRoute ?? undefined}
                poster={!saveData}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="catalogs"
        title={copy.catalogs}
        action={{
          label: text.t('web.catalogs.allCatalogues', { count: catalogCount }),
          href: catalogs.path,
        }}
        tone="muted"
      >
        <ul className={styles.catalogGrid}>
          {featured.map((catalog) => (
            <li key={catalog.slug}>
              <CatalogCard catalog={catalog} />
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
