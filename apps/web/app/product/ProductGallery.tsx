// The product gallery (spec 2.2 and 4) through the design system's Gallery: selected index from 0, thumbnails,
// dots; an empty gallery gets the main image, else the single "no image" placeholder.
import type { GalleryItem, Product } from '@fittings/catalog-core';
import { Gallery } from '@fittings/ui/Gallery';
import { useText } from '@fittings/ui/TextProvider';

/** The entries to show: the product's gallery, else its main image; the Gallery draws "no image" for none. */
export function galleryItems(
  product: Pick<Product, 'gallery' | 'image'>,
  name: string,
): GalleryItem[] {
  if (product.gallery.length > 0) return product.gallery;
  if (product.image) return [{ isVideo: false, url: product.image, altText: name }];
  return [];
}

export function ProductGallery({
  product,
  name,
  saveData = false,
}: {
  product: Product;
  name: string;
  /** The visitor asks to save data: no video player (a page with its own scripts) until they press play. */
  saveData?: boolean;
}) {
  const text = useText();
  return (
    <Gallery
      items={galleryItems(product, name)}
      label={text.t('web.product.gallery', { name })}
      videosOnRequest={saveData}
    />
  );
}
