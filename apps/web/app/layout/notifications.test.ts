import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_NOTIFICATIONS, notificationsStore } from './notifications';

describe('notifications store', () => {
  beforeEach(() => notificationsStore.getState().reset());

  it('shows the newest first and lets one be dismissed', () => {
    const { notify } = notificationsStore.getState();
    const first = notify('first');
    notify('second');
    expect(notificationsStore.getState().items.map((n) => n.message)).toEqual(['second', 'first']);
    notificationsStore.getState().dismiss(first);
    expect(notificationsStore.getState().items.map((n) => n.message)).toEqual(['second']);
  });

  it('keeps only the latest few', () => {
    for (let i = 0; i < MAX_NOTIFICATIONS + 2; i++) notificationsStore.getState().notify(`n${i}`);
    expect(notificationsStore.getState().items).toHaveLength(MAX_NOTIFICATIONS);
    expect(notificationsStore.getState().items[0]?.message).toBe(`n${MAX_NOTIFICATIONS + 1}`);
  });

  it('drops the notifications that lead to the page the visitor has reached', () => {
    const { notify, arrivedAt } = notificationsStore.getState();
    notify('added to compare', { label: 'Compare now', href: '/compare?models=T1,T2' });
    notify('added to your wishlist', { label: 'View list', href: '/wishlist' });
    notify('cleared', { label: 'Undo', run: () => {} });
    arrivedAt('/compare');
    expect(notificationsStore.getState().items.map((n) => n.message)).toEqual([
      'cleared',
      'added to your wishlist',
    ]);
  });
});
