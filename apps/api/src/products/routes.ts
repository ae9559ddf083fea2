// GET /get/product/{id}, /get/product-preview/{id} and /get/product-previews/{ids}.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { ProductRecord } from '../catalogue/format';
import { modelKey } from '@fittings/catalog-core';
import type { Snapshot } from '../catalogue/state';
import type { Db } from '../db/database';
import type { AppEnv, Deps } from '../http/env';
import { errorResponses, hasControlCharacters, quote, sendError } from '../http/errors';
import { ProductSchema, ProductSummarySchema } from './schema';
import { productOf, summaryOf } from './shape';
import { LangQuery } from '../i18n/languages';

/** The longest id accepted: models and slugs are far shorter, so anything longer is a mistake, not a product. */
const MAX_ID_LENGTH = 120;

/** Why an id cannot name a product, or undefined when it may. */
export function idProblem(id: string, what = 'product id'): string | undefined {
  if (id.trim() === '') return `The ${what} is empty.`;
  if (id.length > MAX_ID_LENGTH)
    return `The ${what} is too long: at most ${MAX_ID_LENGTH} characters.`;
  if (hasControlCharacters(id)) return `The ${what} contains control characters.`;
  return undefined;
}

/** Finds a product by model (case and spaces ignored) or url slug, with a prepared statement. */
export function productFinder(db: Db) {
  const statement = db
    .prepare('SELECT model FROM products WHERE model_key = ? OR slug = ? LIMIT 1')
    .pluck();
  return (snapshot: Snapshot, id: string): ProductRecord | undefined => {
    const model = statement.get(modelKey(id), id.trim().toLowerCase());
    return typeof model === 'string' ? snapshot.products.get(model) : undefined;
  };
}

const IdParam = z.object({
  id: z.string().openapi({
    param: { name: 'id', in: 'path' },
    example: 'T14059-PR',
    description: 'A model or url slug',
  }),
});

export function registerProducts(app: OpenAPIHono<AppEnv>, { db, state }: Deps): void {
  const find = productFinder(db);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/product/{id}',
      tags: ['products'],
      summary: 'A product by model or url slug (spec section 7)',
      request: { params: IdParam, query: LangQuery },
      responses: {
        200: {
          description: 'The product',
          content: {
            'application/json': {
              schema: z.object({
                success: z.literal(true),
                message: z.string(),
                product: ProductSchema,
              }),
            },
          },
        },
        ...errorResponses(400, 404),
      },
    }),
    (c) => {
      const { id } = c.req.valid('param');
      const problem = idProblem(id);
      if (problem) return sendError(c, 400, problem);
      const snapshot = state.snapshotIn(c.get('language'));
      const record = find(snapshot, id);
      if (!record) return sendError(c, 404, `No product has the id ${quote(id)}.`);
      return c.json(
        {
          success: true as const,
          message: '',
          product: productOf(record, snapshot, c.get('assets')),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/product-preview/{id}',
      tags: ['products'],
      summary: 'The card of one product: a ProductSummary',
      request: { params: IdParam },
      responses: {
        200: {
          description: 'The product summary',
          content: {
            'application/json': {
              schema: z.object({
                success: z.literal(true),
                message: z.string(),
                product: ProductSummarySchema,
              }),
            },
          },
        },
        ...errorResponses(400, 404),
      },
    }),
    (c) => {
      const { id } = c.req.valid('param');
      const problem = idProblem(id);
      if (problem) return sendError(c, 400, problem);
      const snapshot = state.snapshot;
      const record = find(snapshot, id);
      if (!record) return sendError(c, 404, `No product has the id ${quote(id)}.`);
      return c.json(
        {
          success: true as const,
          message: '',
          product: summaryOf(record, snapshot, c.get('assets')),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/product-previews/{ids}',
      tags: ['products'],
      summary:
        'Cards of several products, by a comma-separated list of models or slugs (the wishlist string)',
      request: {
        params: z.object({
          ids: z
            .string()
            .openapi({ param: { name: 'ids', in: 'path' }, example: 'T14059,T14059-PR,RP50587' }),
        }),
      },
      responses: {
        200: {
          description: 'The products found, in the order asked, and the ids that matched nothing',
          content: {
            'application/json': {
              schema: z.object({
                success: z.literal(true),
                message: z.string(),
                products: z.array(ProductSummarySchema),
                missing: z.array(z.string()),
              }),
            },
          },
        },
        ...errorResponses(400),
      },
    }),
    (c) => {
      const { ids } = c.req.valid('param');
      const list = ids
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      if (list.length === 0)
        return sendError(c, 400, 'Give at least one model, separated by commas.');
      if (list.length > 100) return sendError(c, 400, 'Give at most 100 models at a time.');
      for (const id of list) {
        const problem = idProblem(id, 'model');
        if (problem) return sendError(c, 400, `${problem.slice(0, -1)}: ${quote(id)}.`);
      }
      const snapshot = state.snapshot;
      const assets = c.get('assets');
      const seen = new Set<string>();
      const products = [];
      const missing: string[] = [];
      for (const id of list) {
        const record = find(snapshot, id);
        if (!record) missing.push(id);
        else if (!seen.has(record.model)) {
          seen.add(record.model);
          products.push(summaryOf(record, snapshot, assets));
        }
      }
      return c.json(
        {
          success: true as const,
          message: missing.length ? `${missing.length} of the models were not found.` : '',
          products,
          missing,
        },
        200,
      );
    },
  );
}
