// Loads the video categories (without the products each video lists, which these pages do not show) and the
// technologies their films explain, and the catalogue categories.
import type { CatalogCategoriesResponse, Video } from '@fittings/api-client';
import { serverApi } from '../api/api.server';
import { fromApi, loadTechnologies, optionalFromApi } from '../content/content.server';
import { videoTechnologyRoute } from './videos';

export type GalleryVideo = Omit<Video, 'products'> & { technologyRoute: string | null };

export interface VideoCategory {
  slug: string;
  name: string;
  description: string;
  videos: GalleryVideo[];
}

export async function loadVideoCategories(request: Request): Promise<VideoCategory[]> {
  const [{ categories }, technologies] = await Promise.all([
    fromApi(() => serverApi(request).getVideoCategories({ signal: request.signal })),
    optionalFromApi(() => loadTechnologies(request), []),
  ]);
  return categories.map((category) => ({
    slug: category.slug,
    name: category.name,
    description: category.description,
    videos: category.videos.map(({ products: _products, ...video }) => ({
      ...video,
      technologyRoute: videoTechnologyRoute(video, technologies) ?? null,
    })),
  }));
}

export async function loadCatalogCategories(
  request: Request,
): Promise<CatalogCategoriesResponse['categories']> {
  return (await fromApi(() => serverApi(request).getCatalogCategories({ signal: request.signal })))
    .categories;
}
