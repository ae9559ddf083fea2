// `@fittings/ui/SideMenu`: an entry of its own, so a page that renders it ships it and no other component.
export { SideMenu } from '../components/SideMenu/SideMenu';
export type { SideMenuProps } from '../components/SideMenu/SideMenu';
