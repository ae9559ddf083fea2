// `@fittings/ui/Viewboard`: an entry of its own, so a page that renders it ships it and no other component.
export { Viewboard } from '../components/Viewboard/Viewboard';
export type { ViewboardProps } from '../components/Viewboard/Viewboard';
