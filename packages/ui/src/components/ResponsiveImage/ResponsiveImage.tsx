// A product image as the API describes it: a photo becomes a <picture> with AVIF and WebP sources at several
// widths, so the browser downloads the smallest that fills the slot (a 375 px phone never gets a desktop image); a
// drawing (SVG) or an image without variants stays one plain <img>. Width and height always reserve the box.
import type { ImageVariants } from '@fittings/catalog-core';
import * as styles from './ResponsiveImage.css';

export interface ResponsiveImageProps {
  /** The image's URL: a photo's fallback (the API's `image`/`url`), or the drawing itself. */
  src: string;
  alt: string;
  /** The photo's variants (the API's `imageVariants` or gallery `variants`); absent for drawings. */
  variants?: ImageVariants | undefined;
  /**
   * How wide the image is shown, as a `sizes` attribute, e.g. `(min-width: 64em) 25vw, 50vw` in a four-column grid
   * that is two columns on a phone. The browser picks a width from it; default: the viewport's width.
   */
  sizes?: string;
  /** The box to reserve when there are no variants (a drawing's intrinsic size). */
  width?: number;
  height?: number;
  /** `eager` for the first image a visitor sees (the page's LCP image), `lazy` for the rest. */
  loading?: 'eager' | 'lazy';
  /** `high` for the page's LCP image only. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Replaces the default style (block, at most the container's width, height from the ratio). */
  className?: string;
}

/** `url 320w, url 640w`: a source's candidates as a srcset attribute. */
export const srcSetOf = (candidates: { url: string; width: number }[]): string =>
  candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ');

/** A vector drawing, by its address or inlined as a data URL: sharp at any width, so it needs no variants. */
const isDrawing = (src: string) =>
  /\.svg(\?|#|$)/i.test(src) || /^data:image\/svg\+xml[;,]/i.test(src);

/**
 * A product image from the API. A photo (with `variants`) becomes a `<picture>` with AVIF and WebP sources at several
 * widths and `sizes`, so a phone downloads a phone-sized file; a drawing (SVG) or an image without variants is one
 * plain `<img>`. Width and height reserve the box (no layout shift); use `loading="eager"` and `fetchPriority="high"`
 * only for the first image a visitor sees.
 */
export function ResponsiveImage({
  src,
  alt,
  variants,
  sizes = '100vw',
  width,
  height,
  loading = 'lazy',
  fetchPriority,
  className,
}: ResponsiveImageProps) {
  const sources = variants?.sources.filter((source) => source.srcset.length > 0) ?? [];
  const img = (
    <img
      className={className ?? styles.image}
      src={src}
      alt={alt}
      width={variants && sources.length > 0 ? variants.width : width}
      height={variants && sources.length > 0 ? variants.height : height}
      loading={loading}
      decoding={loading === 'lazy' ? 'async' : undefined}
      fetchPriority={fetchPriority}
    />
  );
  if (!variants || sources.length === 0 || isDrawing(src)) return img;
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={srcSetOf(source.srcset)}
          sizes={sizes}
        />
      ))}
      {img}
    </picture>
  );
}
