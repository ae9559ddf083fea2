// What a wishlist toggle on a card or the product page does: add or remove by model, with the product's display
// name (trademark marks as text) in the notification.
import { parseTrademarkName, segmentsToText } from '@fittings/catalog-core';
import { useCallback } from 'react';
import { wishlistStore } from './wishlist';

export function productDisplayName(product: { name: string; model: string }): string {
  return segmentsToText(parseTrademarkName(product.name)).trim() || product.model;
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

/**
 * A product as the design system's ProductCard shows it. The card prints `collection` as plain text, and the
 * catalogue's collection names carry trademark markup (`Pivotal<sup>™</sup>`), so the mark is turned into text.
 */
export function forCard<T extends { collection: string }>(product: T): T {
  return { ...product, collection: segmentsToText(parseTrademarkName(product.collection)) };
}
