// `@fittings/ui/NavBar`: an entry of its own, so a page that renders it ships it and no other component.
export { NavBar } from '../components/NavBar/NavBar';
export type { NavBarProps, NavBarShortcut } from '../components/NavBar/NavBar';
export type {
  CollectionLink,
  MenuCategory,
  MenuCollections,
  MenuImage,
  MenuLink,
  MenuPanel,
  NavEntry,
} from '../components/MegaMenu/types';
