// The cards behind the wishlist's models, fetched in the browser (the list lives only there), the models not seen yet
// asked for in batches of PREVIEW_BATCH (the API refuses a longer request whole, which left a 200-model list empty). Answers are kept for the page's life, so toggling never fetches twice; a model that no
// longer exists is skipped.
import type { ProductSummary } from '@fittings/catalog-core';
import { useEffect, useState } from 'react';
import { browserApi } from '../api/browserApi';

type Entry = ProductSummary | 'missing';
const cache = new Map<string, Entry>();

/** The most models one previews request names: within the API's bound, and a URL any proxy takes. */
export const PREVIEW_BATCH = 60;

function batches(models: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < models.length; i += PREVIEW_BATCH)
    out.push(models.slice(i, i + PREVIEW_BATCH));
  return out;
}

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
      .then((api) =>
        // Each batch stands alone: one that fails leaves only its own models out.
        Promise.all(
          batches(asked).map((batch) =>
            api
              .getProductPreviews(batch, { signal: controller.signal })
              .then(({ products }) => {
                for (const product of products) cache.set(product.model, product);
              })
              .catch(() => undefined),
          ),
        ),
      )
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
