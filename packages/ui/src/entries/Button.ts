// `@fittings/ui/Button`: an entry of its own, so a page that renders it ships it and no other component.
export { Button, ButtonLink } from '../components/Button/Button';
export type { ButtonLinkProps, ButtonProps } from '../components/Button/Button';
