// `@fittings/ui/SearchField`: an entry of its own, so a page that renders it ships it and no other component.
export { SearchField } from '../components/SearchField/SearchField';
export type { SearchFieldProps } from '../components/SearchField/SearchField';
