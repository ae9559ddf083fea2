// `@fittings/ui/Notifications`: an entry of its own, so a page that renders it ships it and no other component.
export { Notifications } from '../components/Notifications/Notifications';
export type {
  Notification,
  NotificationAction,
  NotificationsProps,
} from '../components/Notifications/Notifications';
