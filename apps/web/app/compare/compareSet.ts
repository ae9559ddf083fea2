// The compare set (issue 17): up to four models kept only in this browser, in localStorage, like the wishlist. The
// stored value is read through catalog-core's parseCompareModels, so a corrupt one reads as an empty set.
import {
  COMPARE_LIMIT,
  addToCompare,
  comparePath,
  parseCompareModels,
  removeFromCompare,
} from '@fittings/catalog-core';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { notify } from '../layout/notifications';

export const COMPARE_STORAGE_KEY = 'compare';

/** The compare notifications, as message ids: the words are in the catalogues. */
export const compareMessages = {
  added: (product: string) => ({ id: 'web.compare.added', values: { product } }),
  removed: (product: string) => ({ id: 'web.compare.removed', values: { product } }),
  full: { id: 'web.compare.full', values: { limit: COMPARE_LIMIT } },
} as const;

export interface CompareState {
  models: string[];
  loaded: boolean;
  load(): void;
  toggle(model: string, productName: string): void;
}

function readStored(): string[] {
  try {
    return parseCompareModels(window.localStorage.getItem(COMPARE_STORAGE_KEY)).models;
  } catch {
    // Storage can be disabled; the set then lives for this page only.
    return [];
  }
}

function writeStored(models: readonly string[]) {
  try {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, models.join(','));
  } catch {
    // See readStored.
  }
}

export const compareStore = createStore<CompareState>()((set, get) => ({
  models: [],
  loaded: false,
  load() {
    set({ models: readStored(), loaded: true });
  },
  toggle(model, productName) {
    const current = get().loaded ? get().models : readStored();
    if (current.includes(model)) {
      const models = removeFromCompare(current, model);
      set({ models, loaded: true });
      writeStored(models);
      notify(compareMessages.removed(productName), compareNowAction(models));
      return;
    }
    const { models, full } = addToCompare(current, model);
    set({ models, loaded: true });
    if (full) {
      notify(compareMessages.full);
      return;
    }
    writeStored(models);
    notify(compareMessages.added(productName), compareNowAction(models));
  },
}));

/** The way to the comparison from a notification about the set, while it holds anything. */
function compareNowAction(models: readonly string[]) {
  return models.length > 0
    ? { label: { id: 'web.compare.compareNow' }, href: comparePath(models) }
    : undefined;
}

/** Reads the stored set once and follows other tabs' changes. Returns the unsubscribe function. */
export function connectCompareStorage(): () => void {
  compareStore.getState().load();
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null)
      compareStore.setState({ models: parseCompareModels(event.newValue).models, loaded: true });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function useCompareModels(): string[] {
  return useStore(compareStore, (state) => state.models);
}
