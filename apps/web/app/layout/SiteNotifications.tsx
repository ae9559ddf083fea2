// The notifications store on screen through the design system: bottom-centre, dismissible, the newest alone (it
// replaces the one before; when it goes, the older ones go with it, so none reappears behind it).
import { Notifications } from '@fittings/ui/Notifications';
import { useText } from '@fittings/ui/TextProvider';
import { useMemo } from 'react';
import {
  NOTIFICATION_DURATION_MS,
  notificationText,
  notificationsStore,
  useNotifications,
} from './notifications';

export function SiteNotifications() {
  const items = useNotifications((state) => state.items);
  const text = useText();
  // The store keeps the newest first; the component takes them in the order they arrived.
  const notifications = useMemo(
    () =>
      [...items].reverse().map((item) => ({
        id: String(item.id),
        message: notificationText(item.message, text),
        action: item.action && {
          label: notificationText(item.action.label, text),
          href: item.action.href,
          onAction: item.action.run,
        },
      })),
    [items, text],
  );
  return (
    <Notifications
      notifications={notifications}
      durationMs={NOTIFICATION_DURATION_MS}
      label={text.t('web.layout.notifications')}
      onDismiss={() => notificationsStore.getState().reset()}
    />
  );
}
