// The catalogue in another language: the same snapshot with each record's translated texts laid over its English
// ones. Every handler shapes answers from a snapshot, so a localized snapshot gives localized answers without any
// shaping code knowing about languages; a field with no translation keeps the record's English text.
import type { Language } from '../i18n/languages';
import type { TranslatedEntity } from './format';
import type { Snapshot } from './snapshot';

export const translationKey = (entity: TranslatedEntity, key: string) => `${entity} ${key}`;

/** The record with the fields of its translation over its own (the record itself when there is none). */
function overlay<T extends object>(
  record: T,
  texts: Map<string, Record<string, unknown>>,
  entity: TranslatedEntity,
  key: string,
): T {
  const fields = texts.get(translationKey(entity, key));
  return fields ? { ...record, ...fields } : record;
}

/** A product's translation over it: its `materials` and `cartridge` are texts of its `fit`, laid over there. */
function overlayProduct<T extends { fit: object }>(
  product: T,
  texts: Map<string, Record<string, unknown>>,
  model: string,
): T {
  const fields = texts.get(translationKey('product', model));
  if (!fields) return product;
  const { materials, cartridge, ...own } = fields;
  return {
    ...product,
    ...own,
    fit: {
      ...product.fit,
      ...(materials !== undefined ? { materials } : {}),
      ...(cartridge !== undefined ? { cartridge } : {}),
    },
  };
}

/** The parts by code and by model with their translated names. */
function localizedParts(
  snapshot: Snapshot,
  texts: Map<string, Record<string, unknown>>,
): Pick<Snapshot, 'parts' | 'partsByModel'> {
  const parts = new Map(
    [...snapshot.parts].map(([code, part]) => [code, overlay(part, texts, 'part', code)]),
  );
  const partsByModel = new Map(
    [...snapshot.partsByModel].map(([model, list]) => [
      model,
      list.map((part) => parts.get(part.code) ?? part),
    ]),
  );
  return { parts, partsByModel };
}

/** The snapshot in `language`; the snapshot itself for the records' own language or one with no translations. */
export function localizeSnapshot(snapshot: Snapshot, language: Language): Snapshot {
  const texts = snapshot.translations.get(language);
  if (!texts || texts.size === 0) return snapshot;
  const products = new Map(
    [...snapshot.products].map(([model, p]) => [model, overlayProduct(p, texts, model)]),
  );
  const families = new Map(
    [...snapshot.families].map(([family, members]) => [
      family,
      members.map((member) => products.get(member.model) ?? member),
    ]),
  );
  return {
    ...snapshot,
    language,
    products,
    families,
    collections: new Map(
      [...snapshot.collections].map(([slug, c]) => [slug, overlay(c, texts, 'collection', slug)]),
    ),
    // Videos travel inside product galleries and banners too, so they are laid over once here.
    videos: new Map([...snapshot.videos].map(([id, v]) => [id, overlay(v, texts, 'video', id)])),
    technologies: new Map(
      [...snapshot.technologies].map(([slug, t]) => [slug, overlay(t, texts, 'technology', slug)]),
    ),
    // Spare parts are listed per product too, so each part is laid over once and shared by both maps.
    ...localizedParts(snapshot, texts),
    categories: snapshot.categories.map((category) => ({
      ...overlay(category, texts, 'category', `${category.area}/${category.slug}`),
      items: category.items.map((item) =>
        overlay(item, texts, 'categoryItem', `${category.area}/${category.slug}/${item.value}`),
      ),
    })),
  };
}

/**
 * Lays a record's translation in the snapshot's language over it (an innovation, event, banner, award…); for records
 * read outside the snapshot.
 */
export function localizeRecord<T extends object>(
  snapshot: Snapshot,
  entity: TranslatedEntity,
  key: string,
  record: T,
): T {
  const texts = snapshot.translations.get(snapshot.language);
  return texts ? overlay(record, texts, entity, key) : record;
}

/** Every record of a list read outside the snapshot, each with its translation laid over it by its slug. */
export function localizeBySlug<T extends { slug: string }>(
  snapshot: Snapshot,
  entity: TranslatedEntity,
  records: readonly T[],
): T[] {
  return records.map((record) => localizeRecord(snapshot, entity, record.slug, record));
}
