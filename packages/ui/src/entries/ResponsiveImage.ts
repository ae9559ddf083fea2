// `@fittings/ui/ResponsiveImage`: an entry of its own, so a page that renders it ships it and no other component.
export { ResponsiveImage } from '../components/ResponsiveImage/ResponsiveImage';
export type { ResponsiveImageProps } from '../components/ResponsiveImage/ResponsiveImage';
