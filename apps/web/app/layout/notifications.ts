// Transient notifications (spec 2.1): newest first, each dismissible. The design system's Notifications shows them
// bottom-centre and dismisses each after NOTIFICATION_DURATION_MS.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export interface Notification {
  id: number;
  message: string;
}

export interface NotificationsState {
  /** Newest first. */
  items: Notification[];
  notify(message: string): number;
  dismiss(id: number): void;
  reset(): void;
}

/** How long a notification stays before it dismisses itself. */
export const NOTIFICATION_DURATION_MS = 5000;
/** Older notifications beyond this many are dropped, so a burst of clicks cannot fill the screen. */
export const MAX_NOTIFICATIONS = 4;

let nextId = 1;

export const notificationsStore = createStore<NotificationsState>()((set, get) => ({
  items: [],
  notify(message) {
    const id = nextId++;
    set({ items: [{ id, message }, ...get().items].slice(0, MAX_NOTIFICATIONS) });
    return id;
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

export const notify = (message: string) => notificationsStore.getState().notify(message);
