// The wishlist ("My favourites"): product models kept only in this browser, in localStorage, as the comma-separated
// string of spec 3. The store is plain zustand (no React), so the storage rules are testable on their own.
import {
  addToWishlist,
  parseWishlist,
  removeFromWishlist,
  serializeWishlist,
} from '@fittings/catalog-core';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { track } from '../tracking/siteTracker';
import { notify } from '../layout/notifications';

export const WISHLIST_STORAGE_KEY = 'wishlist';
/** A stored list longer than this is cut: nobody favours hundreds of taps, and a huge value is a corrupt one. */
export const WISHLIST_MAX_MODELS = 200;

/** The spec's three wishlist notifications (spec 8), as message ids: the words are in the catalogues. */
export const wishlistMessages = {
  added: (product: string) => ({ id: 'web.wishlist.added', values: { product } }),
  removed: (product: string) => ({ id: 'web.wishlist.removed', values: { product } }),
  cleared: { id: 'web.wishlist.cleared' },
} as const;

/** The way to the list from a notification about it. */
export const viewListAction = {
  label: { id: 'web.wishlist.viewList' },
  href: '/wishlist',
} as const;

export interface WishlistState {
  models: string[];
  /** False until the stored list has been read in the browser (the server never knows it). */
  loaded: boolean;
  /** Reads the stored list; called once in the browser. */
  load(): void;
  has(model: string): boolean;
  add(model: string, productName: string): void;
  remove(model: string, productName: string): void;
  toggle(model: string, productName: string): void;
  /** Adds several models at once, e.g. from a shared link, without a notification each. */
  addAll(models: readonly string[]): void;
  /** Empties the list; `undo`, when given, is offered in the notification to bring it back. */
  clear(undo?: () => void): void;
}

function readStored(): string[] {
  try {
    const value = window.localStorage.getItem(WISHLIST_STORAGE_KEY);
    return parseWishlist(value).slice(0, WISHLIST_MAX_MODELS);
  } catch {
    // Storage can be disabled or full; the wishlist then lives for this page only.
    return [];
  }
}

function writeStored(models: readonly string[]) {
  try {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, serializeWishlist(models));
  } catch {
    // See readStored.
  }
}

export const wishlistStore = createStore<WishlistState>()((set, get) => {
  const save = (models: string[]) => {
    set({ models });
    writeStored(models);
  };
  return {
    models: [],
    loaded: false,
    load() {
      set({ models: readStored(), loaded: true });
    },
    has(model) {
      return get().models.includes(model);
    },
    add(model, productName) {
      const { models } = get();
      if (models.includes(model)) return;
      save(addToWishlist(models, model));
      notify(wishlistMessages.added(productName), viewListAction);
      track('wishlistAdd', { sku: model });
    },
    remove(model, productName) {
      save(removeFromWishlist(get().models, model));
      notify(wishlistMessages.removed(productName), viewListAction);
      track('wishlistRemove', { sku: model });
    },
    toggle(model, productName) {
      if (get().has(model)) get().remove(model, productName);
      else get().add(model, productName);
    },
    addAll(models) {
      save(models.reduce<string[]>((list, model) => addToWishlist(list, model), get().models));
    },
    clear(undo) {
      save([]);
      notify(wishlistMessages.cleared, undo && { label: { id: 'web.wishlist.undo' }, run: undo });
      track('wishlistClear');
    },
  };
});

/**
 * Keeps the store in step with localStorage: reads it once, then follows changes made in other tabs (the storage
 * event fires only in the tabs that did not make the change). Returns the unsubscribe function.
 */
export function connectWishlistStorage(): () => void {
  wishlistStore.getState().load();
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_STORAGE_KEY || event.key === null) {
      wishlistStore.setState({
        models: parseWishlist(event.newValue).slice(0, WISHLIST_MAX_MODELS),
      });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function useWishlist<T>(selector: (state: WishlistState) => T): T {
  return useStore(wishlistStore, selector);
}

/** Whether a model is in the wishlist; false during the server render and before the stored list is read. */
export function useInWishlist(model: string): boolean {
  return useStore(wishlistStore, (state) => state.models.includes(model));
}
