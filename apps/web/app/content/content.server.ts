// Loads what the content pages need from the API through the typed client, straight from the API process as every
// loader does. Answers the API does not know are 404 pages; an API that cannot answer is a 503, so a passing outage
// is never cached as "not found".
import {
  ApiError,
  type AwardYear,
  type Banner,
  type CollectionDetail,
  type Innovation,
  type MenuCategory,
  type Technology,
} from '@fittings/api-client';
import type { ProductArea } from '@fittings/catalog-core';
import { serverApi } from '../api/api.server';

export async function loadCollections(request: Request): Promise<CollectionDetail[]> {
  const { signal } = request;
  return (await fromApi(() => serverApi(request).getCollections({ signal }))).collections;
}

export async function loadTechnologies(request: Request): Promise<Technology[]> {
  const { signal } = request;
  return (await fromApi(() => serverApi(request).getTechnologies({}, { signal }))).technologies;
}

export async function loadInnovations(request: Request): Promise<Innovation[]> {
  const { signal } = request;
  return (await fromApi(() => serverApi(request).getInnovations({ signal }))).innovations;
}

export async function loadAwards(request: Request): Promise<AwardYear[]> {
  const { signal } = request;
  return (await fromApi(() => serverApi(request).getAwards({}, { signal }))).years;
}

export async function loadBanners(request: Request, page: string): Promise<Banner[]> {
  const { signal } = request;
  return (await fromApi(() => serverApi(request).getBanners(page, { signal }))).banners;
}

export async function loadMenus(request: Request): Promise<Record<ProductArea, MenuCategory[]>> {
  const { signal } = request;
  const { bathroom, kitchen } = await fromApi(() => serverApi(request).getMenus({ signal }));
  return { bathroom, kitchen };
}

/**
 * Runs a call of the typed client with the loader's conventions: 404 and 400 become the not-found page, an abort
 * stays an abort, anything else is a 503.
 */
export async function fromApi<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.kind === 'aborted') throw error;
      if (error.status === 404 || error.status === 400) {
        throw new Response('Not Found', { status: 404 });
      }
    }
    throw new Response('Service Unavailable', { status: 503 });
  }
}

/** Like {@link fromApi}, but a failure leaves the optional section out instead of failing the page. */
export async function optionalFromApi<T>(call: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'aborted') throw error;
    return fallback;
  }
}
