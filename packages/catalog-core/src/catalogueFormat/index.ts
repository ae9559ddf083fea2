// The catalogue exchange format, as types: the records of the catalogue files the demo catalogue writes and the API
// imports (`catalog:import`, `catalog:export`). The API validates every import with zod schemas that its typecheck
// holds equal to these types (apps/api/src/catalogue/format.ts); the writer builds its records as these types. One
// definition for both sides, so neither depends on the other.

export const CATALOGUE_FORMAT = 'fittings-catalogue';
export const CATALOGUE_FORMAT_VERSION = 1;

/** The sections of a catalogue, in the order a folder's files are written (one `{section}.json` each). */
export const CATALOGUE_SECTIONS = [
  'manifest',
  'categories',
  'collections',
  'technologies',
  'products',
  'dealers',
  'videoCategories',
  'catalogCategories',
  'awards',
  'innovations',
  'events',
  'banners',
  'parts',
  'translations',
  'synonyms',
  'places',
] as const satisfies readonly (keyof CatalogueDocument)[];

/**
 * The texts a translation may replace, per kind of record: what a visitor reads. Names, models, codes, slugs and
 * trademarks are not here; they are the same in every language. A product's `features` and an event's `highlights`
 * are lists (one text per item, in the record's order); every other field is one text.
 */
export const TRANSLATABLE_FIELDS = {
  /** `materials` and `cartridge` are the texts of the product's `fit` (what it is made of, what controls it). */
  product: ['description', 'paragraph', 'features', 'materials', 'cartridge'],
  collection: ['description', 'tagline', 'suffix'],
  technology: ['name', 'summary', 'description'],
  category: ['title', 'description'],
  categoryItem: ['title'],
  innovation: ['title', 'description'],
  videoCategory: ['name', 'description'],
  video: ['title', 'description'],
  catalogCategory: ['name', 'description'],
  catalog: ['title', 'description'],
  /** An award's title says what it is in each language; its organisation keeps its own name. */
  award: ['title', 'description'],
  event: ['title', 'city', 'venue', 'description', 'highlights'],
  banner: ['title', 'subtitle'],
  /** A city or state of a dealer's address, keyed by its English name: how it is written in the language. */
  place: ['name'],
  /** A spare part, keyed by its code: what it is (its collection's name inside stays as written). */
  part: ['name'],
} as const;
export type TranslatedEntity = keyof typeof TRANSLATABLE_FIELDS;

