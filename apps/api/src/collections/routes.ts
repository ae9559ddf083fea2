// GET /get/collections, /get/collection/{x} and /get/collection-metadata-by-name/{x}.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { ok } from '../http/openapi';
import {
  compareByCatalogueRank,
  finishName,
  isSpecialCollection,
  styleName,
  type Collection,
} from '@fittings/catalog-core';
import type { CollectionRecord } from '../catalogue/format';
import { nameKey, plainName } from '../catalogue/keys';
import type { Snapshot } from '../catalogue/state';
import type { AppEnv, Deps } from '../http/env';
import { errorResponses, quote, sendError } from '../http/errors';
import { segment, type Assets } from '../media/assets';
import { idProblem } from '../products/routes';
import { FinishRefSchema, ProductListItemSchema } from '../products/schema';
import { listItemOf } from '../products/shape';
import { LangQuery } from '../i18n/languages';

const CollectionSchema = z
  .object({
    name: z.string().openapi({ example: 'Trinsic<sup>®</sup>' }),
    image: z.string(),
    url: z.string().openapi({ example: 'trinsic' }),
    collectionFinish: FinishRefSchema,
    associatedFinishes: z.array(FinishRefSchema),
    style: z.array(
      z.object({ code: z.union([z.literal(10), z.literal(20), z.literal(30)]), name: z.string() }),
    ),
    waterwise: z.boolean(),
    viewableName: z.string(),
    suffix: z.string(),
    special: z.boolean(),
    isNew: z.boolean(),
    tagline: z.string(),
    description: z.string(),
    areas: z.array(z.enum(['bathroom', 'kitchen'])),
    productCount: z.number().int(),
  })
  .openapi('Collection');

const MetadataSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    viewableName: z.string(),
    suffix: z.string(),
    special: z.boolean(),
    description: z.string(),
    tagline: z.string(),
    image: z.string(),
    heroImage: z.string(),
    style: z.array(z.object({ code: z.number().int(), name: z.string() })),
    finishes: z.array(
      z.object({
        code: z.number().int(),
        name: z.string(),
        productCount: z
          .number()
          .int()
          .openapi({ description: 'Products of the collection in this finish' }),
      }),
    ),
    waterwise: z.boolean(),
    isNew: z.boolean(),
    areas: z.array(z.enum(['bathroom', 'kitchen'])),
    productCount: z.number().int(),
    categories: z.array(
      z.object({ area: z.string(), slug: z.string(), title: z.string(), count: z.number().int() }),
    ),
    seo: z.object({ title: z.string(), metaDescription: z.string(), heroImage: z.string() }),
  })
  .openapi('CollectionMetadata');

type CollectionDetail = z.infer<typeof CollectionSchema>;

/**
 * The finishes a collection's products come in, by ascending code, with how many products come in each: what the
 * collection page and the collections page say of it, so no finish is listed that no product of it comes in.
 */
