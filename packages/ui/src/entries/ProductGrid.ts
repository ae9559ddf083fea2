// `@fittings/ui/ProductGrid`: an entry of its own, so a page that renders it ships it and no other component.
export { ProductGrid } from '../components/ProductGrid/ProductGrid';
export type { ProductGridProps } from '../components/ProductGrid/ProductGrid';