export type CategoryRecord = {
  area: 'bathroom' | 'kitchen';
  slug: string;
  title: string;
  description: string;
  queryKind: 'type' | 'subcategory';
  rank: number;
  items: { value: string; title: string; rank: number; isNew?: boolean | undefined }[];
};
export type CollectionRecord = {
  slug: string;
  name: string;
  viewableName: string;
  suffix: string;
  description: string;
  tagline: string;
  areas: ('bathroom' | 'kitchen')[];
  styleCode: 10 | 20 | 30;
  finishCode: number;
  associatedFinishCodes: number[];
  waterwise: boolean;
  isNew: boolean;
  rank: number;
  lines?: string[] | undefined;
};
export type TechnologyRecord = {
  slug: string;
  name: string;
  kind: 'technology' | 'special-feature';
  areas: ('bathroom' | 'kitchen')[];
  summary: string;
  description: string;
  icon:
    | 'droplet'
    | 'magnet'
    | 'diamond'
    | 'touch'
    | 'thermometer'
    | 'spray'
    | 'shield'
    | 'light'
    | 'leaf'
    | 'sparkle'
    | 'glass'
    | 'filter'
    | 'swivel'
    | 'gear'
    | 'valve'
    | 'ruler';
  style: string;
  route: string;
  rank: number;
};
export type ProductRecord = {
  model: string;
  slug: string;
  name: string;
  description: string;
  paragraph: string;
  collection: string | null;
  area: 'bathroom' | 'kitchen';
  category: string;
  type: string | null;
  subcategory: string | null;
  finish: number;
  family: string;
  features: string[];
  technologies: string[];
  specialFeatures: string[];
  accents: string[];
  installations: string[];
  related: string[];
  recommended: string[];
  newLaunch: boolean;
  comingSoon: boolean;
  waterwise: boolean;
  amazonLink: string;
  flowRateLpm: number | null;
  warrantyYears: number;
  fit: {
    minPressureBar: number | null;
    flowAt1BarLpm: number | null;
    inletSize: string | null;
    hardWater: boolean | null;
    cartridge: string | null;
    materials: string[];
    dimensions: { heightMm: number; widthMm: number; depthMm: number };
  };
  categoryRank: number;
  subCategoryRank: number;
  rank: number;
  gallery: { views: ('front' | 'side' | 'detail' | 'scene')[]; videos: string[] };
  line?: string | undefined;
  seo?: { title: string; metaDescription: string } | undefined;
};
export type DealerRecord = {
  id: string;
  name: string;
  tier: 'dealer' | 'experience-centre';
  address: { line1: string; line2: string; city: string; state: string; pincode: string };
  phone: string;
  email: string;
  lat: number;
  lng: number;
  areas: ('bathroom' | 'kitchen')[];
  openingHours: string;
};
export type VideoRecord = {
  id: string;
  title: string;
  description: string;
  durationSeconds: number;
  publishedOn: string;
  products: string[];
  technology: string | null;
};
/** A category of a content page's entries (videos, catalogue documents): its name, words and place in the list. */
type ContentCategoryRecord = { slug: string; name: string; description: string; rank: number };
export type VideoCategoryRecord = ContentCategoryRecord & { videos: VideoRecord[] };
export type CatalogRecord = {
  slug: string;
  title: string;
  description: string;
  year: number;
  area: 'bathroom' | 'kitchen' | null;
  categories: string[];
  collections: string[];
};
export type CatalogCategoryRecord = ContentCategoryRecord & { catalogs: CatalogRecord[] };
export type AwardRecord = {
  id: string;
  year: number;
  title: string;
  organisation: string;
  description: string;
  subject: { kind: 'technology' | 'collection' | 'product' | 'brand'; ref: string };
};
export type InnovationRecord = {
  slug: string;
  title: string;
  description: string;
  area: 'bathroom' | 'kitchen' | null;
  rank: number;
  technologies: string[];
};
export type EventRecord = {
  slug: string;
  title: string;
  city: string;
  venue: string;
  startsOn: string;
  endsOn: string;
  description: string;
  highlights: string[];
  collections: string[];
  leadForm: boolean;
};
export type BannerRecord = {
  id: string;
  page: 'bathroom' | 'kitchen' | 'waterwise' | 'boa' | 'home';
  kind: 'image' | 'video';
  title: string;
  subtitle: string;
  link: string;
  rank: number;
  collection: string | null;
  video: string | null;
};
export type PartRecord = {
  code: string;
  name: string;
  kind: 'cartridge' | 'aerator' | 'o-ring-kit' | 'handle' | 'hose' | 'spray-face' | 'diverter';
  fits: string[];
};
export type TranslationRecord = {
  language: string;
  entity: TranslatedEntity;
  key: string;
  fields: Record<string, string | string[]>;
};
export type SynonymRecord = { words: string[] };
/**
 * A city or town a visitor may look for dealers in, with or without dealers of its own: its name as dealers'
 * addresses write it (the key of its `place` translations), its state, its centre, the first three digits of its
 * pincodes, and the other names people use for it (old names, common spellings, in any script).
 */
export type PlaceRecord = {
  name: string;
  state: string;
  lat: number;
  lng: number;
  pincodes: string[];
  aliases: string[];
};
export type CatalogueDocument = {
  manifest: {
    format: typeof CATALOGUE_FORMAT;
    version: typeof CATALOGUE_FORMAT_VERSION;
    description?: string | undefined;
  };
  categories: CategoryRecord[];
  collections: CollectionRecord[];
  technologies: TechnologyRecord[];
  products: ProductRecord[];
  dealers: DealerRecord[];
  videoCategories: VideoCategoryRecord[];
  catalogCategories: CatalogCategoryRecord[];
  awards: AwardRecord[];
  innovations: InnovationRecord[];
  events: EventRecord[];
  banners: BannerRecord[];
  parts: PartRecord[];
  translations: TranslationRecord[];
  synonyms: SynonymRecord[];
  places: PlaceRecord[];
};

/** The products a catalogue document lists: its area, categories and collections, by catalogue rank. */
export function catalogProducts<P extends ProductRecord>(
  catalog: CatalogRecord,
  products: Iterable<P>,
): P[] {
  return [...products]
    .filter(
      (p) =>
        (catalog.area === null || p.area === catalog.area) &&
        (catalog.categories.length === 0 || catalog.categories.includes(p.category)) &&
        (catalog.collections.length === 0 ||
          (p.collection !== null && catalog.collections.includes(p.collection))),
    )
    .sort(
      (a, b) =>
        a.area.localeCompare(b.area) ||
        a.categoryRank - b.categoryRank ||
        a.subCategoryRank - b.subCategoryRank ||
        a.rank - b.rank,
    );
}
