import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../icons/Icon';
import { timing } from '../../theme/tokens';
import { IconButton } from '../Button/Button';
import { Link } from '../Link/Link';
import * as styles from './Notifications.css';
import { useText } from '../../i18n/TextProvider';

export interface Notification {
  id: string;
  message: string;
  tone?: 'neutral' | 'positive' | 'critical';
  /**
   * What the visitor can do about it, beside the message: a link ("View list") or, without `href`, a button ("Undo").
   * Either dismisses the notification once used.
   */
  action?: NotificationAction;
}

export interface NotificationAction {
  label: string;
  href?: string;
  /** Called when the action is used (a link's click or the button's press), after the dismissal. */
  onAction?: () => void;
}

export interface NotificationsProps {
  /** The notifications in the order they arrived; only the newest is shown. */
  notifications: readonly Notification[];
  onDismiss: (id: string) => void;
  /** How long a notification stays before it dismisses itself; 0 keeps them until dismissed. */
  durationMs?: number;
  label?: string;
}

/**
 * Transient notifications, bottom-centre, one at a time: pass them in arrival order and only the newest shows (a new
 * one replaces the one before, as a stack of them would cover the page on a phone), announced once by a polite live
 * region. They sit on a light surface with a border that reads on any background. Each is dismissible and, unless
 * `durationMs` is 0, dismisses itself after `timing.notificationDurationMs` (hovering or focusing one keeps it).
 * While a modal dialog is open, the newest waits for it to close.
 */
export function Notifications({
  notifications,
  onDismiss,
  durationMs = timing.notificationDurationMs,
  label,
}: NotificationsProps) {
  const text = useText();
  const dialogOpen = useModalDialogOpen();
  // A modal dialog dims and locks the rest of the page: the newest notification waits for it to close, then shows
  // (its time running from then), rather than sitting under the backdrop where it cannot be read or dismissed.
  const newest = dialogOpen ? undefined : notifications.at(-1);
  return (
    <section aria-label={label ?? text.t('ui.notifications.label')} className={styles.region}>
      <ol className={styles.list} aria-live="polite" aria-relevant="additions">
        {newest ? (
          <Toast
            key={newest.id}
            notification={newest}
            onDismiss={onDismiss}
            durationMs={durationMs}
          />
        ) : null}
      </ol>
    </section>
  );
}

/** Whether a modal dialog is open on the page, followed as dialogs open and close. */
function useModalDialogOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const check = () => {
      // Without the modal API (jsdom), this package's dialogs open as modal ones all the same.
      const modalApi = typeof HTMLDialogElement.prototype.showModal === 'function';
      const modal = [...document.querySelectorAll('dialog[open]')].some(
        (dialog) => !modalApi || dialog.matches(':modal'),
      );
      setOpen(modal);
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return open;
}

function Toast({
  notification,
  onDismiss,
  durationMs,
}: {
  notification: Notification;
  onDismiss: (id: string) => void;
  durationMs: number;
}) {
  const text = useText();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  }, [onDismiss]);
  const start = () => {
    clearTimeout(timer.current);
    if (durationMs > 0)
      timer.current = setTimeout(() => dismissRef.current(notification.id), durationMs);
  };
  const pause = () => clearTimeout(timer.current);
  useEffect(() => {
    if (durationMs > 0)
      timer.current = setTimeout(() => dismissRef.current(notification.id), durationMs);
    return () => clearTimeout(timer.current);
  }, [durationMs, notification.id]);

  const critical = notification.tone === 'critical';
  return (
    <li
      className={[styles.toast, critical ? styles.critical : ''].filter(Boolean).join(' ')}
      // Reading or reaching for a notification keeps it on screen.
      onPointerEnter={pause}
      onPointerLeave={start}
      onFocus={pause}
      onBlur={start}
    >
      <Icon
        name={critical ? 'alert' : notification.tone === 'positive' ? 'check' : 'info'}
        className={[styles.icon, critical ? styles.criticalIcon : ''].filter(Boolean).join(' ')}
      />
      <p className={styles.message}>{notification.message}</p>
      {notification.action ? (
        <NotificationActionControl
          action={notification.action}
          onUsed={() => onDismiss(notification.id)}
        />
      ) : null}
      <IconButton
        icon="close"
        label={text.t('ui.notifications.dismiss')}
        className={styles.dismiss}
        onClick={() => onDismiss(notification.id)}
      />
    </li>
  );
}

function NotificationActionControl({
  action,
  onUsed,
}: {
  action: NotificationAction;
  onUsed: () => void;
}) {
  // Dismissed first, so a notification the action itself raises ("Your wishlist is back") is not dismissed with it.
  const use = () => {
    onUsed();
    action.onAction?.();
  };
  return action.href ? (
    <Link href={action.href} variant="bare" className={styles.action} onClick={use}>
      {action.label}
    </Link>
  ) : (
    <button type="button" className={styles.action} onClick={use}>
      {action.label}
    </button>
  );
}
