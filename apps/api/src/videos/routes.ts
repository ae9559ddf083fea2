// GET /get/video-categories: video categories with their videos.
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { VideoCategoryRecord, VideoRecord } from '../catalogue/format';
import type { Snapshot } from '../catalogue/state';
import type { AppEnv, Deps } from '../http/env';
import { contentRoute, ok, records } from '../http/openapi';
import { segment, type Assets } from '../media/assets';
import { ProductSummarySchema } from '../products/schema';
import { summaryOf } from '../products/shape';
import { mediaUrl } from '../http/schemas';
import { localizeRecord } from '../catalogue/localize';
import { categoriesAnswer } from '../http/categories';

export const VideoSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    durationSeconds: z.number().int().nonnegative(),
    publishedOn: z.iso.date(),
    thumbnail: mediaUrl,
    embedUrl: mediaUrl,
    technology: z.object({ slug: z.string(), name: z.string() }).nullable(),
    products: z.array(ProductSummarySchema),
  })
  .openapi('Video');

/** A video as served: its poster, its embed page and the products it shows. */
export function videoOf(video: VideoRecord, snapshot: Snapshot, assets: Assets) {
  const technology = video.technology ? snapshot.technologies.get(video.technology) : undefined;
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    durationSeconds: video.durationSeconds,
    publishedOn: video.publishedOn,
    thumbnail: assets.url(`videos/${segment(video.id)}/poster.svg`),
    embedUrl: assets.url(`videos/${segment(video.id)}/embed.html`),
    technology: technology ? { slug: technology.slug, name: technology.name } : null,
    products: video.products.flatMap((model) => {
      const product = snapshot.products.get(model);
      return product ? [summaryOf(product, snapshot, assets)] : [];
    }),
  };
}

export function registerVideos(app: OpenAPIHono<AppEnv>, { db, state }: Deps): void {
  const videoCategories = records<VideoCategoryRecord>(
    db,
    'SELECT record FROM video_categories ORDER BY rank, seq',
  );

  app.openapi(
    contentRoute(
      '/get/video-categories',
      'Video categories with their videos',
      ok(
        {
          categories: z.array(
            z.object({
              slug: z.string(),
              name: z.string(),
              description: z.string(),
              videos: z.array(VideoSchema),
            }),
          ),
        },
        'The video categories',
      ),
    ),
    categoriesAnswer(state, 'videoCategory', videoCategories, videosOf),
  );
}

/** A category's videos as the API answers them, in the snapshot's language. */
function videosOf(snapshot: Snapshot, assets: Assets) {
  return (category: VideoCategoryRecord) => ({
    videos: category.videos.map((video) =>
      videoOf(localizeRecord(snapshot, 'video', video.id, video), snapshot, assets),
    ),
  });
}
