// `@fittings/ui/MarkedName`: an entry of its own, so a page that renders it ships it and no other component.
export { MarkedName } from '../components/MarkedName/MarkedName';
export type { MarkedNameProps } from '../components/MarkedName/MarkedName';
