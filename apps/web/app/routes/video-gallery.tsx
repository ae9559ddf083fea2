// video-gallery: every video by category, each a poster until the visitor presses play.
import type { Language } from '@fittings/catalog-core';
import { languageOfPath } from '@fittings/catalog-core';
import { useText } from '@fittings/ui/TextProvider';
import { videosCatalogsInLanguages } from '../videos/videosCatalogs.languages';
import { localTrail, metaText } from '../kit/pageText';
import { RouteError } from '../layout/RouteError';
import { PageHeader } from '../kit/PageHeader';
import { Section } from '../kit/Section';
import { pageEnd } from '../kit/Section.css';
import { SubNav } from '../kit/SubNav';
import { VideoCard } from '../videos/VideoCard';
import { publicOrigin } from '../api/api.server';
import { pageMeta, trail } from '../seo/pageMeta';
import { videoListJsonLd } from '../videos/videos';
import { loadVideoCategories } from '../videos/videosCatalogs.server';
import * as styles from '../videos/videosPage.css';
import type { Route } from './+types/video-gallery';
import { useSaveData } from '../layout/dataSaver';

/** The page's words in a language. */
function wordsOf(language: Language) {
  const { section, hub, gallery: copy, nav } = videosCatalogsInLanguages[language];
  const crumbs = trail({ name: section, path: hub.path }, { name: copy.title, path: copy.path });
  return { section, copy, nav, crumbs };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const { section, copy, crumbs } = wordsOf(languageOfPath(location.pathname));
  return pageMeta(
    matches,
    data?.origin,
    data && {
      title: `${copy.title} | ${section}`,
      description: copy.description,
      path: copy.path,
      crumbs: localTrail(crumbs, metaText(location)),
      image: data.categories[0]?.videos[0]?.thumbnail,
      jsonLd: [videoListJsonLd(data.categories.flatMap((c) => c.videos))],
    },
  );
};

export async function loader({ request }: Route.LoaderArgs) {
  return { categories: await loadVideoCategories(request), origin: publicOrigin(request) };
}

export default function VideoGalleryPage({ loaderData }: Route.ComponentProps) {
  const saveData = useSaveData();
  const { categories } = loaderData;
  const text = useText();
  const { section, copy, nav, crumbs } = wordsOf(text.language);
  return (
    <div className={pageEnd}>
      <PageHeader
        crumbs={localTrail(crumbs, text)}
        eyebrow={section}
        title={copy.title}
        intro={copy.intro}
      />
      <SubNav label={section} links={nav} current={copy.path} />
      <nav aria-label={copy.categoriesLabel} className={styles.jump}>
        <ul className={styles.jumpList}>
          {categories.map((category) => (
            <li key={category.slug}>
              <a href={`#${category.slug}`} className={styles.jumpLink}>
                {category.name}{' '}
                <span className={styles.jumpCount}>{text.number(category.videos.length)}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {categories.map((category) => (
        <Section
          key={category.slug}
          id={category.slug}
          title={category.name}
          text={category.description}
        >
          <ul className={styles.videoGrid}>
            {category.videos.map((video) => (
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
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
