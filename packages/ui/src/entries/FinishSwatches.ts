// `@fittings/ui/FinishSwatches`: an entry of its own, so a page that renders it ships it and no other component.
export { FinishSwatches } from '../components/FinishSwatches/FinishSwatches';
export type { FinishSwatchesProps } from '../components/FinishSwatches/FinishSwatches';
