// The products behind the wishlist's models, fetched in the browser (the list lives only there). Answers are kept
// for the page's life, so toggling and re-rendering never fetch twice; a model that no longer exists is skipped.
import type { Product } from '@fittings/catalog-core';
import { useEffect, useState } from 'react';
import { browserApi } from './browserApi';

type Entry = Product | 'missing';
const cache = new Map<string, Entry>();

export interface WishlistProducts {
  products: Product[];
  loading: boolean;
}

export function useWishlistProducts(models: readonly string[], ready: boolean): WishlistProducts {
  const [, setVersion] = useState(0);
  const pending = ready ? models.filter((model) => !cache.has(model)) : [];
  const pendingKey = pending.join(',');

  useEffect(() => {
    if (!pendingKey) return;
    const controller = new AbortController();
    Promise.allSettled(
      pendingKey.split(',').map(async (model) => {
        try {
          const { product } = await browserApi().getProduct(model, { signal: controller.signal });
          cache.set(model, product ?? 'missing');
        } catch {
          if (!controller.signal.aborted) cache.set(model, 'missing');
        }
      }),
    ).then(() => {
      if (!controller.signal.aborted) setVersion((v) => v + 1);
    });
    return () => controller.abort();
  }, [pendingKey]);

  const products = models
    .map((model) => cache.get(model))
    .filter((entry): entry is Product => entry !== undefined && entry !== 'missing');
  return { products, loading: !ready || pending.length > 0 };
}

/** Forgets fetched products; for tests. */
export function resetWishlistProducts() {
  cache.clear();
}
