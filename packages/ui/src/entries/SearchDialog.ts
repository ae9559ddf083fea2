// `@fittings/ui/SearchDialog`: an entry of its own, so a page that renders it ships it and no other component.
export { SearchDialog, searchResultsPath } from '../components/SearchDialog/SearchDialog';
export type { SearchDialogProps } from '../components/SearchDialog/SearchDialog';
