// GET /get/boa-page/image-banner, /get/boa-page/video-banner and /get/banners/{page}.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { BannerRecord } from '../catalogue/format';
import type { Snapshot } from '../catalogue/state';
import type { AppEnv, Deps } from '../http/env';
import { errorResponses } from '../http/errors';
import { contentRoute, ok } from '../http/openapi';
import { segment, type Assets } from '../media/assets';
import { VideoSchema, videoOf } from '../videos/routes';
import { mediaUrl } from '../http/schemas';
import { LangQuery } from '../i18n/languages';
import { localizeRecord } from '../catalogue/localize';

/** The pages that show banners. */
const BannerPageSchema = z.enum(['home', 'bathroom', 'kitchen', 'waterwise', 'boa']);

const BannerSchema = z
  .object({
    id: z.string(),
    page: BannerPageSchema,
    kind: z.enum(['image', 'video']),
    title: z.string(),
    subtitle: z.string(),
    link: z.string(),
    image: mediaUrl,
    mobileImage: mediaUrl,
    video: VideoSchema.omit({ products: true }).nullable(),
  })
  .openapi('Banner');

export function registerBanners(app: OpenAPIHono<AppEnv>, { db, state }: Deps): void {
  const bannersOf = db
    .prepare('SELECT record FROM banners WHERE page = ? AND kind = ? ORDER BY rank, seq')
    .pluck();

  const banners = (page: string, kind: 'image' | 'video', snapshot: Snapshot, assets: Assets) =>
    bannersOf.all(page, kind).map((row) => {
      const record = JSON.parse(String(row)) as BannerRecord;
      const banner = localizeRecord(snapshot, 'banner', record.id, record);
      const video = banner.video ? snapshot.videos.get(banner.video) : undefined;
      const image = assets.url(`banners/${segment(banner.id)}.svg`);
      const { products: _products, ...videoFields } = video
        ? videoOf(video, snapshot, assets)
        : { products: [] };
      return {
        id: banner.id,
        page: banner.page,
        kind: banner.kind,
        title: banner.title,
        subtitle: banner.subtitle,
        link: banner.link,
        image,
        mobileImage: assets.url(`banners/${segment(banner.id)}.svg`, 'variant=mobile'),
        video: video ? (videoFields as z.infer<typeof BannerSchema>['video']) : null,
      };
    });

  for (const kind of ['image', 'video'] as const) {
    app.openapi(
      contentRoute(
        `/get/boa-page/${kind}-banner`,
        `The ${kind} banners of the marketplace ("buy on Amazon") page`,
        ok({ banners: z.array(BannerSchema) }, 'The banners, in order'),
      ),
      (c) =>
        c.json(
          {
            success: true as const,
            message: '',
            banners: banners('boa', kind, state.snapshotIn(c.get('language')), c.get('assets')),
          },
          200,
        ),
    );
  }

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/banners/{page}',
      tags: ['content'],
      summary: 'The image and video banners of a page: home, bathroom, kitchen, waterwise or boa',
      request: {
        params: z.object({
          page: BannerPageSchema.openapi({ param: { name: 'page', in: 'path' }, example: 'home' }),
        }),
        query: LangQuery,
      },
      responses: {
        ...ok({ banners: z.array(BannerSchema) }, 'The banners, images first'),
        ...errorResponses(400),
      },
    }),
    (c) => {
      const { page } = c.req.valid('param');
      const snapshot = state.snapshotIn(c.get('language'));
      const assets = c.get('assets');
      return c.json(
        {
          success: true as const,
          message: '',
          banners: [
            ...banners(page, 'image', snapshot, assets),
            ...banners(page, 'video', snapshot, assets),
          ],
        },
        200,
      );
    },
  );
}