function productFinishes(
  slug: string,
  snapshot: Snapshot,
): { code: number; productCount: number }[] {
  const counts = new Map<number, number>();
  for (const product of snapshot.products.values())
    if (product.collection === slug && finishName(product.finish) !== undefined)
      counts.set(product.finish, (counts.get(product.finish) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([code, productCount]) => ({ code, productCount }));
}

function collectionOf(
  record: CollectionRecord,
  snapshot: Snapshot,
  assets: Assets,
): CollectionDetail {
  const productCount = [...snapshot.products.values()].filter(
    (p) => p.collection === record.slug,
  ).length;
  // The lead finish stays the one the catalogue names when a product comes in it; the others are the products'.
  const codes = productFinishes(record.slug, snapshot).map((finish) => finish.code);
  const lead = codes.includes(record.finishCode)
    ? record.finishCode
    : (codes[0] ?? record.finishCode);
  const collection: Collection = {
    name: record.name,
    image: assets.url(`collections/${segment(record.slug)}.svg`),
    url: record.slug,
    collectionFinish: { code: lead },
    associatedFinishes: codes.filter((code) => code !== lead).map((code) => ({ code })),
    style: [{ code: record.styleCode, name: styleName(record.styleCode) ?? '' }],
    waterwise: record.waterwise,
  };
  return {
    ...collection,
    viewableName: record.viewableName,
    suffix: record.suffix,
    special: isSpecialCollection(record.viewableName),
    isNew: record.isNew,
    tagline: record.tagline,
    description: record.description,
    areas: record.areas,
    productCount,
  };
}

export function registerCollections(app: OpenAPIHono<AppEnv>, { db, state }: Deps): void {
  const byName = db
    .prepare(
      'SELECT slug FROM collections WHERE slug = ? OR name_key = ? OR viewable_key = ? ORDER BY slug = ? DESC LIMIT 1',
    )
    .pluck();
  /** A collection by slug, name or viewable name, or by the name of one of its lines (e.g. "MagnaFlow Bud"). */
  const find = (x: string, snapshot: Snapshot): CollectionRecord | undefined => {
    const key = nameKey(x);
    const slug = byName.get(x.trim().toLowerCase(), key, key, x.trim().toLowerCase());
    if (typeof slug === 'string') return snapshot.collections.get(slug);
    return [...snapshot.collections.values()].find((c) =>
      (c.lines ?? []).some((line) => nameKey(line) === key),
    );
  };
  const XParam = z.object({
    x: z.string().openapi({
      param: { name: 'x', in: 'path' },
      example: 'pivotal',
      description: 'A collection slug or name',
    }),
  });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/collections',
      tags: ['collections'],
      summary: 'All collections, in catalogue order',
      request: { query: LangQuery },
      responses: {
        200: {
          description: 'The collections',
          content: {
            'application/json': {
              schema: z.object({
                success: z.literal(true),
                collections: z.array(CollectionSchema),
              }),
            },
          },
        },
      },
    }),
    (c) => {
      const snapshot = state.snapshotIn(c.get('language'));
      const assets = c.get('assets');
      return c.json(
        {
          success: true as const,
          collections: [...snapshot.collections.values()].map((r) =>
            collectionOf(r, snapshot, assets),
          ),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/collection/{x}',
      tags: ['collections'],
      summary: 'A collection and all its products, by catalogue rank',
      request: { params: XParam, query: LangQuery },
      responses: {
        ...ok(
          {
            collection: CollectionSchema,
            products: z.array(ProductListItemSchema),
          },
          'The collection and its products',
        ),
        ...errorResponses(400, 404),
      },
    }),
    (c) => {
      const { x } = c.req.valid('param');
      const problem = idProblem(x, 'collection');
      if (problem) return sendError(c, 400, problem);
      const snapshot = state.snapshotIn(c.get('language'));
      const record = find(x, snapshot);
      if (!record) return sendError(c, 404, `There is no collection ${quote(x)}.`);
      const assets = c.get('assets');
      const products = [...snapshot.products.values()]
        .filter((p) => p.collection === record.slug)
        .sort((a, b) => a.area.localeCompare(b.area) || compareByCatalogueRank(a, b))
        .map((p) => listItemOf(p, snapshot, assets));
      return c.json(
        {
          success: true as const,
          message: '',
          collection: collectionOf(record, snapshot, assets),
          products,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/collection-metadata-by-name/{x}',
      tags: ['collections'],
      summary:
        'What a collection page needs besides its products, by name (markup and case ignored) or slug',
      request: { params: XParam, query: LangQuery },
      responses: {
        ...ok({ metadata: MetadataSchema }, 'The collection metadata'),
        ...errorResponses(400, 404),
      },
    }),
    (c) => {
      const { x } = c.req.valid('param');
      const problem = idProblem(x, 'collection name');
      if (problem) return sendError(c, 400, problem);
      const snapshot = state.snapshotIn(c.get('language'));
      const record = find(x, snapshot);
      if (!record) return sendError(c, 404, `There is no collection named ${quote(x)}.`);
      const assets = c.get('assets');
      const products = [...snapshot.products.values()].filter((p) => p.collection === record.slug);
      const categories = snapshot.categories
        .map((category) => ({
          area: category.area,
          slug: category.slug,
          title: category.title,
          count: products.filter((p) => p.area === category.area && p.category === category.slug)
            .length,
        }))
        .filter((category) => category.count > 0);
      const image = assets.url(`collections/${segment(record.slug)}.svg`);
      const heroImage = assets.url(`collections/${segment(record.slug)}.svg`, 'variant=hero');
      const plain = plainName(record.name);
      const finishes = productFinishes(record.slug, snapshot).map((finish) => ({
        code: finish.code,
        name: finishName(finish.code) ?? '',
        productCount: finish.productCount,
      }));
      return c.json(
        {
          success: true as const,
          message: '',
          metadata: {
            slug: record.slug,
            name: record.name,
            viewableName: record.viewableName,
            suffix: record.suffix,
            special: isSpecialCollection(record.viewableName),
            description: record.description,
            tagline: record.tagline,
            image,
            heroImage,
            style: [{ code: record.styleCode, name: styleName(record.styleCode) ?? '' }],
            finishes,
            waterwise: record.waterwise,
            isNew: record.isNew,
            areas: record.areas,
            productCount: products.length,
            categories,
            seo: {
              title: `${plain}${record.suffix && !isSpecialCollection(record.viewableName) ? ` ${record.suffix}` : ''}`,
              metaDescription: record.tagline,
              heroImage,
            },
          },
        },
        200,
      );
    },
  );
}
