// `@fittings/ui/Spinner`: an entry of its own, so a page that renders it ships it and no other component.
export { Spinner } from '../components/Spinner/Spinner';
export type { SpinnerProps } from '../components/Spinner/Spinner';
