// `@fittings/ui/CompareTable`: an entry of its own, so a page that renders it ships it and no other component.
export { CompareTable } from '../components/CompareTable/CompareTable';
export type {
  CompareTableCell,
  CompareTableProduct,
  CompareTableProps,
  CompareTableRow,
} from '../components/CompareTable/CompareTable';
