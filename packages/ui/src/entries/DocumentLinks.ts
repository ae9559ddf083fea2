// `@fittings/ui/DocumentLinks`: an entry of its own, so a page that renders it ships it and no other component.
export { DocumentLinks } from '../components/DocumentLinks/DocumentLinks';
export type { DocumentLinksProps } from '../components/DocumentLinks/DocumentLinks';
