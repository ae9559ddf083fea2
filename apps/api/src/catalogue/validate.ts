// Validates a raw catalogue: every record against its schema, then every reference between records.
import type { z } from 'zod';
import {
  CatalogueDocument,
  TRANSLATABLE_FIELDS,
  type CatalogueDocument as Catalogue,
  type TranslatedEntity,
} from './format';
import { CatalogueError, type CatalogueProblem } from './errors';
import { compactCode } from '@fittings/catalog-core/parts';
import { modelKey } from '@fittings/catalog-core';
import { nameKey } from './keys';
import type { RawCatalogue } from './read';

const KEY_FIELDS = ['model', 'slug', 'id'] as const;

/** Names a record by its key field when it has one: `products[12] (T14059-PR)`. */
function recordLabel(section: unknown[], index: number, sectionName: string): string {
  const record = section[index];
  if (record && typeof record === 'object') {
    for (const field of KEY_FIELDS) {
      const value = (record as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.length <= 60)
        return `${sectionName}[${index}] (${value})`;
    }
  }
  return `${sectionName}[${index}]`;
}

function formatPath(raw: RawCatalogue, path: readonly PropertyKey[]): string {
  const [section, index, ...rest] = path;
  if (section === undefined) return 'catalogue';
  let where = String(section);
  const records = raw[String(section)];
  if (typeof index === 'number' && Array.isArray(records)) {
    where = recordLabel(records, index, String(section));
  } else if (index !== undefined) {
    rest.unshift(index);
  }
  for (const part of rest) where += typeof part === 'number' ? `[${part}]` : `.${String(part)}`;
  return where;
}

function schemaProblems(raw: RawCatalogue, error: z.ZodError): CatalogueProblem[] {
  return error.issues.map((issue) => ({
    where: formatPath(raw, issue.path),
    message:
      issue.code === 'invalid_type' && issue.input === undefined
        ? 'is required'
        : issue.code === 'unrecognized_keys'
          ? `has unknown field(s) ${issue.keys.map((key) => `"${key}"`).join(', ')}`
          : issue.message,
  }));
}

