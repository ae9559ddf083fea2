// `@fittings/ui/WishlistToggle`: an entry of its own, so a page that renders it ships it and no other component.
export { WishlistToggle } from '../components/WishlistToggle/WishlistToggle';
export type { WishlistToggleProps } from '../components/WishlistToggle/WishlistToggle';
