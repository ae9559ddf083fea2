// Replaces the catalogue (and, when given, its media files) in the database with a validated one, in a single
// transaction.
import { createHash } from 'node:crypto';
import { finishName, modelKey } from '@fittings/catalog-core';
import type { Db } from '../db/database';
import { mediaDigest, replaceMedia, type MediaFile } from '../media/store';
import { CATALOGUE_SECTIONS, type CatalogueDocument } from './format';
import { nameKey, placeKey, plainName } from './keys';
import type { RawCatalogue } from './read';
import { validateCatalogue } from './validate';

const CATALOGUE_TABLES = [
  'places',
  'search_synonyms',
  'translations',
  'parts',
  'banners',
  'events',
  'innovation_technologies',
  'innovations',
  'awards',
  'catalogs',
  'catalog_categories',
  'videos',
  'video_categories',
  'dealers',
  'products_fts',
  'product_links',
  'product_technologies',
  'products',
  'technologies',
  'collections',
  'category_items',
  'categories',
  'meta',
] as const;

/** What an import wrote. */
export interface ImportSummary {
  hash: string;
  counts: Record<string, number>;
}

/**
 * A stable fingerprint of a catalogue and its media (`mediaHash`, see {@link mediaDigest}), stored so a server can
 * tell its caches are stale; media URLs carry it, so they change whenever a record or a file does.
 */
export function catalogueHash(catalogue: CatalogueDocument, mediaHash = ''): string {
  const hash = createHash('sha256');
  for (const section of CATALOGUE_SECTIONS) {
    // A catalogue without translations keeps the hash it had before the section existed (no replica reloads it).
    if (section === 'translations' && catalogue.translations.length === 0) continue;
    if (section === 'places' && catalogue.places.length === 0) continue;
    hash.update(JSON.stringify(catalogue[section]));
  }
  if (mediaHash) hash.update(`media:${mediaHash}`);
  return hash.digest('hex').slice(0, 16);
}

export interface ImportOptions {
  /**
   * The catalogue's media files (a brand's images and documents, or the demo art), replacing the stored ones.
   * Without it the media already stored are kept.
   */
  media?: readonly MediaFile[];
}

/**
 * Validates `raw` and, only when all of it is valid, replaces the whole catalogue with it in one transaction.
 * Throws a CatalogueError (nothing written) when a record or reference is wrong.
 */
