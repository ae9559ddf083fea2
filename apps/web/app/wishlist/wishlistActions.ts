// What a wishlist toggle on a card or the product page does: add or remove by model, with the product's display
// name (trademark marks as text) in the notification.
import { plainName } from '@fittings/catalog-core';
import { useCallback } from 'react';
import { wishlistStore } from './wishlist';

export function productDisplayName(product: { name: string; model: string }): string {
  return plainName(product.name) || product.model;
}

export function setInWishlist(product: { name: string; model: string }, next: boolean) {
  const { add, remove } = wishlistStore.getState();
  if (next) add(product.model, productDisplayName(product));
  else remove(product.model, productDisplayName(product));
}

export function useWishlistToggle() {
  return useCallback(
    (product: { name: string; model: string }, next: boolean) => setInWishlist(product, next),
    [],
  );
}
