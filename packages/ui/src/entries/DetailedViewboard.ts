// `@fittings/ui/DetailedViewboard`: an entry of its own, so a page that renders it ships it and no other component.
export { DetailedViewboard } from '../components/DetailedViewboard/DetailedViewboard';
export type { DetailedViewboardProps } from '../components/DetailedViewboard/DetailedViewboard';
