// Loads one page of a listing from the API, which filters, sorts, pages and counts the facets in SQL.
import type { ProductArea } from '@fittings/catalog-core';
import { ApiError, type ApiClient } from '@fittings/api-client';
import {
  listingHeading,
  listingParams,
  listingResult,
  type ListingQuery,
  type ListingResult,
} from './listing';

export async function loadListing(
  api: ApiClient,
  area: ProductArea,
  query: ListingQuery,
  signal: AbortSignal,
): Promise<ListingResult> {
  try {
    const response = await api.filterProductsByArea(area, listingParams(area, query), { signal });
    return listingResult(response, listingHeading(area, query).category, query);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'aborted') throw error;
    // A filter value the API refuses (400) is a page that does not exist; anything else is an outage.
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
      throw new Response('Not Found', { status: 404 });
    }
    console.error(`API request failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new Response('Service Unavailable', { status: 503 });
  }
}
