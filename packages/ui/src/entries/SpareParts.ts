// `@fittings/ui/SpareParts`: an entry of its own, so a page that renders it ships it and no other component.
export { SpareParts } from '../components/SpareParts/SpareParts';
export type { SparePartItem, SparePartsProps } from '../components/SpareParts/SpareParts';
