// GET /get/awards: awards grouped by year, for the about/awards/{year} pages.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AwardRecord } from '../catalogue/format';
import { plainName } from '../catalogue/keys';
import type { AppEnv, Deps } from '../http/env';
import { errorResponses } from '../http/errors';
import { ok, records } from '../http/openapi';
import { segment } from '../media/assets';
import { mediaUrl } from '../http/schemas';
import { LangQuery } from '../i18n/languages';
import { localizeRecord } from '../catalogue/localize';

export function registerAwards(app: OpenAPIHono<AppEnv>, { db, state }: Deps): void {
  const awards = records<AwardRecord>(db, 'SELECT record FROM awards ORDER BY year DESC, seq');

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/awards',
      tags: ['content'],
      summary: 'Awards grouped by year, latest year first (the about/awards/{year} pages)',
      request: {
        query: z
          .object({ year: z.coerce.number().int().min(1900).max(2100).optional() })
          .merge(LangQuery),
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
                    image: mediaUrl,
                    subject: z.object({
                      kind: z.enum(['product', 'collection', 'technology', 'brand']),
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
      const snapshot = state.snapshotIn(c.get('language'));
      const assets = c.get('assets');
      const years = new Map<number, ReturnType<typeof awardOf>[]>();
      function awardOf(record: AwardRecord) {
        const award = localizeRecord(snapshot, 'award', record.id, record);
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
