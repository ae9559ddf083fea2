// The filter endpoints of spec section 7 (generic, area, type, collection, innovation) and the marketplace listing.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { groupDesigns, STYLES } from '@fittings/catalog-core';
import type { InnovationRecord } from '../catalogue/format';
import type { AppEnv, Deps } from '../http/env';
import { errorResponses, quote, sendError } from '../http/errors';
import { DesignFinishSchema, ProductListItemSchema } from '../products/schema';
import { designFinishesOf, listItemOf } from '../products/shape';
import { createListingQuery, SORTS, type ListingFilters, type ListingRequest } from './query';
import { LangQuery } from '../i18n/languages';

const SLUG = /^[a-z0-9][a-z0-9&-]{0,79}$/;

const slugList = (name: string) =>
  z
    .string()
    .max(800)
    .transform((value, ctx) => {
      const items = value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean);
      const bad = items.find((item) => !SLUG.test(item));
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: `${quote(bad)} is not a valid ${name}` });
        return z.NEVER;
      }
      return items;
    })
    .optional()
    .openapi({ description: `One ${name} or several separated by commas` });

const flag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

export const ListingQuerySchema = z.object({
  lang: LangQuery.shape.lang,
  area: z.enum(['bathroom', 'kitchen']).optional(),
  category: slugList('category'),
  type: slugList('type'),
  subcategory: slugList('subcategory'),
  collection: slugList('collection'),
  finish: z
    .string()
    .max(200)
    .regex(/^\d{1,5}(,\d{1,5})*$/, 'must be finish codes separated by commas, such as 10,50')
    .transform((value) => value.split(',').map(Number))
    .optional()
    .openapi({ description: 'Finish codes separated by commas, e.g. `10,50`' }),
  style: z
    .string()
    .max(100)
    .transform((value, ctx) => {
      const codes = value.split(',').map((item) => {
        const text = item.trim().toLowerCase();
        return STYLES.find((style) => style.name === text || String(style.code) === text)?.code;
      });
      if (codes.some((code) => code === undefined)) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be modern, transitional or traditional (or 10, 20, 30)',
        });
        return z.NEVER;
      }
      return codes as number[];
    })
    .optional()
    .openapi({
      description: 'modern, transitional, traditional or codes 10, 20, 30; comma-separated',
    }),
  waterwise: flag,
  newLaunch: flag,
  marketplace: flag.openapi({
    description: 'Only products with (true) or without (false) a marketplace link',
  }),
  technology: slugList('technology'),
  lowPressure: flag.openapi({
    description:
      'Only products that work on low pressure, 0.5 bar or less (true), or need more (false)',
  }),
  hardWater: flag.openapi({
    description: 'Only products made for hard water (true) or that need descaling in it (false)',
  }),
  sort: z.enum(SORTS).default('rank'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

const FacetSchema = z.array(
  z.object({ value: z.string(), label: z.string(), count: z.number().int() }),
);

export const ListingSchema = z
  .object({
    success: z.literal(true),
    message: z.string(),
    items: z.array(
      ProductListItemSchema.extend({ finishes: z.array(DesignFinishSchema) }).openapi({
        description:
          "One card per design: the design's first product in the filtered finish (else in the sort order), and every finish of the design",
      }),
    ),
    total: z.number().int().openapi({ description: 'Designs that match (what the pages count)' }),
    finishCount: z
      .number()
      .int()
      .openapi({ description: 'Products that match: the designs in each matching finish' }),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
    sort: z.enum(SORTS),
    facets: z.object({
      areas: FacetSchema,
      categories: FacetSchema,
      types: FacetSchema,
      subcategories: FacetSchema,
      collections: FacetSchema,
      finishes: FacetSchema,
      styles: FacetSchema,
      waterwise: FacetSchema,
      lowPressure: FacetSchema,
      hardWater: FacetSchema,
    }),
  })
  .openapi('Listing');

type ListingQuery = z.infer<typeof ListingQuerySchema>;

const listingResponses = {
  200: {
    description: 'One page of designs, the totals and the facets (counted in designs)',
    content: { 'application/json': { schema: ListingSchema } },
  },
  ...errorResponses(400, 404),
};

const pathParam = (name: string, example: string, description: string) =>
  z.object({
    x: z
      .string()
      .max(200)
      .openapi({
        param: { name: 'x', in: 'path' },
        example,
        description: `${description} (${name})`,
      }),
  });

/** GET /get/products/filter/{kind}/{x}: the listing of one area, type, collection or innovation, `x` its value. */
const filterRoute = (kind: string, example: string, description: string, summary: string) =>
  createRoute({
    method: 'get',
    path: `/get/products/filter/${kind}/{x}`,
    tags: ['listings'],
    summary,
    request: { params: pathParam(kind, example, description), query: ListingQuerySchema },
    responses: listingResponses,
  });

export function registerListings(app: OpenAPIHono<AppEnv>, { db, state }: Deps): void {
  const run = createListingQuery(db);
  const innovationBySlug = db.prepare('SELECT record FROM innovations WHERE slug = ?').pluck();
  const knownTechnology = db.prepare('SELECT 1 FROM technologies WHERE slug = ?').pluck();

  const respond = (c: Context<AppEnv>, query: ListingQuery, fixed: ListingFilters) => {
    const snapshot = state.snapshotIn(c.get('language'));
    const { sort, page, pageSize, lang: _lang, ...rest } = query;
    const filters: ListingFilters = { ...rest };
    for (const [key, value] of Object.entries(fixed)) {
      if (value !== undefined) (filters as Record<string, unknown>)[key] = value;
    }
    const request: ListingRequest = { filters, sort };
    const result = run(request, snapshot);
    const assets = c.get('assets');
    const records = result.models.flatMap((model) => {
      const record = snapshot.products.get(model);
      return record ? [record] : [];
    });
    // Grouped by catalog-core's rule; the members carry only what the rule reads, the page is shaped afterwards.
    const designs = groupDesigns(
      records.map((record) => ({
        model: record.model,
        url: record.slug,
        image: '',
        finish: { code: record.finish },
        finishes: (snapshot.families.get(record.family) ?? []).map((m) => ({
          code: m.finish,
          model: m.model,
          url: m.slug,
          image: '',
        })),
      })),
      { preferFinishes: filters.finish ?? [] },
    );
    const total = designs.length;
    return c.json(
      {
        success: true as const,
        message: total === 0 ? 'No products match these filters.' : '',
        items: designs.slice((page - 1) * pageSize, page * pageSize).flatMap((design) => {
          const record = snapshot.products.get(design.model);
          return record
            ? [
                {
                  ...listItemOf(record, snapshot, assets),
                  finishes: designFinishesOf(record, snapshot, assets),
                },
              ]
            : [];
        }),
        total,
        finishCount: records.length,
        page,
        pageSize,
        pageCount: Math.ceil(total / pageSize),
        sort,
        facets: result.facets,
      },
      200,
    );
  };

  const knownValue = (kind: 'type' | 'subcategory' | 'category', value: string) =>
    state.snapshot.categories.some((category) =>
      kind === 'category'
        ? category.slug === value
        : category.queryKind === kind && category.items.some((item) => item.value === value),
    );

  app.openapi(
    filterRoute(
      'area',
      'bathroom',
      'bathroom or kitchen',
      'Products of an area, with filters, facets, sorting and pages',
    ),
    (c) => {
      const { x } = c.req.valid('param');
      if (x !== 'bathroom' && x !== 'kitchen')
        return sendError(c, 404, `There is no area ${quote(x)}: use bathroom or kitchen.`);
      return respond(c, c.req.valid('query'), { area: x });
    },
  );

  app.openapi(
    filterRoute(
      'type',
      'pull-down',
      'a type or subcategory of the menus',
      'Products of a type or subcategory (a menu item value)',
    ),
    (c) => {
      const { x } = c.req.valid('param');
      const value = x.toLowerCase();
      if (knownValue('type', value)) return respond(c, c.req.valid('query'), { type: [value] });
      if (knownValue('subcategory', value))
        return respond(c, c.req.valid('query'), { subcategory: [value] });
      return sendError(c, 404, `There is no product type ${quote(x)}.`);
    },
  );

  app.openapi(
    filterRoute('collection', 'pivotal', 'a collection slug', 'Products of a collection'),
    (c) => {
      const { x } = c.req.valid('param');
      const slug = x.toLowerCase();
      if (!state.snapshot.collections.has(slug))
        return sendError(c, 404, `There is no collection ${quote(x)}.`);
      return respond(c, c.req.valid('query'), { collection: [slug] });
    },
  );

  app.openapi(
    filterRoute(
      'innovation',
      'kitchen',
      'an innovation group or technology slug',
      'Products of an innovation group (featured, bath, shower, kitchen) or with one technology',
    ),
    (c) => {
      const { x } = c.req.valid('param');
      const slug = x.toLowerCase();
      const query = c.req.valid('query');
      const innovation = innovationBySlug.get(slug);
      if (typeof innovation === 'string') {
        const record = JSON.parse(innovation) as InnovationRecord;
        return respond(c, query, {
          technology: record.technologies,
          area: record.area ?? query.area,
        });
      }
      if (knownTechnology.get(slug) !== undefined) return respond(c, query, { technology: [slug] });
      return sendError(c, 404, `There is no innovation or technology ${quote(x)}.`);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/products/filter/{x}',
      tags: ['listings'],
      summary:
        "The generic listing behind the site's filter/{x} pages: x is bathroom, kitchen or all",
      description:
        'Used by `filter/bathroom?category=lav-faucets&type=tall`: every query parameter narrows the list, lists are comma-separated, and each facet counts the products open when only its own filter is lifted.',
      request: {
        params: pathParam('listing', 'bathroom', 'bathroom, kitchen or all'),
        query: ListingQuerySchema,
      },
      responses: listingResponses,
    }),
    (c) => {
      const { x } = c.req.valid('param');
      if (x !== 'bathroom' && x !== 'kitchen' && x !== 'all') {
        return sendError(c, 404, `There is no listing ${quote(x)}: use bathroom, kitchen or all.`);
      }
      return respond(c, c.req.valid('query'), { area: x === 'all' ? undefined : x });
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/boa-product',
      tags: ['listings'],
      summary:
        'Products that can be bought on the marketplace ("buy on Amazon" page), with the listing filters',
      request: { query: ListingQuerySchema },
      responses: listingResponses,
    }),
    (c) => respond(c, c.req.valid('query'), { marketplace: true }),
  );
}
