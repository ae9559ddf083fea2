// GET /get/technologies and /get/innovations.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { InnovationRecord, TechnologyRecord } from '../catalogue/format';
import type { Snapshot } from '../catalogue/state';
import type { AppEnv, Deps } from '../http/env';
import { errorResponses } from '../http/errors';
import { contentRoute, ok, records } from '../http/openapi';
import { segment, type Assets } from '../media/assets';
import { extrasItemOf } from '../products/shape';
import { mediaUrl } from '../http/schemas';
import { LangQuery } from '../i18n/languages';
import { localizeBySlug } from '../catalogue/localize';

const TechnologySchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    image: mediaUrl,
    style: z.string(),
    kind: z.enum(['technology', 'special-feature']),
    summary: z.string(),
    route: z.string(),
    areas: z.array(z.enum(['bathroom', 'kitchen'])),
    productCount: z.number().int().nonnegative(),
  })
  .openapi('Technology');

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

export function registerTechnologies(app: OpenAPIHono<AppEnv>, { db, state }: Deps): void {
  const innovations = records<InnovationRecord>(
    db,
    'SELECT record FROM innovations ORDER BY rank, seq',
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/technologies',
      tags: ['content'],
      summary: 'Technologies and special features, each with description, image and product count',
      request: {
        query: z
          .object({
            kind: z.enum(['technology', 'special-feature']).optional(),
            area: z.enum(['bathroom', 'kitchen']).optional(),
          })
          .merge(LangQuery),
      },
      responses: {
        ...ok({ technologies: z.array(TechnologySchema) }, 'The technologies'),
        ...errorResponses(400),
      },
    }),
    (c) => {
      const { kind, area } = c.req.valid('query');
      const snapshot = state.snapshotIn(c.get('language'));
      const assets = c.get('assets');
      const technologies = [...snapshot.technologies.values()]
        .filter((t) => (!kind || t.kind === kind) && (!area || t.areas.includes(area)))
        .map((t) => technologyOf(t, snapshot, assets));
      return c.json({ success: true as const, message: '', technologies }, 200);
    },
  );

  app.openapi(
    contentRoute(
      '/get/innovations',
      'Innovation groups (featured, bath, shower, kitchen) with their technologies',
      ok(
        {
          innovations: z.array(
            z.object({
              slug: z.string(),
              title: z.string(),
              description: z.string(),
              area: z.enum(['bathroom', 'kitchen']).nullable(),
              image: mediaUrl,
              technologies: z.array(TechnologySchema),
            }),
          ),
        },
        'The innovation groups',
      ),
    ),
    (c) => {
      const snapshot = state.snapshotIn(c.get('language'));
      const assets = c.get('assets');
      return c.json(
        {
          success: true as const,
          message: '',
          innovations: localizeBySlug(snapshot, 'innovation', innovations()).map((innovation) => ({
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
}