/** Checks what a schema cannot: unique keys and references that point at records that exist. */
function referenceProblems(catalogue: Catalogue): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const at = (section: string, index: number, key: string, field?: string) =>
    `${section}[${index}] (${key})${field ? `.${field}` : ''}`;

  const unique = <T>(section: string, records: T[], key: (record: T) => string, label = key) => {
    const seen = new Map<string, number>();
    records.forEach((record, index) => {
      const value = key(record);
      const first = seen.get(value);
      if (first !== undefined) {
        problems.push({
          where: at(section, index, label(record)),
          message: `repeats the key "${value}" of ${section}[${first}]`,
        });
      } else seen.set(value, index);
    });
  };

  unique(
    'categories',
    catalogue.categories,
    (c) => `${c.area}/${c.slug}`,
    (c) => c.slug,
  );
  catalogue.categories.forEach((category, index) => {
    const values = new Set<string>();
    category.items.forEach((item, itemIndex) => {
      if (values.has(item.value)) {
        problems.push({
          where: at('categories', index, category.slug, `items[${itemIndex}].value`),
          message: `repeats "${item.value}"`,
        });
      }
      values.add(item.value);
    });
  });
  unique('collections', catalogue.collections, (c) => c.slug);
  unique(
    'collections',
    catalogue.collections,
    (c) => nameKey(c.viewableName),
    (c) => c.slug,
  );
  unique('technologies', catalogue.technologies, (t) => t.slug);
  unique(
    'products',
    catalogue.products,
    (p) => modelKey(p.model),
    (p) => p.model,
  );
  unique(
    'products',
    catalogue.products,
    (p) => p.slug,
    (p) => p.model,
  );
  unique('dealers', catalogue.dealers, (d) => d.id);
  unique('videoCategories', catalogue.videoCategories, (v) => v.slug);
  unique(
    'videos',
    catalogue.videoCategories.flatMap((category) => category.videos),
    (v) => v.id,
  );
  unique('catalogCategories', catalogue.catalogCategories, (c) => c.slug);
  unique(
    'catalogs',
    catalogue.catalogCategories.flatMap((category) => category.catalogs),
    (c) => c.slug,
  );
  unique('awards', catalogue.awards, (a) => a.id);
  unique('innovations', catalogue.innovations, (i) => i.slug);
  unique('events', catalogue.events, (e) => e.slug);
  unique('banners', catalogue.banners, (b) => b.id);
  unique('parts', catalogue.parts, (p) => p.code);
  unique('places', catalogue.places, (p) => p.name);

  const categories = new Map(catalogue.categories.map((c) => [`${c.area}/${c.slug}`, c]));
  const collections = new Map(catalogue.collections.map((c) => [c.slug, c]));
  const technologies = new Map(catalogue.technologies.map((t) => [t.slug, t]));
  const models = new Set(catalogue.products.map((p) => p.model));
  const modelKeys = new Map(catalogue.products.map((p) => [modelKey(p.model), p.model]));
  const videos = new Set(catalogue.videoCategories.flatMap((c) => c.videos.map((v) => v.id)));
  const families = new Map<string, Map<number, string>>();

  catalogue.products.forEach((product, index) => {
    const where = (field: string) => at('products', index, product.model, field);
    const category = categories.get(`${product.area}/${product.category}`);
    if (!category) {
      problems.push({
        where: where('category'),
        message: `references unknown ${product.area} category "${product.category}"`,
      });
    } else {
      const kind = category.queryKind;
      const other = kind === 'type' ? 'subcategory' : 'type';
      const value = product[kind];
      if (value === null || !category.items.some((item) => item.value === value)) {
        problems.push({
          where: where(kind),
          message: `must be one of the ${kind}s of ${product.area} category "${category.slug}" (${category.items
            .map((item) => item.value)
            .join(', ')})`,
        });
      }
      if (product[other] !== null) {
        problems.push({
          where: where(other),
          message: `must be null: category "${category.slug}" is listed by ${kind}`,
        });
      }
    }
    if (product.collection !== null) {
      const collection = collections.get(product.collection);
      if (!collection) {
        problems.push({
          where: where('collection'),
          message: `references unknown collection "${product.collection}"`,
        });
      } else {
        if (!collection.areas.includes(product.area)) {
          problems.push({
            where: where('area'),
            message: `is ${product.area} but collection "${collection.slug}" is ${collection.areas.join(' and ')} only`,
          });
        }
        if (product.line !== undefined && !(collection.lines ?? []).includes(product.line)) {
          problems.push({
            where: where('line'),
            message: `must be one of the lines of collection "${collection.slug}" (${(collection.lines ?? []).join(', ') || 'it has none'})`,
          });
        }
      }
    } else if (product.line !== undefined) {
      problems.push({ where: where('line'), message: 'needs a collection' });
    }
    if (product.newLaunch && product.comingSoon) {
      problems.push({
        where: where('comingSoon'),
        message: 'cannot be set together with newLaunch',
      });
    }
    const checkTechnologies = (
      field: 'technologies' | 'specialFeatures',
      kind: 'technology' | 'special-feature',
    ) =>
      product[field].forEach((slug, i) => {
        const technology = technologies.get(slug);
        if (!technology)
          problems.push({
            where: where(`${field}[${i}]`),
            message: `references unknown ${kind} "${slug}"`,
          });
        else if (technology.kind !== kind) {
          problems.push({
            where: where(`${field}[${i}]`),
            message: `"${slug}" is a ${technology.kind}, not a ${kind}`,
          });
        }
      });
    checkTechnologies('technologies', 'technology');
    checkTechnologies('specialFeatures', 'special-feature');
    for (const field of ['accents', 'installations', 'related', 'recommended'] as const) {
      product[field].forEach((target, i) => {
        if (!models.has(target)) {
          problems.push({
            where: where(`${field}[${i}]`),
            message: `references unknown model "${target}"`,
          });
        } else if (target === product.model) {
          problems.push({
            where: where(`${field}[${i}]`),
            message: 'references the product itself',
          });
        }
      });
    }
    product.gallery.videos.forEach((video, i) => {
      if (!videos.has(video))
        problems.push({
          where: where(`gallery.videos[${i}]`),
          message: `references unknown video "${video}"`,
        });
    });
    const family = families.get(product.family) ?? new Map<number, string>();
    const sibling = family.get(product.finish);
    if (sibling !== undefined) {
      problems.push({
        where: where('finish'),
        message: `repeats finish ${product.finish} of "${sibling}" in family "${product.family}"`,
      });
    }
    family.set(product.finish, product.model);
    families.set(product.family, family);
  });
  // A slug that equals another product's model would make /get/product/{id} ambiguous.
  catalogue.products.forEach((product, index) => {
    const owner = modelKeys.get(product.slug);
    if (owner !== undefined && owner !== product.model) {
      problems.push({
        where: at('products', index, product.model, 'slug'),
        message: `equals the model of "${owner}"`,
      });
    }
  });

  catalogue.videoCategories.forEach((category, index) =>
    category.videos.forEach((video, videoIndex) => {
      const where = (field: string) =>
        at('videoCategories', index, category.slug, `videos[${videoIndex}].${field}`);
      video.products.forEach((model, i) => {
        if (!models.has(model))
          problems.push({
            where: where(`products[${i}]`),
            message: `references unknown model "${model}"`,
          });
      });
      if (video.technology !== null && !technologies.has(video.technology)) {
        problems.push({
          where: where('technology'),
          message: `references unknown technology "${video.technology}"`,
        });
      }
    }),
  );
  catalogue.catalogCategories.forEach((category, index) =>
    category.catalogs.forEach((catalog, catalogIndex) => {
      const where = (field: string) =>
        at('catalogCategories', index, category.slug, `catalogs[${catalogIndex}].${field}`);
      catalog.categories.forEach((slug, i) => {
        const known = catalog.area
          ? categories.has(`${catalog.area}/${slug}`)
          : categories.has(`bathroom/${slug}`) || categories.has(`kitchen/${slug}`);
        if (!known)
          problems.push({
            where: where(`categories[${i}]`),
            message: `references unknown category "${slug}"`,
          });
      });
      catalog.collections.forEach((slug, i) => {
        if (!collections.has(slug))
          problems.push({
            where: where(`collections[${i}]`),
            message: `references unknown collection "${slug}"`,
          });
      });
    }),
  );
  catalogue.awards.forEach((award, index) => {
    const { kind, ref } = award.subject;
    const known =
      kind === 'brand' ||
      (kind === 'product' && models.has(ref)) ||
      (kind === 'collection' && collections.has(ref)) ||
      (kind === 'technology' && technologies.has(ref));
    if (!known)
      problems.push({
        where: at('awards', index, award.id, 'subject.ref'),
        message: `references unknown ${kind} "${ref}"`,
      });
  });
  catalogue.innovations.forEach((innovation, index) =>
    innovation.technologies.forEach((slug, i) => {
      if (!technologies.has(slug)) {
        problems.push({
          where: at('innovations', index, innovation.slug, `technologies[${i}]`),
          message: `references unknown technology "${slug}"`,
        });
      }
    }),
  );
  catalogue.events.forEach((event, index) => {
    if (event.endsOn < event.startsOn)
      problems.push({
        where: at('events', index, event.slug, 'endsOn'),
        message: 'is before startsOn',
      });
    event.collections.forEach((slug, i) => {
      if (!collections.has(slug))
        problems.push({
          where: at('events', index, event.slug, `collections[${i}]`),
          message: `references unknown collection "${slug}"`,
        });
    });
  });
  catalogue.banners.forEach((banner, index) => {
    const where = (field: string) => at('banners', index, banner.id, field);
    if (banner.collection !== null && !collections.has(banner.collection)) {
      problems.push({
        where: where('collection'),
        message: `references unknown collection "${banner.collection}"`,
      });
    }
    if (banner.kind === 'video' && banner.video === null)
      problems.push({ where: where('video'), message: 'is required for a video banner' });
    if (banner.video !== null && !videos.has(banner.video))
      problems.push({
        where: where('video'),
        message: `references unknown video "${banner.video}"`,
      });
  });
  // A part's code must never read as a model, or find-a-part could not tell which one a visitor means.
  const compactModels = new Set(catalogue.products.map((p) => compactCode(p.model)));
  catalogue.parts.forEach((part, index) => {
    if (compactModels.has(compactCode(part.code)))
      problems.push({
        where: at('parts', index, part.code, 'code'),
        message: 'reads the same as a product model',
      });
    part.fits.forEach((model, i) => {
      if (!models.has(model))
        problems.push({
          where: at('parts', index, part.code, `fits[${i}]`),
          message: `references unknown product "${model}"`,
        });
    });
  });
  problems.push(...translationProblems(catalogue));
  return problems;
}

