// GET /get/product/{id}, /get/product-preview/{id}, /get/product-previews/{ids} and /get/product-sheets/{ids}.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { ok } from '../http/openapi';
import type { ProductRecord } from '../catalogue/format';
import { modelKey } from '@fittings/catalog-core';
import type { Snapshot } from '../catalogue/state';
import type { Db } from '../db/database';
import type { AppEnv, Deps } from '../http/env';
import { errorResponses, hasControlCharacters, quote, sendError } from '../http/errors';
import { HomeFitSchema, ProductSchema, ProductSummarySchema } from './schema';
import { fitOf, productOf, summaryOf } from './shape';
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

/** The most models one previews request names: a wishlist is far shorter. */
const MAX_PREVIEWS = 100;
/** The most models one sheets request names: the longest list the site prints (SHARED_MAX_MODELS on the web). */
export const MAX_SHEETS = 60;

const IdsParam = z.object({
  ids: z
    .string()
    .openapi({ param: { name: 'ids', in: 'path' }, example: 'T14059,T14059-PR,RP50587' }),
});

export function registerProducts(app: OpenAPIHono<AppEnv>, { db, state }: Deps): void {
  const find = productFinder(db);

  /** The product one id names, or why there is none: 400 for an id that cannot be one, 404 for no such product. */
  const findOne = (
    snapshot: Snapshot,
    id: string,
  ): { record: ProductRecord } | { status: 400 | 404; message: string } => {
    const problem = idProblem(id);
    if (problem) return { status: 400, message: problem };
    const record = find(snapshot, id);
    return record ? { record } : { status: 404, message: `No product has the id ${quote(id)}.` };
  };

  /** The products a comma-separated list names, in its order, each once, and the ids that named none. */
  const findMany = (
    ids: string,
    max: number,
  ): { problem: string } | { records: ProductRecord[]; missing: string[] } => {
    const list = ids
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (list.length === 0) return { problem: 'Give at least one model, separated by commas.' };
    if (list.length > max) return { problem: `Give at most ${max} models at a time.` };
    for (const id of list) {
      const problem = idProblem(id, 'model');
      if (problem) return { problem: `${problem.slice(0, -1)}: ${quote(id)}.` };
    }
    const snapshot = state.snapshot;
    const seen = new Set<string>();
    const records: ProductRecord[] = [];
    const missing: string[] = [];
    for (const id of list) {
      const record = find(snapshot, id);
      if (!record) missing.push(id);
      else if (!seen.has(record.model)) {
        seen.add(record.model);
        records.push(record);
      }
    }
    return { records, missing };
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/product/{id}',
      tags: ['products'],
      summary: 'A product by model or url slug (spec section 7)',
      request: { params: IdParam, query: LangQuery },
      responses: {
        ...ok({ product: ProductSchema }, 'The product'),
        ...errorResponses(400, 404),
      },
    }),
    (c) => {
      const snapshot = state.snapshotIn(c.get('language'));
      const found = findOne(snapshot, c.req.valid('param').id);
      if (!('record' in found)) return sendError(c, found.status, found.message);
      const product = productOf(found.record, snapshot, c.get('assets'));
      return c.json({ success: true as const, message: '', product }, 200);
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
        ...ok({ product: ProductSummarySchema }, 'The product summary'),
        ...errorResponses(400, 404),
      },
    }),
    (c) => {
      const snapshot = state.snapshot;
      const found = findOne(snapshot, c.req.valid('param').id);
      if (!('record' in found)) return sendError(c, found.status, found.message);
      const product = summaryOf(found.record, snapshot, c.get('assets'));
      return c.json({ success: true as const, message: '', product }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/product-previews/{ids}',
      tags: ['products'],
      summary:
        'Cards of several products, by a comma-separated list of models or slugs (the wishlist string)',
      request: { params: IdsParam },
      responses: {
        ...ok(
          {
            products: z.array(ProductSummarySchema),
            missing: z.array(z.string()),
          },
          'The products found, in the order asked, and the ids that matched nothing',
        ),
        ...errorResponses(400),
      },
    }),
    (c) => {
      const found = findMany(c.req.valid('param').ids, MAX_PREVIEWS);
      if ('problem' in found) return sendError(c, 400, found.problem);
      const { records, missing } = found;
      const snapshot = state.snapshot;
      const assets = c.get('assets');
      const products = records.map((record) => summaryOf(record, snapshot, assets));
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

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/product-sheets/{ids}',
      tags: ['products'],
      summary:
        'Cards of up to 60 products with the facts a plumber checks (fit): a printed list or its PDF in one request',
      description:
        'Limited per client (API_SHEET_RATE_LIMIT_MAX a window, counted where the form posts are): each answer becomes a page to print or a PDF to render.',
      request: { params: IdsParam },
      responses: {
        200: {
          description:
            'The products found, in the order asked, each with its fit, and the ids that matched nothing',
          content: {
            'application/json': {
              schema: z.object({
                success: z.literal(true),
                message: z.string(),
                products: z.array(
                  ProductSummarySchema.extend({ fit: HomeFitSchema }).openapi('ProductSheet'),
                ),
                missing: z.array(z.string()),
              }),
            },
          },
        },
        ...errorResponses(400, 429),
      },
    }),
    (c) => {
      const found = findMany(c.req.valid('param').ids, MAX_SHEETS);
      if ('problem' in found) return sendError(c, 400, found.problem);
      const { records, missing } = found;
      const snapshot = state.snapshot;
      const assets = c.get('assets');
      const products = records.map((record) => ({
        ...summaryOf(record, snapshot, assets),
        fit: fitOf(record),
      }));
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
