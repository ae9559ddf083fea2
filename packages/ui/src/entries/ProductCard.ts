// `@fittings/ui/ProductCard`: an entry of its own, so a page that renders it ships it and no other component.
export { DetailedProductCard, ProductCard } from '../components/ProductCard/ProductCard';
export type {
  DetailedProductCardProduct,
  DetailedProductCardProps,
  ProductCardDetail,
  ProductCardProduct,
  ProductCardProps,
} from '../components/ProductCard/ProductCard';