/**
 * The records a translation may name, by entity, each with the lengths of its list fields (a translation keeps
 * them: one Hindi feature per feature).
 */
function translatableRecords(
  catalogue: Catalogue,
): Record<TranslatedEntity, Map<string, Record<string, number>>> {
  const keyed = <T>(records: T[], key: (record: T) => string) =>
    new Map(records.map((record) => [key(record), {}]));
  return {
    product: new Map(
      catalogue.products.map((p) => [
        p.model,
        { features: p.features.length, materials: p.fit.materials.length },
      ]),
    ),
    collection: keyed(catalogue.collections, (c) => c.slug),
    technology: keyed(catalogue.technologies, (t) => t.slug),
    category: keyed(catalogue.categories, (c) => `${c.area}/${c.slug}`),
    categoryItem: new Map(
      catalogue.categories.flatMap((c) =>
        c.items.map((i) => [`${c.area}/${c.slug}/${i.value}`, {}]),
      ),
    ),
    innovation: keyed(catalogue.innovations, (i) => i.slug),
    videoCategory: keyed(catalogue.videoCategories, (c) => c.slug),
    video: keyed(
      catalogue.videoCategories.flatMap((c) => c.videos),
      (v) => v.id,
    ),
    catalogCategory: keyed(catalogue.catalogCategories, (c) => c.slug),
    catalog: new Map(
      catalogue.catalogCategories.flatMap((c) =>
        c.catalogs.map((d) => [`${c.slug}/${d.slug}`, {}]),
      ),
    ),
    award: keyed(catalogue.awards, (a) => a.id),
    event: new Map(catalogue.events.map((e) => [e.slug, { highlights: e.highlights.length }])),
    banner: keyed(catalogue.banners, (b) => b.id),
    place: new Map([
      ...catalogue.dealers.flatMap((d): [string, Record<string, number>][] => [
        [d.address.city, {}],
        [d.address.state, {}],
      ]),
      ...catalogue.places.flatMap((p): [string, Record<string, number>][] => [
        [p.name, {}],
        [p.state, {}],
      ]),
    ]),
    part: keyed(catalogue.parts, (p) => p.code),
  };
}