export function importCatalogue(
  db: Db,
  raw: RawCatalogue,
  options: ImportOptions = {},
): ImportSummary {
  const catalogue = validateCatalogue(raw);
  const storedMediaHash = db.prepare("SELECT value FROM meta WHERE key = 'media_hash'").pluck();
  const mediaHash = options.media
    ? mediaDigest(options.media)
    : String(storedMediaHash.get() ?? '');
  const hash = catalogueHash(catalogue, mediaHash);
  const json = JSON.stringify;

  const categoryTitles = new Map<string, string>();
  const itemTitles = new Map<string, string>();
  for (const category of catalogue.categories) {
    categoryTitles.set(`${category.area}/${category.slug}`, category.title);
    for (const item of category.items)
      itemTitles.set(`${category.area}/${category.slug}/${item.value}`, item.title);
  }
  const collections = new Map(catalogue.collections.map((c) => [c.slug, c]));

  const write = db.transaction(() => {
    for (const table of CATALOGUE_TABLES) db.prepare(`DELETE FROM ${table}`).run();

    const insertCategory = db.prepare(
      'INSERT INTO categories (area, slug, query_kind, rank, seq, record) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const insertItem = db.prepare(
      'INSERT INTO category_items (area, category, value, title, rank, is_new) VALUES (?, ?, ?, ?, ?, ?)',
    );
    catalogue.categories.forEach((category, seq) => {
      insertCategory.run(
        category.area,
        category.slug,
        category.queryKind,
        category.rank,
        seq,
        json(category),
      );
      for (const item of category.items) {
        insertItem.run(
          category.area,
          category.slug,
          item.value,
          item.title,
          item.rank,
          item.isNew ? 1 : 0,
        );
      }
    });

    const insertCollection = db.prepare(
      `INSERT INTO collections (slug, name_key, viewable_key, style_code, waterwise, rank, seq, record)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    catalogue.collections.forEach((c, seq) =>
      insertCollection.run(
        c.slug,
        nameKey(c.name),
        nameKey(c.viewableName),
        c.styleCode,
        c.waterwise ? 1 : 0,
        c.rank,
        seq,
        json(c),
      ),
    );

    const insertTechnology = db.prepare(
      'INSERT INTO technologies (slug, kind, rank, seq, record) VALUES (?, ?, ?, ?, ?)',
    );
    catalogue.technologies.forEach((t, seq) =>
      insertTechnology.run(t.slug, t.kind, t.rank, seq, json(t)),
    );

    const insertProduct = db.prepare(
      `INSERT INTO products (model, model_key, slug, name_key, collection_slug, collection_key, viewable_key, area,
         category, type, subcategory, finish_code, style_code, family, new_launch, coming_soon, waterwise,
         has_marketplace, category_rank, subcategory_rank, rank, seq, record)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertFts = db.prepare(
      `INSERT INTO products_fts (rowid, model, name, description, collection, category, type, features, finishes)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    catalogue.products.forEach((p, seq) => {
      const collection = p.collection ? collections.get(p.collection) : undefined;
      const viewable = p.line ?? collection?.viewableName ?? '';
      const { lastInsertRowid } = insertProduct.run(
        p.model,
        modelKey(p.model),
        p.slug,
        nameKey(p.name),
        p.collection,
        collection ? nameKey(collection.name) : '',
        nameKey(viewable),
        p.area,
        p.category,
        p.type,
        p.subcategory,
        p.finish,
        collection?.styleCode ?? null,
        p.family,
        p.newLaunch ? 1 : 0,
        p.comingSoon ? 1 : 0,
        p.waterwise ? 1 : 0,
        p.amazonLink ? 1 : 0,
        p.categoryRank,
        p.subCategoryRank,
        p.rank,
        seq,
        json(p),
      );
      const kindValue = p.type ?? p.subcategory ?? '';
      insertFts.run(
        lastInsertRowid,
        `${p.model} ${p.model.replace(/-/g, '')}`,
        plainName(p.name),
        `${p.description} ${p.paragraph}`,
        collection ? `${plainName(collection.name)} ${viewable}` : '',
        `${categoryTitles.get(`${p.area}/${p.category}`) ?? ''} ${p.category.replace(/-/g, ' ')} ${p.area}`,
        `${itemTitles.get(`${p.area}/${p.category}/${kindValue}`) ?? ''} ${kindValue.replace(/-/g, ' ')}`,
        p.features.join(' '),
        finishName(p.finish) ?? '',
      );
    });

    const insertTech = db.prepare(
      'INSERT INTO product_technologies (model, technology, position) VALUES (?, ?, ?)',
    );
    const insertLink = db.prepare(
      'INSERT INTO product_links (model, kind, target, position) VALUES (?, ?, ?, ?)',
    );
    for (const p of catalogue.products) {
      [...p.technologies, ...p.specialFeatures].forEach((slug, position) =>
        insertTech.run(p.model, slug, position),
      );
      const links = [
        ['accent', p.accents],
        ['installation', p.installations],
        ['related', p.related],
        ['recommended', p.recommended],
      ] as const;
      for (const [kind, targets] of links)
        targets.forEach((target, position) => insertLink.run(p.model, kind, target, position));
    }

    const insertDealer = db.prepare(
      `INSERT INTO dealers (id, tier, city_key, state_key, pincode, lat, lng, seq, record)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    catalogue.dealers.forEach((d, seq) =>
      insertDealer.run(
        d.id,
        d.tier,
        placeKey(d.address.city),
        placeKey(d.address.state),
        d.address.pincode,
        d.lat,
        d.lng,
        seq,
        json(d),
      ),
    );

    const insertVideoCategory = db.prepare(
      'INSERT INTO video_categories (slug, rank, seq, record) VALUES (?, ?, ?, ?)',
    );
    const insertVideo = db.prepare('INSERT INTO videos (id, category, record) VALUES (?, ?, ?)');
    catalogue.videoCategories.forEach((category, seq) => {
      insertVideoCategory.run(category.slug, category.rank, seq, json(category));
      for (const video of category.videos) insertVideo.run(video.id, category.slug, json(video));
    });

    const insertCatalogCategory = db.prepare(
      'INSERT INTO catalog_categories (slug, rank, seq, record) VALUES (?, ?, ?, ?)',
    );
    const insertCatalog = db.prepare(
      'INSERT INTO catalogs (slug, category, record) VALUES (?, ?, ?)',
    );
    catalogue.catalogCategories.forEach((category, seq) => {
      insertCatalogCategory.run(category.slug, category.rank, seq, json(category));
      for (const catalog of category.catalogs)
        insertCatalog.run(catalog.slug, category.slug, json(catalog));
    });

    const insertAward = db.prepare(
      'INSERT INTO awards (id, year, seq, record) VALUES (?, ?, ?, ?)',
    );
    catalogue.awards.forEach((a, seq) => insertAward.run(a.id, a.year, seq, json(a)));

    const insertInnovation = db.prepare(
      'INSERT INTO innovations (slug, rank, seq, record) VALUES (?, ?, ?, ?)',
    );
    const insertInnovationTech = db.prepare(
      'INSERT INTO innovation_technologies (innovation, technology) VALUES (?, ?)',
    );
    catalogue.innovations.forEach((innovation, seq) => {
      insertInnovation.run(innovation.slug, innovation.rank, seq, json(innovation));
      for (const slug of innovation.technologies) insertInnovationTech.run(innovation.slug, slug);
    });

    const insertEvent = db.prepare(
      'INSERT INTO events (slug, starts_on, seq, record) VALUES (?, ?, ?, ?)',
    );
    catalogue.events.forEach((e, seq) => insertEvent.run(e.slug, e.startsOn, seq, json(e)));

    const insertBanner = db.prepare(
      'INSERT INTO banners (id, page, kind, rank, seq, record) VALUES (?, ?, ?, ?, ?, ?)',
    );
    catalogue.banners.forEach((b, seq) =>
      insertBanner.run(b.id, b.page, b.kind, b.rank, seq, json(b)),
    );

    const insertPart = db.prepare('INSERT INTO parts (code, seq, record) VALUES (?, ?, ?)');
    catalogue.parts.forEach((part, seq) => insertPart.run(part.code, seq, json(part)));

    const insertTranslation = db.prepare(
      'INSERT INTO translations (language, entity, key, seq, fields) VALUES (?, ?, ?, ?, ?)',
    );
    catalogue.translations.forEach((t, seq) =>
      insertTranslation.run(t.language, t.entity, t.key, seq, json(t.fields)),
    );

    const insertSynonym = db.prepare('INSERT INTO search_synonyms (seq, record) VALUES (?, ?)');
    catalogue.synonyms.forEach((group, seq) => insertSynonym.run(seq, json(group)));

    const insertPlace = db.prepare('INSERT INTO places (seq, record) VALUES (?, ?)');
    catalogue.places.forEach((place, seq) => insertPlace.run(seq, json(place)));

    const insertMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    insertMeta.run('manifest', json(catalogue.manifest));
    insertMeta.run('catalogue_hash', hash);
    if (mediaHash) insertMeta.run('media_hash', mediaHash);
    if (options.media) replaceMedia(db, options.media);
    insertMeta.run('imported_at', new Date().toISOString());
    db.prepare("INSERT INTO products_fts (products_fts) VALUES ('optimize')").run();
  });
  write();

  return {
    hash,
    counts: {
      categories: catalogue.categories.length,
      collections: catalogue.collections.length,
      technologies: catalogue.technologies.length,
      products: catalogue.products.length,
      dealers: catalogue.dealers.length,
      videos: catalogue.videoCategories.reduce((sum, c) => sum + c.videos.length, 0),
      catalogs: catalogue.catalogCategories.reduce((sum, c) => sum + c.catalogs.length, 0),
      awards: catalogue.awards.length,
      innovations: catalogue.innovations.length,
      events: catalogue.events.length,
      banners: catalogue.banners.length,
      parts: catalogue.parts.length,
      translations: catalogue.translations.length,
      synonyms: catalogue.synonyms.length,
      places: catalogue.places.length,
      ...(options.media ? { 'media files': options.media.length } : {}),
    },
  };
}
