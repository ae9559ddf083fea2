// The OpenAPI document of the API, built from the routes' zod schemas without a catalogue: the same document the
// running server serves at /openapi.json, written to apps/api/openapi.json (committed, the source of
// @fittings/api-client's types) and to dist/openapi.json at build time.
import { readFileSync } from 'node:fs';
import pino from 'pino';
import { createApp, OPENAPI_INFO } from '../app';
import { migrate, openDatabase } from '../db/database';

/** The document as the app serves it. Routes need the tables to exist, not the catalogue, so an empty in-memory
 * database is enough. */
export function buildOpenApiDocument(): Record<string, unknown> {
  const db = openDatabase(':memory:');
  try {
    migrate(db);
    const { app } = createApp({ db, logger: pino({ level: 'silent' }) });
    return app.getOpenAPI31Document(OPENAPI_INFO) as unknown as Record<string, unknown>;
  } finally {
    db.close();
  }
}

/** The document as written to a file: JSON formatted the way the repository's prettier formats it. */
export async function formatOpenApiDocument(
  document: Record<string, unknown>,
  file: string,
): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(JSON.stringify(document), { ...options, parser: 'json' });
}

/** The committed document (apps/api/openapi.json), parsed. */
export const readOpenApiFile = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
