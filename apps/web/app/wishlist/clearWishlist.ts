// Clear all on the wishlist page, apart from the toggles every page loads: it needs the list's details store.
import { emptyBathroomList } from '@fittings/catalog-core/bathroom-list';
import { notify } from '../layout/notifications';
import { bathroomListStore } from './bathroomList';
import { wishlistStore } from './wishlist';

/**
 * Clear all: the products and their rooms, quantities and notes go together, and the notification's Undo brings all
 * of them back as they were.
 */
export function clearWishlist() {
  const models = [...wishlistStore.getState().models];
  const list = bathroomListStore.getState().list;
  wishlistStore.getState().clear(() => {
    wishlistStore.getState().addAll(models);
    bathroomListStore.getState().replace(list);
    notify({ id: 'web.wishlist.restored' });
  });
  bathroomListStore.getState().replace(emptyBathroomList());
}
