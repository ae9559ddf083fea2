// A video as a poster and a play button: no player is loaded until the visitor presses play, so a page of videos
// costs no more than a page of pictures. Without JavaScript the poster is a link to the video's own page.
import type { Video } from '@fittings/api-client';
import { Icon } from '@fittings/ui/Icon';
import { useText } from '@fittings/ui/TextProvider';
import { visuallyHidden } from '@fittings/ui/theme';
import { useEffect, useRef, useState } from 'react';
import { formatDuration } from './dates';
import * as styles from './VideoFacade.css';
import { CardImage } from '../kit/CardImage';

export interface VideoFacadeProps {
  video: Pick<Video, 'id' | 'title' | 'thumbnail' | 'embedUrl' | 'durationSeconds'>;
  /** Lets a test or a page know the player was asked for. */
  onPlay?: (id: string) => void;
  /** False for visitors who ask to save data: the dark frame and the play button, no poster picture. */
  poster?: boolean;
}

/** The player's address with autoplay asked for, since the visitor has just pressed play. */
export function autoplayUrl(embedUrl: string): string {
  try {
    const url = new URL(embedUrl, 'http://placeholder.invalid');
    url.searchParams.set('autoplay', '1');
    return embedUrl.startsWith('/') ? url.pathname + url.search : url.href;
  } catch {
    return embedUrl;
  }
}

export function VideoFacade({ video, onPlay, poster = true }: VideoFacadeProps) {
  const text = useText();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // Keyboard and screen-reader users land on the player they asked for.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  const duration = formatDuration(video.durationSeconds);
  return (
    <div className={styles.frameBox}>
      {playing ? (
        <iframe
          ref={frame}
          className={styles.frame}
          src={autoplayUrl(video.embedUrl)}
          title={video.title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <>
          <a
            href={video.embedUrl}
            className={styles.facade}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              setPlaying(true);
              onPlay?.(video.id);
            }}
          >
            {poster ? (
              <CardImage
                className={styles.poster}
                src={video.thumbnail}
                width={1280}
                height={720}
              />
            ) : null}
            {/* The visible label starts the link's name, as speech and voice control expect. */}
            <span className={styles.play}>
              <Icon name="play" />
              {text.t('web.videos.play')}{' '}
              <span className={visuallyHidden}>
                {text.t('web.videos.playName', { title: video.title, duration })}
              </span>
            </span>
          </a>
          <span className={styles.duration} aria-hidden="true">
            {duration}
          </span>
        </>
      )}
    </div>
  );
}
