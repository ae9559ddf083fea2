// Seed-like data for the stories and tests: the shape the API gives a photographed product's front view, with real
// AVIF and WebP files (rendered from the chrome basin mixer drawing) so the stories show a picture, not alt text.
import type { ImageVariants } from '@fittings/catalog-core';
import avif320 from '../../stories/assets/photo/basin-mixer-chrome.320.avif';
import webp320 from '../../stories/assets/photo/basin-mixer-chrome.320.webp';
import avif640 from '../../stories/assets/photo/basin-mixer-chrome.640.avif';
import webp640 from '../../stories/assets/photo/basin-mixer-chrome.640.webp';
import drawing from '../../stories/assets/basin-mixer-black.svg';

export const photoVariants: ImageVariants = {
  width: 640,
  height: 640,
  sources: [
    {
      type: 'image/avif',
      srcset: [
        { url: avif320, width: 320 },
        { url: avif640, width: 640 },
      ],
    },
    {
      type: 'image/webp',
      srcset: [
        { url: webp320, width: 320 },
        { url: webp640, width: 640 },
      ],
    },
  ],
};

/** A photo's plain URL is its largest WebP, as the API gives it. */
export const photoSrc = webp640;
export const drawingSrc = drawing;
