// The bathroom list's extra fields (quantity, note and room per item, the visitor's rooms), kept in this browser
// beside the wishlist: the spec's comma string of models stays under its own key, untouched, and these live under
// their own key as JSON. Whatever is stored is validated on read by catalog-core; a corrupt value gives defaults
// and keeps what is valid, so it never breaks a page.
import {
  addRoom,
  emptyBathroomList,
  parseBathroomList,
  pruneBathroomList,
  removeRoom,
  serializeBathroomList,
  setItemDetails,
  type BathroomListDetails,
  type ListItemDetails,
} from '@fittings/catalog-core/bathroom-list';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { wishlistStore } from './wishlist';

export const BATHROOM_LIST_STORAGE_KEY = 'wishlist-details';

export interface BathroomListState {
  list: BathroomListDetails;
  load(): void;
  setItem(model: string, change: Partial<ListItemDetails>): void;
  addRoom(name: string): void;
  removeRoom(name: string): void;
  /** Replaces the details, e.g. with a shared list's. */
  replace(list: BathroomListDetails): void;
}

function readStored(): BathroomListDetails {
  try {
    return parseBathroomList(window.localStorage.getItem(BATHROOM_LIST_STORAGE_KEY));
  } catch {
    // Storage can be disabled; the list's details then live for this page only.
    return emptyBathroomList();
  }
}

function writeStored(list: BathroomListDetails) {
  try {
    window.localStorage.setItem(BATHROOM_LIST_STORAGE_KEY, serializeBathroomList(list));
  } catch {
    // See readStored.
  }
}

export const bathroomListStore = createStore<BathroomListState>()((set, get) => {
  // Details of models no longer in the wishlist are dropped when anything is saved, so the value never grows.
  const save = (list: BathroomListDetails) => {
    const kept = pruneBathroomList(list, wishlistStore.getState().models);
    set({ list: kept });
    writeStored(kept);
  };
  return {
    list: emptyBathroomList(),
    load() {
      set({ list: readStored() });
    },
    setItem(model, change) {
      save(setItemDetails(get().list, model, change));
    },
    addRoom(name) {
      save(addRoom(get().list, name));
    },
    removeRoom(name) {
      save(removeRoom(get().list, name));
    },
    replace(list) {
      save(list);
    },
  };
});

/** Reads the stored details once and follows other tabs' changes. Returns the unsubscribe function. */
export function connectBathroomListStorage(): () => void {
  bathroomListStore.getState().load();
  const onStorage = (event: StorageEvent) => {
    if (event.key === BATHROOM_LIST_STORAGE_KEY || event.key === null)
      bathroomListStore.setState({ list: parseBathroomList(event.newValue) });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function useBathroomList<T>(selector: (state: BathroomListState) => T): T {
  return useStore(bathroomListStore, selector);
}
