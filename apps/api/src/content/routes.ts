// The editorial endpoints: catalogues, videos, events, banners, technologies, awards and innovation groups.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type {
  AwardRecord,
  BannerRecord,
  CatalogCategoryRecord,
  EventRecord,
  InnovationRecord,
  TechnologyRecord,
  VideoCategoryRecord,
  VideoRecord,
} from '../catalogue/format';
import { plainName } from '../catalogue/keys';
import type { Snapshot } from '../catalogue/state';
import type { AppEnv, Deps } from '../http/env';
import { errorResponses, quote, sendError } from '../http/errors';
import { segment, type Assets } from '../media/assets';
import { idProblem } from '../products/routes';
import { ProductSummarySchema } from '../products/schema';
import { extrasItemOf, summaryOf } from '../products/shape';
import { catalogProducts } from './catalog-products';

const VideoSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    durationSeconds: z.number().int(),
    publishedOn: z.string(),
    thumbnail: z.string(),
    embedUrl: z.string(),
    technology: z.object({ slug: z.string(), name: z.string() }).nullable(),
    products: z.array(ProductSummarySchema),
  })
  .openapi('Video');

const TechnologySchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    image: z.string(),
    style: z.string(),
    kind: z.enum(['technology', 'special-feature']),
    summary: z.string(),
    route: z.string(),
    areas: z.array(z.enum(['bathroom', 'kitchen'])),
    productCount: z.number().int(),
  })
  .openapi('Technology');

const BannerSchema = z
  .object({
    id: z.string(),
    page: z.string(),
    kind: z.enum(['image', 'video']),
    title: z.string(),
    subtitle: z.string(),
    link: z.string(),
    image: z.string(),
    mobileImage: z.string(),
    video: VideoSchema.omit({ products: true }).nullable(),
  })
  .openapi('Banner');

const EventSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    city: z.string(),
    venue: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
    description: z.string(),
    highlights: z.array(z.string()),
    image: z.string(),
    collections: z.array(z.object({ slug: z.string(), name: z.string(), image: z.string() })),
    leadFormPath: z.string().nullable(),
  })
  .openapi('Event');

const ok = <T extends z.ZodRawShape>(shape: T, description: string) => ({
  200: {
    description,
    content: {
      'application/json': {
        schema: z.object({ success: z.literal(true), message: z.string(), ...shape }),
      },
    },
  },
});

