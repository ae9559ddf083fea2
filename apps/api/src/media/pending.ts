// Photo variants the import named but did not make (stored with an empty body): made from their stored photo and
// stored in their row, on a request (GET /media) or all at once (the test suite's seeded database).
import type { Db } from '../db/database';
import { etagOf } from '../http/etag';
import { variantCacheDir, variantMaker } from './images';

export interface PendingVariants {
  /** Makes and stores the variant at `path`; its bytes, or undefined when its photo no longer makes it. */
  make(path: string): Promise<Buffer | undefined>;
  /** Makes every variant still to make, one after another (WebP, the `src` every page shows, first). */
  makeAll(): Promise<number>;
}

export function pendingVariants(db: Db): PendingVariants {
  const photo = db.prepare('SELECT body FROM media WHERE path = ?').pluck();
  const store = db.prepare(
    'UPDATE media SET body = ?, etag = ? WHERE path = ? AND length(body) = 0',
  );
  const maker = variantMaker({
    cacheDir: variantCacheDir(),
    photoOf: (path) => photo.get(path) as Buffer | undefined,
  });
  const make = async (path: string) => {
    const body = await maker(path);
    if (body) store.run(body, etagOf(body), path);
    return body;
  };
  return {
    make,
    async makeAll() {
      const paths = db
        .prepare(
          "SELECT path FROM media WHERE length(body) = 0 AND (path LIKE '%.webp' OR path LIKE '%.avif') ORDER BY path LIKE '%.avif', path",
        )
        .pluck()
        .all() as string[];
      for (const path of paths) await make(path);
      return paths.length;
    },
  };
}
