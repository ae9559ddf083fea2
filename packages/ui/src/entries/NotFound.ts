// `@fittings/ui/NotFound`: an entry of its own, so a page that renders it ships it and no other component.
export { NotFound } from '../components/NotFound/NotFound';
export type { NotFoundProps } from '../components/NotFound/NotFound';
