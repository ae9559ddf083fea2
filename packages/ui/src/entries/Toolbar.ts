// `@fittings/ui/Toolbar`: an entry of its own, so a page that renders it ships it and no other component.
export { Toolbar } from '../components/Toolbar/Toolbar';
export type { LabelledLink, ToolbarProps } from '../components/Toolbar/Toolbar';
