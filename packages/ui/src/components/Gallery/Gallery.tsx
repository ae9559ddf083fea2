import type { GalleryItem } from '@fittings/catalog-core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useCarousel } from '../../hooks/useCarousel';
import { Icon } from '../../icons/Icon';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { dot } from '../Viewboard/Carousel.css';
import * as styles from './Gallery.css';
import { useText } from '../../i18n/TextProvider';

/** The entry an empty gallery shows in place of images (spec: one "no image" placeholder). */
/** Whether a video url is a media file a <video> element plays, rather than a player page to embed. */
function isVideoFile(url: string): boolean {
  return /^(data:video\/|blob:)|\.(mp4|webm|ogv|ogg|mov|m4v)([?#]|$)/i.test(url);
}

export const NO_IMAGE_ITEM: GalleryItem = { isVideo: false, url: '', altText: 'no image' };

export interface GalleryProps {
  items: readonly GalleryItem[];
  /** Names the carousel region, such as the product name. */
  label?: string;
  /** The entry shown when there are no items; an empty url draws the built-in "no image" panel. */
  placeholder?: GalleryItem;
  /** The selected index starts here (spec: 0). */
  initialIndex?: number;
  onSelect?: (index: number) => void;
  /**
   * Whether the gallery leads its page, as on a product page (the default): the first image shown is then loaded at
   * once with `fetchpriority="high"`, being the page's largest paint. Otherwise every image waits until near view.
   */
  priority?: boolean;
  /**
   * Loads no video, not even its player page or metadata, until the visitor presses its play button: for visitors
   * who ask to save data (the `Save-Data` header). Otherwise (the default) a video slide holds its player from the
   * moment it is first shown.
   */
  videosOnRequest?: boolean;
  className?: string;
}

/**
 * The product gallery of images and videos (spec section 4): the selected item fills the stage, from index 0;
 * thumbnails (`vars.size.galleryThumbnailWidth`, 100 px) and dots select an item and scroll it into view, swiping the
 * stage moves the selection, and a selected video is reloaded. With no items it shows one "no image" entry.
 */
export function Gallery({
  items,
  label,
  placeholder,
  initialIndex = 0,
  onSelect,
  priority = true,
  videosOnRequest = false,
  className,
}: GalleryProps) {
  const text = useText();
  // A player is a page of its own (its scripts, its layout, its poster): a video slide to the side of the one shown
  // costs a phone as much as the product page itself, so it is loaded when its slide is first shown, or asked for.
  const [requested, setRequested] = useState<ReadonlySet<number>>(() => new Set());
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([initialIndex]));
  const entries =
    items.length > 0
      ? items
      : [placeholder ?? { ...NO_IMAGE_ITEM, altText: text.t('ui.gallery.noImage') }];
  const carousel = useCarousel(entries.length, initialIndex, onSelect);
  const videoRefs = useRef<(HTMLVideoElement | HTMLIFrameElement | null)[]>([]);
  const trackId = useId();
  const selected = entries[carousel.index];
  const selectedIsVideo = Boolean(selected?.isVideo);
  const selectedUrl = selected?.url;

  useEffect(() => {
    setShown((before) =>
      before.has(carousel.index) ? before : new Set(before).add(carousel.index),
    );
  }, [carousel.index]);

  // Spec: when the selected item is a video it is reloaded, so it starts from its poster again.
  useEffect(() => {
    if (!selectedIsVideo) return;
    const element = videoRefs.current[carousel.index];
    if (element instanceof HTMLVideoElement) element.load();
    // An embedded player page starts again when its address is set anew.
    else if (element instanceof HTMLIFrameElement && selectedUrl) element.src = selectedUrl;
  }, [carousel.index, selectedIsVideo, selectedUrl]);

  const count = entries.length;
  const many = count > 1;
  const onTrackKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') carousel.next();
    else if (event.key === 'ArrowLeft') carousel.previous();
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label ?? text.t('ui.gallery.label')}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.stage}>
        <div
          id={trackId}
          ref={(element) => {
            carousel.trackRef.current = element;
          }}
          className={styles.track}
          onScroll={carousel.onTrackScroll}
          onKeyDown={onTrackKeyDown}
          // The stage scrolls, so keyboard users can reach it; arrow keys move between items.
          tabIndex={0}
          // A name needs a role to be given on: the stage is the group of the slides.
          role="group"
          aria-label={text.t('ui.gallery.selected')}
          aria-live="polite"
        >
          {entries.map((item, index) => (
            <div
              key={`${item.url}-${index}`}
              ref={carousel.slideRef(index)}
              role="group"
              aria-roledescription="slide"
              aria-label={text.t('ui.carousel.slide', {
                index: text.number(index + 1),
                count: text.number(count),
              })}
              aria-hidden={index === carousel.index ? undefined : true}
              className={styles.slide}
            >
              {item.isVideo && !requested.has(index) && (videosOnRequest || !shown.has(index)) ? (
                // A link to the player, so the video plays without JavaScript too (in its own page).
                <a
                  href={item.url}
                  className={styles.videoRequest}
                  tabIndex={index === carousel.index ? undefined : -1}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                      return;
                    event.preventDefault();
                    setRequested((before) => new Set(before).add(index));
                    if (index !== carousel.index) carousel.select(index);
                  }}
                >
                  <Icon name="play" size="40px" />
                  <span>{text.t('ui.gallery.playVideo', { name: item.altText })}</span>
                </a>
              ) : item.isVideo && !isVideoFile(item.url) ? (
                <iframe
                  ref={(element) => {
                    videoRefs.current[index] = element;
                  }}
                  className={styles.video}
                  src={item.url}
                  title={item.altText}
                  loading="lazy"
                  allow="fullscreen"
                  tabIndex={index === carousel.index ? undefined : -1}
                />
              ) : item.isVideo ? (
                <video
                  ref={(element) => {
                    videoRefs.current[index] = element;
                  }}
                  className={styles.video}
                  src={item.url}
                  controls
                  preload="metadata"
                  aria-label={item.altText}
                  tabIndex={index === carousel.index ? undefined : -1}
                />
              ) : item.url ? (
                <ResponsiveImage
                  className={styles.media}
                  src={item.url}
                  variants={item.variants}
                  // The stage is the page's width on a phone and about half of it beside the text on a desktop.
                  sizes="(min-width: 1024px) 50vw, 100vw"
                  width={400}
                  height={400}
                  alt={item.altText}
                  loading={priority && index === initialIndex ? 'eager' : 'lazy'}
                  fetchPriority={priority && index === initialIndex ? 'high' : undefined}
                />
              ) : (
                <div className={styles.placeholder} role="img" aria-label={item.altText}>
                  <Icon name="image" size="48px" />
                  <span aria-hidden="true">{item.altText}</span>
                </div>
              )}
            </div>
          ))}
        </div>
      </div>
      {many ? (
        <>
          <ul className={styles.dots} aria-label={text.t('ui.gallery.slides')}>
            {entries.map((item, index) => (
              <li key={`${item.url}-${index}`}>
                <button
                  type="button"
                  className={dot}
                  aria-label={text.t('ui.carousel.showItem', {
                    index: text.number(index + 1),
                    count: text.number(count),
                  })}
                  aria-current={index === carousel.index ? 'true' : undefined}
                  aria-controls={trackId}
                  onClick={() => carousel.select(index)}
                />
              </li>
            ))}
          </ul>
          <ul className={styles.thumbs} aria-label={text.t('ui.gallery.thumbnails')}>
            {entries.map((item, index) => (
              <li key={`${item.url}-${index}`}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-label={text.t('ui.gallery.show', { name: item.altText })}
                  aria-current={index === carousel.index ? 'true' : undefined}
                  aria-controls={trackId}
                  onClick={() => carousel.select(index)}
                >
                  {item.isVideo ? (
                    <span className={styles.play}>
                      <Icon name="play" />
                    </span>
                  ) : (
                    <img className={styles.thumbImage} src={item.url} alt="" loading="lazy" />
                  )}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
