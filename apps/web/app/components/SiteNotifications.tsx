// The notifications store on screen: bottom-centre, newest first, each dismissible (spec 2.1).
import { notificationsStore, useNotifications } from '../stores/notifications';

export function SiteNotifications() {
  const items = useNotifications((state) => state.items);
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 50,
      }}
    >
      {items.map((item) => (
        <p key={item.id}>
          {item.message}{' '}
          <button type="button" onClick={() => notificationsStore.getState().dismiss(item.id)}>
            Dismiss
          </button>
        </p>
      ))}
    </div>
  );
}
