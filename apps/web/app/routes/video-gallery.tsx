// video-gallery: every video by category, each a poster until the visitor presses play.
import { useText } from '@fittings/ui/TextProvider';
import { RouteError } from '../layout/RouteError';
import { Section } from '../kit/Section';
import { pageEnd } from '../kit/Section.css';
import { VideoCard } from '../videos/VideoCard';
import { publicOrigin } from '../api/api.server';
import { videoListJsonLd } from '../videos/videos';
import { loadVideoCategories } from '../videos/videosCatalogs.server';
import * as styles from '../videos/videosPage.css';
import type { Route } from './+types/video-gallery';
import { useSaveData } from '../layout/dataSaver';
import { SubPageHeader, subPageMeta, subPageWords } from '../videos/VideosSubPage';

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  subPageMeta(
    'gallery',
    { matches, location },
    data?.origin,
    data && {
      image: data.categories[0]?.videos[0]?.thumbnail,
      jsonLd: [videoListJsonLd(data.categories.flatMap((c) => c.videos))],
    },
  );

export async function loader({ request }: Route.LoaderArgs) {
  return { categories: await loadVideoCategories(request), origin: publicOrigin(request) };
}

export default function VideoGalleryPage({ loaderData }: Route.ComponentProps) {
  const saveData = useSaveData();
  const { categories } = loaderData;
  const text = useText();
  const { copy } = subPageWords(text.language, 'gallery');
  return (
    <div className={pageEnd}>
      <SubPageHeader page="gallery" />
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
