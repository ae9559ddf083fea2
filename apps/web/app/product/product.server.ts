// Loads a product for its page. A product the API does not know is a 404 page (spec 2.2: "sent to /404"); an API
// that cannot answer is a 503, so a passing outage is never cached as "not found".
import { ApiError, type ApiClient } from '@fittings/api-client';
import type { Product } from '@fittings/catalog-core';

export async function loadProduct(
  api: ApiClient,
  id: string,
  signal: AbortSignal,
): Promise<Product> {
  try {
    const { product } = await api.getProduct(id, { signal });
    if (!product) throw new Response('Not Found', { status: 404 });
    return product;
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError) {
      if (error.kind === 'aborted') throw error;
      if (error.status === 404 || error.status === 400 || error.kind === 'unsuccessful') {
        throw new Response('Not Found', { status: 404 });
      }
    }
    console.error(`API request failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new Response('Service Unavailable', { status: 503 });
  }
}
