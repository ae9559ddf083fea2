// GET /health: whether the process is up and which catalogue it serves. Never cached.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../http/env';

export function registerHealth(app: OpenAPIHono<AppEnv>, { db, state }: Deps): void {
  const countProducts = db.prepare('SELECT count(*) FROM products').pluck();
  const started = Date.now();
  app.openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags: ['health'],
      summary:
        'Liveness and the catalogue served; `Cache-Control: no-store`, as a cached health answer would hide an outage',
      responses: {
        200: {
          description: 'The server is up',
          content: {
            'application/json': {
              schema: z.object({
                status: z.literal('ok'),
                catalogue: z.string(),
                products: z.number().int(),
                uptimeSeconds: z.number().int(),
              }),
            },
          },
        },
      },
    }),
    (c) => {
      c.header('cache-control', 'no-store');
      return c.json(
        {
          status: 'ok' as const,
          catalogue: state.hash,
          products: Number(countProducts.get()),
          uptimeSeconds: Math.floor((Date.now() - started) / 1000),
        },
        200,
      );
    },
  );
}
