// Loads the products of a listing page's area from the API. The whole area is fetched once and filtered here, so
// facets can count what each filter would show; the API answers are cacheable and small (a few hundred products).
import type { Product, ProductArea } from '@fittings/catalog-core';
import type { ApiClient } from '@fittings/api-client';
import { ApiError } from '@fittings/api-client';

const AREA_PAGE_SIZE = 1000;

export async function loadAreaProducts(
  api: ApiClient,
  area: ProductArea,
  signal: AbortSignal,
): Promise<Product[]> {
  try {
    const response = await api.filterProductsByArea(
      area,
      { page: 1, pageSize: AREA_PAGE_SIZE },
      { signal },
    );
    return response.collection ?? [];
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'aborted') throw error;
    throw new Response('The catalogue is unavailable', { status: 503 });
  }
}
