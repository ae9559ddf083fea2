// `@fittings/ui/Link`: an entry of its own, so a page that renders it ships it and no other component.
export { Link } from '../components/Link/Link';
export type { LinkProps } from '../components/Link/Link';
