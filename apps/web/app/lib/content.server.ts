// Loads what the content pages need from the API. The typed client covers the catalogue calls; the endpoints it
// does not expose yet (the collections list, technologies, innovations, awards, banners, menus) are read here with
// fetch, straight from the API process as every loader does. Answers the API does not know are 404 pages; an API
// that cannot answer is a 503, so a passing outage is never cached as "not found".
import { ApiError, type Banner, type CollectionDetail } from '@fittings/api-client';
import type { ProductArea } from '@fittings/catalog-core';
import { apiOrigin, forwardedHeaders } from './api.server';
import type { AwardYear, Innovation, Technology } from './content';

/** A menu category as `GET /get/menus` gives it, with product counts. */
export interface CountedMenuCategory {
  title: string;
  route: string;
  area: ProductArea;
  description: string;
  topImage: string;
  href: string;
  count: number;
  items: { title: string; queryValue: string; href: string; count: number; isNew?: boolean }[];
}

async function getJson<T>(request: Request, path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(new URL(path, apiOrigin()), {
      signal: request.signal,
      headers: { accept: 'application/json', ...forwardedHeaders(request) },
    });
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw new Response('Service Unavailable', { status: 503 });
  }
  if (response.status === 404 || response.status === 400) {
    throw new Response('Not Found', { status: 404 });
  }
  if (!response.ok) throw new Response('Service Unavailable', { status: 503 });
  return (await response.json()) as T;
}

export async function loadCollections(request: Request): Promise<CollectionDetail[]> {
  return (await getJson<{ collections: CollectionDetail[] }>(request, '/get/collections'))
    .collections;
}

export async function loadTechnologies(request: Request): Promise<Technology[]> {
  return (await getJson<{ technologies: Technology[] }>(request, '/get/technologies')).technologies;
}

export async function loadInnovations(request: Request): Promise<Innovation[]> {
  return (await getJson<{ innovations: Innovation[] }>(request, '/get/innovations')).innovations;
}

export async function loadAwards(request: Request): Promise<AwardYear[]> {
  return (await getJson<{ years: AwardYear[] }>(request, '/get/awards')).years;
}

export async function loadBanners(request: Request, page: string): Promise<Banner[]> {
  return (await getJson<{ banners: Banner[] }>(request, `/get/banners/${encodeURIComponent(page)}`))
    .banners;
}

export async function loadMenus(
  request: Request,
): Promise<Record<ProductArea, CountedMenuCategory[]>> {
  const { bathroom, kitchen } = await getJson<{
    bathroom: CountedMenuCategory[];
    kitchen: CountedMenuCategory[];
  }>(request, '/get/menus');
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
