// Seed-like data for the stories and tests: the shape the API gives a photographed product's front view.
import type { ImageVariants } from '@fittings/catalog-core';

const stem = '/media/products/T35691/front';
const sizes = [
  [320, 'a41c09e2d7f3'],
  [640, '5be0c2a9d118'],
  [960, '0f7d3e61ab42'],
  [1280, 'c9e28f40b7d5'],
] as const;

export const photoVariants: ImageVariants = {
  width: 1280,
  height: 1280,
  sources: (['avif', 'webp'] as const).map((format) => ({
    type: `image/${format}`,
    srcset: sizes.map(([width, hash]) => ({
      url: `${stem}.${width}x${width}.${hash}.${format}?v=1.6e1f0a2b`,
      width,
    })),
  })),
};

export const photoSrc = `${stem}.1280x1280.c9e28f40b7d5.webp?v=1.6e1f0a2b`;
export const drawingSrc = '/media/products/T14059-PR/front.svg?v=1.6e1f0a2b';
