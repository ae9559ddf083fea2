// The carousel behind Viewboard and DetailedViewboard (WAI-ARIA carousel pattern): a labelled region of slides, with
// previous/next buttons (disabled at the ends) and dots, both shown only on small screens.
import { useId, type ReactNode } from 'react';
import { useCarousel } from '../../hooks/useCarousel';
import { IconButton } from '../Button/Button';
import * as styles from './Carousel.css';
import { useText } from '../../i18n/TextProvider';

export interface CarouselProps {
  /** The heading, which also names the carousel region. */
  title: string;
  headingAs?: 'h2' | 'h3';
  /** A link or control beside the heading ("view full collection"). */
  action?: ReactNode;
  slides: readonly { key: string; content: ReactNode }[];
  /** `grid`: four equal columns on wide screens; `row`: fixed 270 px items in a row. */
  layout: 'grid' | 'row';
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

export function Carousel({
  title,
  headingAs: Heading = 'h2',
  action,
  slides,
  layout,
  initialIndex = 0,
  onIndexChange,
  className,
}: CarouselProps) {
  const text = useText();
  const carousel = useCarousel(slides.length, initialIndex, onIndexChange);
  const titleId = useId();
  const trackId = useId();
  const count = slides.length;
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {action}
      </div>
      <div
        id={trackId}
        ref={(element) => {
          carousel.trackRef.current = element;
        }}
        className={[styles.track, layout === 'grid' ? styles.gridTrack : styles.rowTrack].join(' ')}
        onScroll={carousel.onTrackScroll}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            ref={carousel.slideRef(index)}
            role="group"
            aria-roledescription="slide"
            aria-label={text.t('ui.carousel.slide', {
              index: text.number(index + 1),
              count: text.number(count),
            })}
            className={[styles.slide, layout === 'row' ? styles.fixedSlide : '']
              .filter(Boolean)
              .join(' ')}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <IconButton
            icon="chevronLeft"
            label={text.t('ui.carousel.previous')}
            aria-controls={trackId}
            disabled={carousel.isFirst}
            onClick={carousel.previous}
          />
          <ul className={styles.dots}>
            {slides.map((slide, index) => (
              <li key={slide.key}>
                <button
                  type="button"
                  className={styles.dot}
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
          <IconButton
            icon="chevronRight"
            label={text.t('ui.carousel.next')}
            aria-controls={trackId}
            disabled={carousel.isLast}
            onClick={carousel.next}
          />
        </div>
      ) : null}
    </section>
  );
}
