// `@fittings/ui/ListItemDetails`: an entry of its own, so a page that renders it ships it and no other component.
export { ListItemDetails } from '../components/ListItemDetails/ListItemDetails';
export type { ListItemDetailsProps } from '../components/ListItemDetails/ListItemDetails';
