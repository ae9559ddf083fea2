import type { Logger } from 'pino';
import type { CatalogueState } from '../catalogue/state';
import type { Db } from '../db/database';
import type { WriteStore } from '../db/writes';
import type { Language } from '../i18n/languages';
import type { Assets } from '../media/assets';
import type { ApiMetrics } from '../observe/metrics';

/** What every request handler can read from the context. */
export type AppEnv = {
  Variables: {
    requestId: string;
    assets: Assets;
    /** The base of asset URLs for this request (the configured CDN bases, or the relative /media). */
    assetBase: string;
    /** The client's address (behind trusted proxies, from X-Forwarded-For); set on POST routes. */
    clientIp: string;
    /** The language of the catalogue texts, from `?lang=` (default English); set on GET /get/* routes. */
    language: Language;
  };
};

/** What each resource's routes are registered with. */
export interface Deps {
  db: Db;
  /** The store of what visitors write (SQLite file or PostgreSQL). */
  writes: WriteStore;
  state: CatalogueState;
  logger: Logger;
  /** The figures `/metrics` shows on the metrics port (observe/metrics.ts). */
  metrics: ApiMetrics;
}
