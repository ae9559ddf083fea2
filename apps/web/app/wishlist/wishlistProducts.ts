// The cards behind the wishlist's models, fetched in the browser (the list lives only there) with one request for
// all models not seen yet. Answers are kept for the page's life, so toggling never fetches twice; a model that no
// longer exists is skipped.
import type { ProductSummary } from '@fittings/catalog-core';
import { useEffect, useState } from 'react';
import { browserApi } from '../api/browserApi';

type Entry = ProductSummary | 'missing';
const cache = new Map<string, Entry>();

export interface WishlistProducts {
  products: ProductSummary[];
  loading: boolean;
}

export function useWishlistProducts(models: readonly string[], ready: boolean): WishlistProducts {
  const [, setVersion] = useState(0);
  const pending = ready ? models.filter((model) => !cache.has(model)) : [];
  const pendingKey = pending.join(',');

  useEffect(() => {
    if (!pendingKey) return;
    const controller = new AbortController();
    const asked = pendingKey.split(',');
    browserApi()
      .then((api) => api.getProductPreviews(asked, { signal: controller.signal }))
      .then(({ products }) => {
        for (const product of products) cache.set(product.model, product);
      })
      .catch(() => undefined)
      .finally(() => {
        if (controller.signal.aborted) return;
        // Whatever did not come back (unknown models, a failed request) is skipped rather than retried forever.
        for (const model of asked) if (!cache.has(model)) cache.set(model, 'missing');
        setVersion((v) => v + 1);
      });
    return () => controller.abort();
  }, [pendingKey]);

  const products = models
    .map((model) => cache.get(model))
    .filter((entry): entry is ProductSummary => entry !== undefined && entry !== 'missing');
  return { products, loading: !ready || pending.length > 0 };
}

/** Forgets fetched products; for tests. */
export function resetWishlistProducts() {
  cache.clear();
}
