// `@fittings/ui/Gallery`: an entry of its own, so a page that renders it ships it and no other component.
export { Gallery, NO_IMAGE_ITEM } from '../components/Gallery/Gallery';
export type { GalleryProps } from '../components/Gallery/Gallery';
