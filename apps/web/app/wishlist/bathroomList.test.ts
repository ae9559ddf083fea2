import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyBathroomList } from '@fittings/catalog-core/bathroom-list';
import { WISHLIST_STORAGE_KEY, connectWishlistStorage, wishlistStore } from './wishlist';
import {
  BATHROOM_LIST_STORAGE_KEY,
  bathroomListStore,
  connectBathroomListStorage,
} from './bathroomList';

describe('bathroom list store', () => {
  const disconnect: (() => void)[] = [];
  beforeEach(() => {
    localStorage.clear();
    wishlistStore.setState({ models: [], loaded: false });
    bathroomListStore.setState({ list: emptyBathroomList() });
  });
  afterEach(() => disconnect.splice(0).forEach((stop) => stop()));

  it('keeps the details under their own key and leaves the wishlist string as the spec has it', () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, 'T14059,RP50587');
    disconnect.push(connectWishlistStorage(), connectBathroomListStorage());
    const store = bathroomListStore.getState();
    store.addRoom('Bathroom 1');
    store.setItem('T14059', { quantity: 2, room: 'Bathroom 1', note: 'left' });
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBe('T14059,RP50587');
    expect(JSON.parse(localStorage.getItem(BATHROOM_LIST_STORAGE_KEY)!)).toEqual({
      rooms: ['Bathroom 1'],
      items: { T14059: { quantity: 2, note: 'left', room: 'Bathroom 1' } },
    });
  });

  it('survives a corrupt stored value, keeping what is valid', () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, 'T14059');
    localStorage.setItem(
      BATHROOM_LIST_STORAGE_KEY,
      '{"rooms":["Kitchen",{"x":1}],"items":{"T14059":{"quantity":"lots","room":"Kitchen"},"<img>":{}}}',
    );
    disconnect.push(connectWishlistStorage(), connectBathroomListStorage());
    expect(bathroomListStore.getState().list).toEqual({
      rooms: ['Kitchen'],
      items: { T14059: { quantity: 1, note: '', room: 'Kitchen' } },
    });
    localStorage.setItem(BATHROOM_LIST_STORAGE_KEY, '{not json');
    bathroomListStore.getState().load();
    expect(bathroomListStore.getState().list).toEqual(emptyBathroomList());
  });

  it('forgets the details of a model once it leaves the wishlist', () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, 'A1,B2');
    disconnect.push(connectWishlistStorage(), connectBathroomListStorage());
    bathroomListStore.getState().setItem('A1', { quantity: 3 });
    wishlistStore.getState().remove('A1', 'A');
    bathroomListStore.getState().setItem('B2', { quantity: 2 });
    expect(Object.keys(bathroomListStore.getState().list.items)).toEqual(['B2']);
  });

  it('follows changes made in another tab', () => {
    disconnect.push(connectBathroomListStorage());
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: BATHROOM_LIST_STORAGE_KEY,
        newValue: '{"rooms":["Kitchen"],"items":{}}',
      }),
    );
    expect(bathroomListStore.getState().list.rooms).toEqual(['Kitchen']);
  });
});
