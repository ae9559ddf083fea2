// `@fittings/ui/Breadcrumbs`: an entry of its own, so a page that renders it ships it and no other component.
export { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
export type { BreadcrumbsProps, Crumb } from '../components/Breadcrumbs/Breadcrumbs';
