// Transient notifications (spec 2.1): newest first, each dismissible. The design system's Notifications shows them
// bottom-centre and dismisses each after NOTIFICATION_DURATION_MS.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/**
 * What a notification says: a message id of the catalogues with its values, put into words when it shows (so a
 * store outside React needs no translator, and the words follow the page's language), or text already in words (an
 * API's answer).
 */
export type NotificationMessage = string | { id: string; values?: Record<string, unknown> };

/** What the visitor can do about a notification: go somewhere ("View list") or, without `href`, `run` ("Undo"). */
export interface NotificationAction {
  label: NotificationMessage;
  /** A path of the site without its language; the link leads to it in the page's language. */
  href?: string;
  run?: () => void;
}

export interface Notification {
  id: number;
  message: NotificationMessage;
  action?: NotificationAction;
}

/** A notification's words through the page's translator. */
export function notificationText(
  message: NotificationMessage,
  text: { t(id: string, values?: Record<string, unknown>): string },
): string {
  return typeof message === 'string' ? message : text.t(message.id, message.values);
}

export interface NotificationsState {
  /** Newest first. */
  items: Notification[];
  notify(message: NotificationMessage, action?: NotificationAction): number;
  dismiss(id: number): void;
  /** Dismisses the notifications whose action leads to this path: a visitor who is there needs no way to it. */
  arrivedAt(pathname: string): void;
  reset(): void;
}

/** How long a notification stays before it dismisses itself. */
export const NOTIFICATION_DURATION_MS = 5000;
/** Older notifications beyond this many are dropped, so a burst of clicks cannot fill the screen. */
export const MAX_NOTIFICATIONS = 4;

let nextId = 1;

export const notificationsStore = createStore<NotificationsState>()((set, get) => ({
  items: [],
  notify(message, action) {
    const id = nextId++;
    set({ items: [{ id, message, action }, ...get().items].slice(0, MAX_NOTIFICATIONS) });
    return id;
  },
  arrivedAt(pathname) {
    const items = get().items;
    const kept = items.filter((item) => item.action?.href?.split('?')[0] !== pathname);
    if (kept.length !== items.length) set({ items: kept });
  },
  dismiss(id) {
    set({ items: get().items.filter((item) => item.id !== id) });
  },
  reset() {
    set({ items: [] });
  },
}));

export function useNotifications<T>(selector: (state: NotificationsState) => T): T {
  return useStore(notificationsStore, selector);
}

export const notify = (message: NotificationMessage, action?: NotificationAction) =>
  notificationsStore.getState().notify(message, action);
