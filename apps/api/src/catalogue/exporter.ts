// Reads the current catalogue back out of the database in the exchange format, and writes it to a folder or file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/database';
import { CATALOGUE_SECTIONS, type CatalogueDocument } from './format';

function records<T>(db: Db, sql: string): T[] {
  return db
    .prepare(sql)
    .pluck()
    .all()
    .map((record) => JSON.parse(String(record)) as T);
}

/** The catalogue held by the database, section by section, in the order it was imported. */
export function exportCatalogue(db: Db): CatalogueDocument {
  const manifest = db.prepare("SELECT value FROM meta WHERE key = 'manifest'").pluck().get();
  if (typeof manifest !== 'string') throw new Error('The database holds no catalogue to export.');
  return {
    manifest: JSON.parse(manifest) as CatalogueDocument['manifest'],
    categories: records(db, 'SELECT record FROM categories ORDER BY seq'),
    collections: records(db, 'SELECT record FROM collections ORDER BY seq'),
    technologies: records(db, 'SELECT record FROM technologies ORDER BY seq'),
    products: records(db, 'SELECT record FROM products ORDER BY seq'),
    dealers: records(db, 'SELECT record FROM dealers ORDER BY seq'),
    videoCategories: records(db, 'SELECT record FROM video_categories ORDER BY seq'),
    catalogCategories: records(db, 'SELECT record FROM catalog_categories ORDER BY seq'),
    awards: records(db, 'SELECT record FROM awards ORDER BY seq'),
    innovations: records(db, 'SELECT record FROM innovations ORDER BY seq'),
    events: records(db, 'SELECT record FROM events ORDER BY seq'),
    banners: records(db, 'SELECT record FROM banners ORDER BY seq'),
    parts: records(db, 'SELECT record FROM parts ORDER BY seq'),
    synonyms: records(db, 'SELECT record FROM search_synonyms ORDER BY seq'),
    places: records(db, 'SELECT record FROM places ORDER BY seq'),
    translations: (
      db.prepare('SELECT language, entity, key, fields FROM translations ORDER BY seq').all() as {
        language: string;
        entity: CatalogueDocument['translations'][number]['entity'];
        key: string;
        fields: string;
      }[]
    ).map((row) => ({
      language: row.language,
      entity: row.entity,
      key: row.key,
      fields: JSON.parse(row.fields) as CatalogueDocument['translations'][number]['fields'],
    })),
  };
}

/** Writes a catalogue as a folder of section files, or as one file when `target` ends in `.json`. */
export function writeCatalogue(catalogue: CatalogueDocument, target: string): string[] {
  if (target.endsWith('.json')) {
    writeFileSync(target, `${JSON.stringify(catalogue, null, 2)}\n`);
    return [target];
  }
  mkdirSync(target, { recursive: true });
  return CATALOGUE_SECTIONS.map((section) => {
    const file = join(target, `${section}.json`);
    writeFileSync(file, `${JSON.stringify(catalogue[section], null, 2)}\n`);
    return file;
  });
}
