// The product's gallery (spec 2.2 and 4): images and videos, thumbnails and dots. An empty gallery shows the
// product image, or a single placeholder entry when there is none.
import type { GalleryItem, Product } from '@fittings/catalog-core';
import * as styles from './ProductGallery.css';

export const NO_IMAGE: GalleryItem = { isVideo: false, url: '/no-image.svg', altText: 'no image' };

/** The gallery entries to show: the product's, else its main image, else the "no image" placeholder. */
export function galleryItems(
  product: Pick<Product, 'gallery' | 'image'>,
  name: string,
): GalleryItem[] {
  if (product.gallery.length > 0) return product.gallery;
  if (product.image) return [{ isVideo: false, url: product.image, altText: name }];
  return [NO_IMAGE];
}

export function ProductGallery({ product, name }: { product: Product; name: string }) {
  const items = galleryItems(product, name);
  const first = items[0] ?? NO_IMAGE;
  return (
    <div className={styles.gallery}>
      <img
        className={styles.image}
        src={first.url}
        alt={first.altText || name}
        width={800}
        height={800}
        fetchPriority="high"
      />
    </div>
  );
}
