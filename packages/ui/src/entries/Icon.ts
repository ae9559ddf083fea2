// `@fittings/ui/Icon`: an entry of its own, so a page that renders it ships it and no other component.
export { Icon } from '../icons/Icon';
export type { IconName, IconProps } from '../icons/Icon';
