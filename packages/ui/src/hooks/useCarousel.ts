// The selected-index state of the gallery and viewboards (spec section 4): the index stays within 0..count-1,
// choosing an item scrolls it into view, and swiping the track moves the index with it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { scrollBehavior, useReducedMotion } from './useReducedMotion';

export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index));
}

const TARGET_EXPIRY_MS = 3000;

export function useCarousel(count: number, initialIndex = 0, onChange?: (index: number) => void) {
  const [index, setIndexState] = useState(() => clampIndex(initialIndex, count));
  const trackRef = useRef<HTMLElement | null>(null);
  const slideRefs = useRef<(HTMLElement | null)[]>([]);
  const reduced = useReducedMotion();
  // Set when the index follows a swipe, so the track is not scrolled back under the visitor's finger.
  const fromScroll = useRef(false);
  const firstRender = useRef(true);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The slide a chosen thumbnail, dot or arrow is scrolling to. On a slow phone a smooth scroll can pause longer than
  // the swipe debounce; without this the pause would be read as a swipe that stopped on the slide passed on the way.
  // It expires, so a slide that cannot reach the start of the track (the last cards of a wide viewboard) never stops
  // the track from following the visitor's swipes.
  const scrollTarget = useRef<{ index: number; since: number } | null>(null);

  const current = clampIndex(index, count);

  const select = useCallback(
    (next: number) => {
      fromScroll.current = false;
      const clamped = clampIndex(next, count);
      scrollTarget.current = { index: clamped, since: Date.now() };
      setIndexState(clamped);
      onChange?.(clamped);
    },
    [count, onChange],
  );

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (fromScroll.current) {
      fromScroll.current = false;
      return;
    }
    if (scrollTarget.current?.index !== current) scrollTarget.current = null;
    slideRefs.current[current]?.scrollIntoView({
      behavior: scrollBehavior(reduced),
      block: 'nearest',
      inline: 'start',
    });
  }, [current, reduced]);

  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  const onTrackScroll = useCallback(() => {
    clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(() => {
      const track = trackRef.current;
      if (!track) return;
      const left = track.getBoundingClientRect().left;
      let nearest = 0;
      let best = Number.POSITIVE_INFINITY;
      slideRefs.current.forEach((slide, slideIndex) => {
        if (!slide) return;
        const distance = Math.abs(slide.getBoundingClientRect().left - left);
        if (distance < best) {
          best = distance;
          nearest = slideIndex;
        }
      });
      const target = scrollTarget.current;
      if (target) {
        // Still on the way to the chosen slide: the scroll is ours, not the visitor's.
        if (nearest !== target.index && Date.now() - target.since < TARGET_EXPIRY_MS) return;
        scrollTarget.current = null;
      }
      setIndexState((previous) => {
        if (previous === nearest) return previous;
        fromScroll.current = true;
        onChange?.(nearest);
        return nearest;
      });
    }, 120);
  }, [onChange]);

  return {
    index: current,
    select,
    previous: () => select(current - 1),
    next: () => select(current + 1),
    isFirst: current === 0,
    isLast: current >= count - 1,
    trackRef,
    slideRef: (slideIndex: number) => (element: HTMLElement | null) => {
      slideRefs.current[slideIndex] = element;
    },
    onTrackScroll,
  };
}