function videoOf(video: VideoRecord, snapshot: Snapshot, assets: Assets) {
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

function technologyOf(technology: TechnologyRecord, snapshot: Snapshot, assets: Assets) {
  let productCount = 0;
  for (const product of snapshot.products.values()) {
    if (
      product.technologies.includes(technology.slug) ||
      product.specialFeatures.includes(technology.slug)
    )
      productCount++;
  }
  return {
    ...extrasItemOf(technology, assets),
    slug: technology.slug,
    kind: technology.kind,
    summary: technology.summary,
    route: technology.route,
    areas: technology.areas,
    productCount,
  };
}

export function registerContent(app: OpenAPIHono<AppEnv>, { db, state }: Deps): void {
  const records =
    <T>(sql: string) =>
    () =>
      db
        .prepare(sql)
        .pluck()
        .all()
        .map((row) => JSON.parse(String(row)) as T);
  const catalogCategories = records<CatalogCategoryRecord>(
    'SELECT record FROM catalog_categories ORDER BY rank, seq',
  );
  const videoCategories = records<VideoCategoryRecord>(
    'SELECT record FROM video_categories ORDER BY rank, seq',
  );
  const events = records<EventRecord>('SELECT record FROM events ORDER BY starts_on DESC, seq');
  const awards = records<AwardRecord>('SELECT record FROM awards ORDER BY year DESC, seq');
  const innovations = records<InnovationRecord>(
    'SELECT record FROM innovations ORDER BY rank, seq',
  );
  const bannersOf = db
    .prepare('SELECT record FROM banners WHERE page = ? AND kind = ? ORDER BY rank, seq')
    .pluck();
  const eventBySlug = db.prepare('SELECT record FROM events WHERE slug = ?').pluck();

  const banners = (page: string, kind: 'image' | 'video', snapshot: Snapshot, assets: Assets) =>
    bannersOf.all(page, kind).map((row) => {
      const banner = JSON.parse(String(row)) as BannerRecord;
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

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/catalog-categories',
      tags: ['content'],
      summary: 'Catalogue categories with their catalogue documents (PDF)',
      responses: ok(
        {
          categories: z.array(
            z.object({
              slug: z.string(),
              name: z.string(),
              description: z.string(),
              catalogs: z.array(
                z.object({
                  slug: z.string(),
                  title: z.string(),
                  description: z.string(),
                  year: z.number().int(),
                  coverImage: z.string(),
                  viewLink: z.string(),
                  downloadLink: z.string(),
                  productCount: z.number().int(),
                }),
              ),
            }),
          ),
        },
        'The catalogue categories',
      ),
    }),
    (c) => {
      const snapshot = state.snapshot;
      const assets = c.get('assets');
      return c.json(
        {
          success: true as const,
          message: '',
          categories: catalogCategories().map((category) => ({
            slug: category.slug,
            name: category.name,
            description: category.description,
            catalogs: category.catalogs.map((catalog) => {
              const pdf = assets.url(`catalogs/${segment(catalog.slug)}.pdf`);
              return {
                slug: catalog.slug,
                title: catalog.title,
                description: catalog.description,
                year: catalog.year,
                coverImage: assets.url(`catalogs/${segment(catalog.slug)}/cover.svg`),
                viewLink: pdf,
                downloadLink: `${pdf}&download=1`,
                productCount: catalogProducts(catalog, snapshot).length,
              };
            }),
          })),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/video-categories',
      tags: ['content'],
      summary: 'Video categories with their videos',
      responses: ok(
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
    }),
    (c) => {
      const snapshot = state.snapshot;
      const assets = c.get('assets');
      return c.json(
        {
          success: true as const,
          message: '',
          categories: videoCategories().map((category) => ({
            slug: category.slug,
            name: category.name,
            description: category.description,
            videos: category.videos.map((video) => videoOf(video, snapshot, assets)),
          })),
        },
        200,
      );
    },
  );

  const eventOf = (event: EventRecord, snapshot: Snapshot, assets: Assets) => ({
    ...event,
    image: assets.url(`events/${segment(event.slug)}.svg`),
    collections: event.collections.flatMap((slug) => {
      const collection = snapshot.collections.get(slug);
      return collection
        ? [{ slug, name: collection.name, image: assets.url(`collections/${segment(slug)}.svg`) }]
        : [];
    }),
    leadForm: undefined,
    leadFormPath: event.leadForm
      ? `/events-lead-form?event=${encodeURIComponent(event.slug)}`
      : null,
  });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/event/{x}',
      tags: ['content'],
      summary: 'An event by slug',
      request: {
        params: z.object({
          x: z
            .string()
            .openapi({ param: { name: 'x', in: 'path' }, example: 'design-week-mumbai-2026' }),
        }),
      },
      responses: { ...ok({ event: EventSchema }, 'The event'), ...errorResponses(400, 404) },
    }),
    (c) => {
      const { x } = c.req.valid('param');
      const problem = idProblem(x, 'event id');
      if (problem) return sendError(c, 400, problem);
      const row = eventBySlug.get(x.trim().toLowerCase());
      if (typeof row !== 'string') return sendError(c, 404, `There is no event ${quote(x)}.`);
      const { leadForm: _leadForm, ...event } = eventOf(
        JSON.parse(row) as EventRecord,
        state.snapshot,
        c.get('assets'),
      );
      return c.json({ success: true as const, message: '', event }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/events',
      tags: ['content'],
      summary: 'All events, latest first',
      responses: ok({ events: z.array(EventSchema) }, 'The events'),
    }),
    (c) => {
      const snapshot = state.snapshot;
      const assets = c.get('assets');
      return c.json(
        {
          success: true as const,
          message: '',
          events: events().map((event) => {
            const { leadForm: _leadForm, ...shaped } = eventOf(event, snapshot, assets);
            return shaped;
          }),
        },
        200,
      );
    },
  );

  for (const kind of ['image', 'video'] as const) {
    app.openapi(
      createRoute({
        method: 'get',
        path: `/get/boa-page/${kind}-banner`,
        tags: ['content'],
        summary: `The ${kind} banners of the marketplace ("buy on Amazon") page`,
        responses: ok({ banners: z.array(BannerSchema) }, 'The banners, in order'),
      }),
      (c) =>
        c.json(
          {
            success: true as const,
            message: '',
            banners: banners('boa', kind, state.snapshot, c.get('assets')),
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
          page: z
            .enum(['home', 'bathroom', 'kitchen', 'waterwise', 'boa'])
            .openapi({ param: { name: 'page', in: 'path' }, example: 'home' }),
        }),
      },
      responses: {
        ...ok({ banners: z.array(BannerSchema) }, 'The banners, images first'),
        ...errorResponses(400),
      },
    }),
    (c) => {
      const { page } = c.req.valid('param');
      const snapshot = state.snapshot;
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

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/technologies',
      tags: ['content'],
      summary: 'Technologies and special features, each with description, image and product count',
      request: {
        query: z.object({
          kind: z.enum(['technology', 'special-feature']).optional(),
          area: z.enum(['bathroom', 'kitchen']).optional(),
        }),
      },
      responses: {
        ...ok({ technologies: z.array(TechnologySchema) }, 'The technologies'),
        ...errorResponses(400),
      },
    }),
    (c) => {
      const { kind, area } = c.req.valid('query');
      const snapshot = state.snapshot;
      const assets = c.get('assets');
      const technologies = [...snapshot.technologies.values()]
        .filter((t) => (!kind || t.kind === kind) && (!area || t.areas.includes(area)))
        .map((t) => technologyOf(t, snapshot, assets));
      return c.json({ success: true as const, message: '', technologies }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/innovations',
      tags: ['content'],
      summary: 'Innovation groups (featured, bath, shower, kitchen) with their technologies',
      responses: ok(
        {
          innovations: z.array(
            z.object({
              slug: z.string(),
              title: z.string(),
              description: z.string(),
              area: z.enum(['bathroom', 'kitchen']).nullable(),
              image: z.string(),
              technologies: z.array(TechnologySchema),
            }),
          ),
        },
        'The innovation groups',
      ),
    }),
    (c) => {
      const snapshot = state.snapshot;
      const assets = c.get('assets');
      return c.json(
        {
          success: true as const,
          message: '',
          innovations: innovations().map((innovation) => ({
            slug: innovation.slug,
            title: innovation.title,
            description: innovation.description,
            area: innovation.area,
            image: assets.url(`technologies/${segment(innovation.technologies[0] ?? '')}.svg`),
            technologies: innovation.technologies.flatMap((slug) => {
              const technology = snapshot.technologies.get(slug);
              return technology ? [technologyOf(technology, snapshot, assets)] : [];
            }),
          })),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/awards',
      tags: ['content'],
      summary: 'Awards grouped by year, latest year first (the about/awards/{year} pages)',
      request: {
        query: z.object({ year: z.coerce.number().int().min(1900).max(2100).optional() }),
      },
      responses: {
        ...ok(
          {
            years: z.array(
              z.object({
                year: z.number().int(),
                awards: z.array(
                  z.object({
                    id: z.string(),
                    title: z.string(),
                    organisation: z.string(),
                    description: z.string(),
                    image: z.string(),
                    subject: z.object({
                      kind: z.string(),
                      ref: z.string(),
                      name: z.string(),
                      url: z.string(),
                    }),
                  }),
                ),
              }),
            ),
          },
          'The awards by year',
        ),
        ...errorResponses(400),
      },
    }),
    (c) => {
      const { year } = c.req.valid('query');
      const snapshot = state.snapshot;
      const assets = c.get('assets');
      const years = new Map<number, ReturnType<typeof awardOf>[]>();
      function awardOf(award: AwardRecord) {
        const { kind, ref } = award.subject;
        const product = kind === 'product' ? snapshot.products.get(ref) : undefined;
        const collection = kind === 'collection' ? snapshot.collections.get(ref) : undefined;
        const technology = kind === 'technology' ? snapshot.technologies.get(ref) : undefined;
        return {
          id: award.id,
          title: award.title,
          organisation: award.organisation,
          description: award.description,
          image: assets.url(`awards/${segment(award.id)}.svg`),
          subject: {
            kind,
            ref,
            name: plainName(product?.name ?? collection?.name ?? technology?.name ?? 'The brand'),
            url: product
              ? `/product/${product.model}`
              : collection
                ? `/collections/${collection.slug}`
                : technology?.route
                  ? `/${technology.route}`
                  : '/about',
          },
        };
      }
      for (const award of awards()) {
        if (year !== undefined && award.year !== year) continue;
        years.set(award.year, [...(years.get(award.year) ?? []), awardOf(award)]);
      }
      return c.json(
        {
          success: true as const,
          message: '',
          years: [...years.entries()].map(([y, list]) => ({ year: y, awards: list })),
        },
        200,
      );
    },
  );
}
