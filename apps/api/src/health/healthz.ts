// GET /healthz: what an operator or a monitor asks of a replica, each check named with its finding. Not part of the
// catalogue's contract (no OpenAPI entry): it is about this process, not the catalogue.
import { sql } from 'kysely';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { createOutboxStore } from '../forms/outbox';
import type { AppEnv, Deps } from '../http/env';

/**
 * An unsent notification older than this means the outbox is stuck: retries back off 1, 2, 4 and 8 minutes, so a
 * mail that still waits after half an hour will not go without an operator (the mail server or its settings).
 */
export const OUTBOX_STUCK_AFTER_SECONDS = 30 * 60;

interface Check {
  ok: boolean;
  detail: string;
}

/**
 * 200 `ok` when every check passes; 200 `degraded` when only the outbox is stuck (the replica still serves pages and
 * stores submissions, so a balancer must keep it); 503 `failing` when the database or the catalogue is not there.
 */
export function registerHealthz(app: OpenAPIHono<AppEnv>, { db, state, writes }: Deps): void {
  const countProducts = db.prepare('SELECT count(*) FROM products').pluck();
  const outbox = createOutboxStore(writes);
  app.get('/healthz', async (c) => {
    const database: Check = await sql`SELECT 1`.execute(writes.db).then(
      () => ({
        ok: true,
        detail: `${writes.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'} answers`,
      }),
      (error: unknown) => ({
        ok: false,
        detail: `${writes.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'} does not answer: ${error instanceof Error ? error.message : String(error)}`,
      }),
    );
    let catalogue: Check;
    try {
      const products = Number(countProducts.get());
      catalogue =
        products > 0
          ? { ok: true, detail: `version ${state.hash}, ${products} products` }
          : { ok: false, detail: 'the catalogue has no products' };
    } catch (error) {
      catalogue = { ok: false, detail: `the catalogue cannot be read: ${String(error)}` };
    }
    const outboxCheck: Check = await outbox.stats().then(
      ({ unsent, oldestCreatedAt }) => {
        const age = oldestCreatedAt ? (Date.now() - Date.parse(oldestCreatedAt)) / 1000 : 0;
        return age > OUTBOX_STUCK_AFTER_SECONDS
          ? {
              ok: false,
              detail: `${unsent} unsent, the oldest waiting ${Math.round(age / 60)} minutes`,
            }
          : {
              ok: true,
              detail: `${unsent} unsent${unsent ? `, the oldest ${Math.round(age)} s` : ''}`,
            };
      },
      () => ({ ok: false, detail: 'the outbox cannot be read' }),
    );
    const failing = !database.ok || !catalogue.ok;
    c.header('cache-control', 'no-store');
    return c.json(
      {
        status: failing ? 'failing' : outboxCheck.ok ? 'ok' : 'degraded',
        checks: { database, catalogue, outbox: outboxCheck },
      },
      failing ? 503 : 200,
    );
  });
}
