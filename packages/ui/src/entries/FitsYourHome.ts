// `@fittings/ui/FitsYourHome`: an entry of its own, so a page that renders it ships it and no other component.
export { FitsYourHome } from '../components/FitsYourHome/FitsYourHome';
export type { FitsYourHomeProps } from '../components/FitsYourHome/FitsYourHome';