/** Each translation names a record that exists, once per language, with fields it may translate, typed as they are. */
function translationProblems(catalogue: Catalogue): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const records = translatableRecords(catalogue);
  const seen = new Map<string, number>();
  catalogue.translations.forEach((translation, index) => {
    const { language, entity, key, fields } = translation;
    const where = (field?: string) =>
      `translations[${index}] (${language} ${entity} ${key})${field ? `.fields.${field}` : ''}`;
    const id = `${language} ${entity} ${key}`;
    const first = seen.get(id);
    if (first !== undefined)
      problems.push({ where: where(), message: `repeats the ${entity} of translations[${first}]` });
    else seen.set(id, index);
    const record = records[entity].get(key);
    if (!record) {
      problems.push({ where: where(), message: `references unknown ${entity} "${key}"` });
      return;
    }
    const allowed: readonly string[] = TRANSLATABLE_FIELDS[entity];
    for (const [field, value] of Object.entries(fields)) {
      if (!allowed.includes(field)) {
        problems.push({
          where: where(field),
          message: `is not a text a translation may replace (${entity}: ${allowed.join(', ')})`,
        });
      } else if (record[field] !== undefined) {
        if (!Array.isArray(value))
          problems.push({ where: where(field), message: 'must be a list of texts' });
        else if (value.length !== record[field])
          problems.push({
            where: where(field),
            message: `has ${value.length} ${field} where the ${entity} has ${record[field]}`,
          });
      } else if (typeof value !== 'string')
        problems.push({ where: where(field), message: 'must be a text' });
    }
  });
  return problems;
}

/** Validates a raw catalogue and returns it typed, or throws a {@link CatalogueError} naming every problem found. */
export function validateCatalogue(raw: RawCatalogue): Catalogue {
  const parsed = CatalogueDocument.safeParse(raw);
  if (!parsed.success) throw new CatalogueError(schemaProblems(raw, parsed.error));
  const problems = referenceProblems(parsed.data);
  if (problems.length > 0) throw new CatalogueError(problems);
  return parsed.data;
}
