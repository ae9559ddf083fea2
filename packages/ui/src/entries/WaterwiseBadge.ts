// `@fittings/ui/WaterwiseBadge`: an entry of its own, so a page that renders it ships it and no other component.
export { WaterwiseBadge } from '../components/WaterwiseBadge/WaterwiseBadge';
export type { WaterwiseBadgeProps } from '../components/WaterwiseBadge/WaterwiseBadge';
