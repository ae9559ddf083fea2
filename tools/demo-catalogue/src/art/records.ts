// The catalogue as the drawings read it: records by key, in the order the API's own snapshot holds them (see
// apps/api/src/catalogue/state.ts), so a catalogue document lists the products the site lists for it.
import type {
  CatalogueDocument,
  CategoryRecord,
  CollectionRecord,
  PartRecord,
  ProductRecord,
  TechnologyRecord,
  VideoRecord,
} from '@fittings/catalog-core/catalogue-format';

export interface Records {
  categories: CategoryRecord[];
  collections: Map<string, CollectionRecord>;
  technologies: Map<string, TechnologyRecord>;
  products: Map<string, ProductRecord>;
  families: Map<string, ProductRecord[]>;
  videos: Map<string, VideoRecord & { category: string }>;
  partsByModel: Map<string, PartRecord[]>;
}

/** Records sorted by rank, ties kept in catalogue order. */
const byRank = <T>(records: readonly T[], rank: (record: T) => number): T[] =>
  records
    .map((record, seq) => ({ record, seq }))
    .sort((a, b) => rank(a.record) - rank(b.record) || a.seq - b.seq)
    .map(({ record }) => record);

/** Appends `value` to the list under `key`. */
const push = <T>(map: Map<string, T[]>, key: string, value: T) =>
  map.set(key, [...(map.get(key) ?? []), value]);

export function recordsOf(catalogue: CatalogueDocument): Records {
  const families = new Map<string, ProductRecord[]>();
  for (const product of catalogue.products) push(families, product.family, product);
  const partsByModel = new Map<string, PartRecord[]>();
  for (const part of catalogue.parts)
    for (const model of part.fits) push(partsByModel, model, part);
  const videos: Records['videos'] = new Map();
  for (const category of catalogue.videoCategories)
    for (const video of category.videos)
      videos.set(video.id, { ...video, category: category.slug });
  const areaOrder = (a: CategoryRecord, b: CategoryRecord) =>
    a.area < b.area ? -1 : a.area > b.area ? 1 : 0;
  return {
    categories: catalogue.categories
      .map((record, seq) => ({ record, seq }))
      .sort(
        (a, b) => areaOrder(a.record, b.record) || a.record.rank - b.record.rank || a.seq - b.seq,
      )
      .map(({ record }) => record),
    collections: new Map(byRank(catalogue.collections, (c) => c.rank).map((c) => [c.slug, c])),
    technologies: new Map(byRank(catalogue.technologies, (t) => t.rank).map((t) => [t.slug, t])),
    products: new Map(catalogue.products.map((p) => [p.model, p])),
    families,
    videos,
    partsByModel,
  };
}
