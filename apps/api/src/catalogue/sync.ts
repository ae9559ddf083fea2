// The catalogue across replicas (with DATABASE_URL): an import on any replica publishes the catalogue as a new
// version in PostgreSQL; every replica checks for a newer version every CATALOGUE_SYNC_INTERVAL_MS and loads it into
// its local SQLite copy, where the catalogue is read from (reads never wait on PostgreSQL). A load changes the
// catalogue hash, which drops the response and media caches and changes the versioned media URLs.
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import type { WriteStore } from '../db/writes';
import { importCatalogue } from './importer';
import type { RawCatalogue } from './read';
import type { CatalogueState } from './state';

/** Stores a validated, imported catalogue as the newest version; returns that version. */
export async function publishCatalogue(
  store: WriteStore,
  raw: RawCatalogue,
  hash: string,
): Promise<number> {
  const { version } = await store.db
    .insertInto('catalogue_snapshots')
    .values({ hash, document: JSON.stringify(raw) })
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(version);
}

export interface CatalogueSync {
  /** Loads the newest version when it differs from the local catalogue; true when it loaded one. */
  check(): Promise<boolean>;
  stop(): void;
}

export interface CatalogueSyncOptions {
  store: WriteStore;
  db: Db;
  state: CatalogueState;
  logger: Logger;
  /** How often to check; 0 checks only when asked. */
  intervalMs: number;
}

export function startCatalogueSync(options: CatalogueSyncOptions): CatalogueSync {
  const { store, db, state, logger } = options;
  const localHash = db.prepare("SELECT value FROM meta WHERE key = 'catalogue_hash'").pluck();
  let seenVersion = 0;
  let running: Promise<boolean> | undefined;

  const load = async (): Promise<boolean> => {
    const newest = await store.db
      .selectFrom('catalogue_snapshots')
      .select(['version', 'hash'])
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!newest || Number(newest.version) <= seenVersion) return false;
    const version = Number(newest.version);
    if (newest.hash === String(localHash.get() ?? '')) {
      seenVersion = version;
      return false;
    }
    const { document } = await store.db
      .selectFrom('catalogue_snapshots')
      .select('document')
      .where('version', '=', version)
      .executeTakeFirstOrThrow();
    let summary;
    try {
      summary = importCatalogue(db, JSON.parse(document) as RawCatalogue);
    } finally {
      // A version that cannot be loaded is not tried again every tick; the next import publishes a new one.
      seenVersion = version;
    }
    state.refresh();
    logger.info({ version, hash: summary.hash }, 'catalogue loaded from another replica');
    return true;
  };

  const check = () => {
    // One check at a time: a slow load is not started again by the next tick.
    running ??= load().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer =
    options.intervalMs > 0
      ? setInterval(() => {
          check().catch((error: unknown) =>
            logger.warn(
              { err: String(error) },
              'catalogue sync: PostgreSQL not reachable; retrying',
            ),
          );
        }, options.intervalMs)
      : undefined;
  timer?.unref();

  return {
    check,
    stop: () => clearInterval(timer),
  };
}
