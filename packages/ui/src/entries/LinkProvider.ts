// `@fittings/ui/LinkProvider`: an entry of its own, so a page that renders it ships it and no other component.
export { LinkProvider, useLinkComponent } from '../link/LinkProvider';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from '../link/LinkProvider';
