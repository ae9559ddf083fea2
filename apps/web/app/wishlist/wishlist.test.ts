import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '@fittings/catalog-core';
import { notificationText, notificationsStore } from '../layout/notifications';
import { testTranslators } from '../test/text';
import { WISHLIST_STORAGE_KEY, connectWishlistStorage, wishlistStore } from './wishlist';

/** The notifications as a visitor reads them, in a language. */
const messages = (language: Language = 'en') =>
  notificationsStore
    .getState()
    .items.map((item) => notificationText(item.message, testTranslators[language]));

describe('wishlist store', () => {
  let disconnect: () => void = () => {};
  beforeEach(() => {
    wishlistStore.setState({ models: [], loaded: false });
    notificationsStore.getState().reset();
  });
  afterEach(() => disconnect());

  it('keeps the list in localStorage as comma-separated models', () => {
    disconnect = connectWishlistStorage();
    wishlistStore.getState().add('T14059', 'Pivotal Faucet');
    wishlistStore.getState().add('RP50587', 'Zura Shower');
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBe('T14059,RP50587');
  });

  it('says what was added, removed and cleared, newest first', () => {
    disconnect = connectWishlistStorage();
    const { add, remove, clear } = wishlistStore.getState();
    add('T14059', 'Pivotal Faucet');
    remove('T14059', 'Pivotal Faucet');
    add('RP50587', 'Zura Shower');
    clear();
    expect(messages()).toEqual([
      'Your wishlist has been cleared!',
      'Zura Shower added to your wishlist',
      'Pivotal Faucet removed from your wishlist',
      'Pivotal Faucet added to your wishlist',
    ]);
    // The same notifications on a Hindi page: the product's name as it is, the rest in Hindi.
    expect(messages('hi')).toEqual([
      'आपकी विशलिस्ट खाली कर दी गई है!',
      'Zura Shower आपकी विशलिस्ट में जोड़ा गया',
      'Pivotal Faucet आपकी विशलिस्ट से हटाया गया',
      'Pivotal Faucet आपकी विशलिस्ट में जोड़ा गया',
    ]);
    expect(wishlistStore.getState().models).toEqual([]);
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBe('');
  });

  it('ignores adding a model already present', () => {
    disconnect = connectWishlistStorage();
    wishlistStore.getState().add('T14059', 'Pivotal Faucet');
    wishlistStore.getState().add('T14059', 'Pivotal Faucet');
    expect(wishlistStore.getState().models).toEqual(['T14059']);
    expect(messages()).toHaveLength(1);
  });

  it('toggles on then off', () => {
    disconnect = connectWishlistStorage();
    wishlistStore.getState().toggle('T14059', 'Pivotal Faucet');
    expect(wishlistStore.getState().has('T14059')).toBe(true);
    wishlistStore.getState().toggle('T14059', 'Pivotal Faucet');
    expect(wishlistStore.getState().has('T14059')).toBe(false);
  });

  it('reads what an earlier visit stored, and survives a corrupt value', () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, ' T14059,,{"x":1} ,T14059,RP50587');
    disconnect = connectWishlistStorage();
    expect(wishlistStore.getState().models).toEqual(['T14059', '{"x":1}', 'RP50587']);
    expect(wishlistStore.getState().loaded).toBe(true);
  });

  it('follows changes made in another tab', () => {
    disconnect = connectWishlistStorage();
    window.dispatchEvent(
      new StorageEvent('storage', { key: WISHLIST_STORAGE_KEY, newValue: 'A1,B2' }),
    );
    expect(wishlistStore.getState().models).toEqual(['A1', 'B2']);
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    expect(wishlistStore.getState().models).toEqual([]);
  });

  it('merges a shared list without repeating models', () => {
    disconnect = connectWishlistStorage();
    wishlistStore.getState().add('A1', 'A');
    wishlistStore.getState().addAll(['B2', 'A1', 'C3']);
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBe('A1,B2,C3');
  });
});
