// A video in a gallery: the play facade, its title and description, when it was published, and the technology it
// explains when it explains one.
import type { Video } from '@fittings/api-client';
import { Link } from '@fittings/ui/Link';
import { MarkedName } from '@fittings/ui/MarkedName';
import { useText } from '@fittings/ui/TextProvider';
import { technologyHref } from '../content/content';
import { formatDate } from './dates';
import { VideoFacade } from './VideoFacade';
import * as styles from './VideoCard.css';

export interface VideoCardProps {
  video: Omit<Video, 'products'>;
  /** The page of the technology the video explains, when it has one. */
  technologyRoute?: string;
  headingAs?: 'h2' | 'h3';
  /** Whether to show the video's poster picture (not when the visitor asks to save data). */
  poster?: boolean;
}

export function VideoCard({
  video,
  technologyRoute,
  headingAs: Heading = 'h3',
  poster = true,
}: VideoCardProps) {
  const text = useText();
  return (
    <article className={styles.card} aria-labelledby={`video-${video.id}`}>
      <VideoFacade video={video} poster={poster} />
      <div className={styles.body}>
        <Heading id={`video-${video.id}`} className={styles.title}>
          {video.title}
        </Heading>
        <p className={styles.description}>{video.description}</p>
        <p className={styles.meta}>
          <time dateTime={video.publishedOn}>{formatDate(video.publishedOn, text)}</time>
          {video.technology && technologyRoute ? (
            <>
              {' · '}
              <Link href={technologyHref(technologyRoute)} variant="inline">
                <MarkedName text={video.technology.name} />
              </Link>
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}
