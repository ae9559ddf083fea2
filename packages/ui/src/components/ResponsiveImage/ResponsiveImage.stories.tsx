import preview from '../../../.storybook/preview';
import { expect, waitFor } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { ResponsiveImage } from './ResponsiveImage';
import { drawingSrc, photoSrc, photoVariants } from './fixtures';

const meta = preview.meta({
  title: 'Catalogue/ResponsiveImage',
  component: ResponsiveImage,
  args: {
    src: photoSrc,
    alt: 'Basin mixer in polished chrome, front view',
    variants: photoVariants,
    sizes: '(min-width: 40em) 320px, 100vw',
    loading: 'lazy' as const,
  },
  argTypes: {
    loading: { control: 'inline-radio', options: ['lazy', 'eager'] },
    fetchPriority: { control: 'inline-radio', options: ['auto', 'high', 'low'] },
  },
  ...docsMeta({ layout: 'centered', frame: { width: 320 } }),
});

/** A photo: the browser picks the AVIF (or WebP) width that fills the 320 px slot at the screen's density. */
export const Photo = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const img = canvas.getByRole<HTMLImageElement>('img');
    await expect(img.parentElement?.tagName).toBe('PICTURE');
    await expect(canvasElement.querySelectorAll('source')).toHaveLength(2);
    await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
    await expect(img.currentSrc).toMatch(/(\.|image\/)avif/);
  },
});

export const FirstImageOfThePage = meta.story({
  args: { loading: 'eager', fetchPriority: 'high' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  },
});

export const Drawing = meta.story({
  args: { src: drawingSrc, variants: undefined, width: 400, height: 400 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('picture')).toBeNull();
  },
});
