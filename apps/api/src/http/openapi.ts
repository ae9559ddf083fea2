// Small helpers shared by the route modules.
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import type { Db } from '../db/database';
import { LangQuery } from '../i18n/languages';

/** The 200 response of a route answering `{ success: true, message, ...shape }`. */
export const ok = <T extends z.ZodRawShape>(shape: T, description: string) => ({
  200: {
    description,
    content: {
      'application/json': {
        schema: z.object({ success: z.literal(true), message: z.string(), ...shape }),
      },
    },
  },
});

/** Reads every record of a query, parsed. */
export const records =
  <T>(db: Db, sql: string) =>
  () =>
    db
      .prepare(sql)
      .pluck()
      .all()
      .map((row) => JSON.parse(String(row)) as T);

/** A GET route of the content pages (events, videos, catalogues…) that answers in the `lang` asked for. */
export const contentRoute = <P extends string, R extends RouteConfig['responses']>(
  path: P,
  summary: string,
  responses: R,
) =>
  createRoute({
    method: 'get',
    path,
    tags: ['content'],
    summary,
    request: { query: LangQuery },
    responses,
  });
