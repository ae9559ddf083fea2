// The in-memory view of the catalogue the handlers shape answers from, rebuilt when an import changes the database.
import type { Db } from '../db/database';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { indexVariants } from '../media/images';
import { localizeSnapshot, translationKey } from './localize';
import type {
  PartRecord,
  SynonymRecord,
  PlaceRecord,
  CategoryRecord,
  CollectionRecord,
  ProductRecord,
  TechnologyRecord,
  TranslatedEntity,
  VideoRecord,
} from './format';
import type { Snapshot, Translations } from './snapshot';

export type { Snapshot };

const RECHECK_MS = 1000;

function parseAll<T>(db: Db, sql: string): T[] {
  return db
    .prepare(sql)
    .pluck()
    .all()
    .map((record) => JSON.parse(String(record)) as T);
}

/**
 * Holds the snapshot and notices, at most once a second, when another process (an import) has replaced the
 * catalogue; listeners (the response and media caches) are told so they drop what they hold.
 */
export class CatalogueState {
  readonly #db: Db;
  readonly #hashQuery;
  readonly #listeners: (() => void)[] = [];
  #snapshot: Snapshot | undefined;
  #checkedAt = 0;

  constructor(db: Db) {
    this.#db = db;
    this.#hashQuery = db.prepare("SELECT value FROM meta WHERE key = 'catalogue_hash'").pluck();
  }

  /** Registers a function called whenever the catalogue changes. */
  onChange(listener: () => void): void {
    this.#listeners.push(listener);
  }

  /**
   * Re-reads the hash now instead of within the second, so a catalogue just loaded (a snapshot from another replica)
   * is answered, and the caches dropped, from the next request on.
   */
  refresh(): void {
    this.#checkedAt = 0;
    void this.snapshot;
  }

  /** The current catalogue hash, re-read from the database at most once a second. */
  get hash(): string {
    return this.snapshot.hash;
  }

  /**
   * The snapshot with its texts in `language` (see localize.ts): the snapshot itself for English, else one made
   * once per catalogue and language, so the per-snapshot caches (shaped JSON, model keys) keep languages apart.
   */
  snapshotIn(language: Language): Snapshot {
    const snapshot = this.snapshot;
    if (language === DEFAULT_LANGUAGE) return snapshot;
    let byLanguage = this.#localized.get(snapshot);
    if (!byLanguage) this.#localized.set(snapshot, (byLanguage = new Map()));
    let localized = byLanguage.get(language);
    if (!localized) byLanguage.set(language, (localized = localizeSnapshot(snapshot, language)));
    return localized;
  }

  readonly #localized = new WeakMap<Snapshot, Map<Language, Snapshot>>();

  get snapshot(): Snapshot {
    const now = Date.now();
    if (this.#snapshot && now - this.#checkedAt < RECHECK_MS) return this.#snapshot;
    this.#checkedAt = now;
    const hash = String(this.#hashQuery.get() ?? '');
    if (!this.#snapshot || this.#snapshot.hash !== hash) {
      const changed = this.#snapshot !== undefined;
      // One read transaction, so an import committing meanwhile cannot mix two catalogues in the snapshot.
      this.#snapshot = this.#db.transaction(() =>
        this.#load(String(this.#hashQuery.get() ?? '')),
      )();
      if (changed) for (const listener of this.#listeners) listener();
    }
    return this.#snapshot;
  }

  #load(hash: string): Snapshot {
    const db = this.#db;
    const products = parseAll<ProductRecord>(db, 'SELECT record FROM products ORDER BY seq');
    const families = new Map<string, ProductRecord[]>();
    for (const product of products)
      families.set(product.family, [...(families.get(product.family) ?? []), product]);
    const videos = new Map<string, VideoRecord & { category: string }>();
    for (const row of db.prepare('SELECT category, record FROM videos').all() as {
      category: string;
      record: string;
    }[]) {
      const video = JSON.parse(row.record) as VideoRecord;
      videos.set(video.id, { ...video, category: row.category });
    }
    const parts = parseAll<PartRecord>(db, 'SELECT record FROM parts ORDER BY seq');
    const translations: Translations = new Map();
    for (const row of db
      .prepare('SELECT language, entity, key, fields FROM translations ORDER BY seq')
      .all() as { language: string; entity: TranslatedEntity; key: string; fields: string }[]) {
      let texts = translations.get(row.language);
      if (!texts) translations.set(row.language, (texts = new Map()));
      texts.set(
        translationKey(row.entity, row.key),
        JSON.parse(row.fields) as Record<string, unknown>,
      );
    }
    return {
      hash,
      language: DEFAULT_LANGUAGE,
      translations,
      ...partsIndex(parts),
      synonyms: parseAll<SynonymRecord>(db, 'SELECT record FROM search_synonyms ORDER BY seq'),
      places: parseAll<PlaceRecord>(db, 'SELECT record FROM places ORDER BY seq'),
      categories: parseAll<CategoryRecord>(
        db,
        'SELECT record FROM categories ORDER BY area, rank, seq',
      ),
      collections: new Map(
        parseAll<CollectionRecord>(db, 'SELECT record FROM collections ORDER BY rank, seq').map(
          (c) => [c.slug, c],
        ),
      ),
      technologies: new Map(
        parseAll<TechnologyRecord>(db, 'SELECT record FROM technologies ORDER BY rank, seq').map(
          (t) => [t.slug, t],
        ),
      ),
      products: new Map(products.map((p) => [p.model, p])),
      families,
      videos,
      images: indexVariants(
        db
          .prepare("SELECT path FROM media WHERE path LIKE '%.avif' OR path LIKE '%.webp'")
          .pluck()
          .all() as string[],
      ),
    };
  }
}

/** The parts by code and by the products they fit, for a snapshot. */
export function partsIndex(parts: readonly PartRecord[]): Pick<Snapshot, 'parts' | 'partsByModel'> {
  const partsByModel = new Map<string, PartRecord[]>();
  for (const part of parts)
    for (const model of part.fits)
      partsByModel.set(model, [...(partsByModel.get(model) ?? []), part]);
  return { parts: new Map(parts.map((part) => [part.code, part])), partsByModel };
}
