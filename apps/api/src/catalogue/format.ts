// The catalogue exchange format: what `catalog:import` reads, `catalog:export` writes and the seed is made of.
// These are source records (references by model and slug); the API derives the served shapes from them.
import { z } from 'zod';
import { FINISHES, NO_FINISH_CODE } from '@fittings/catalog-core';
import {
  CATALOGUE_FORMAT,
  CATALOGUE_FORMAT_VERSION,
  TRANSLATABLE_FIELDS,
  type TranslatedEntity,
} from '@fittings/catalog-core/catalogue-format';
import type * as Format from '@fittings/catalog-core/catalogue-format';
import { TRANSLATED_LANGUAGES } from '../i18n/languages';

export {
  CATALOGUE_FORMAT,
  CATALOGUE_FORMAT_VERSION,
  CATALOGUE_SECTIONS,
  TRANSLATABLE_FIELDS,
  type TranslatedEntity,
} from '@fittings/catalog-core/catalogue-format';

const FINISH_CODES = new Set([...FINISHES.map((finish) => finish.code), NO_FINISH_CODE]);

const slug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9&-]{0,79}$/, 'must be a lower-case slug of letters, digits, "-" or "&"');
const model = z
  .string()
  .regex(
    /^[A-Z0-9][A-Z0-9-]{2,39}$/,
    'must be an upper-case model code of letters, digits and "-"',
  );
const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);
const finishCode = z
  .number()
  .int()
  .refine((code) => FINISH_CODES.has(code), 'must be a finish code of the finish table');
const rank = z.number().int().min(0).max(100_000);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');
const area = z.enum(['bathroom', 'kitchen']);
const httpsUrl = z
  .string()
  .max(500)
  .refine(
    (value) => value === '' || /^https:\/\/[^\s]+$/.test(value),
    'must be empty or an https URL',
  );

export const ManifestRecord = z.strictObject({
  format: z.literal(CATALOGUE_FORMAT),
  version: z.literal(CATALOGUE_FORMAT_VERSION),
  description: z.string().max(500).optional(),
});

export const CategoryRecord = z.strictObject({
  area,
  slug,
  title: text(80),
  description: text(600),
  queryKind: z.enum(['type', 'subcategory']),
  rank,
  items: z
    .array(
      z.strictObject({
        value: slug,
        title: text(80),
        rank,
        isNew: z.boolean().optional(),
      }),
    )
    .min(1),
});

export const CollectionRecord = z.strictObject({
  slug,
  /** The name as shown, with trademark markup where it fits (`Trinsic<sup>®</sup>`). */
  name: text(120),
  /** The plain viewable name products carry as `viewableCollection`. */
  viewableName: text(80),
  suffix: z.string().max(40),
  description: text(1000),
  tagline: text(160),
  areas: z.array(area).min(1),
  styleCode: z.union([z.literal(10), z.literal(20), z.literal(30)]),
  finishCode,
  associatedFinishCodes: z.array(finishCode),
  waterwise: z.boolean(),
  isNew: z.boolean(),
  rank,
  /** Further viewable names of product lines inside the collection, such as "MagnaFlow Bud". */
  lines: z.array(text(80)).optional(),
});

export const TechnologyRecord = z.strictObject({
  slug,
  name: text(80),
  kind: z.enum(['technology', 'special-feature']),
  areas: z.array(area).min(1),
  summary: text(200),
  description: text(1200),
  icon: z.enum([
    'droplet',
    'magnet',
    'diamond',
    'touch',
    'thermometer',
    'spray',
    'shield',
    'light',
    'leaf',
    'sparkle',
    'glass',
    'filter',
    'swivel',
    'gear',
    'valve',
    'ruler',
  ]),
  style: z.string().max(40),
  /** The site's route name of the technology page, when it has one (e.g. `touch2o`). */
  route: z.string().max(60),
  rank,
});

export const ProductRecord = z.strictObject({
  model,
  slug,
  name: text(160),
  description: text(400),
  paragraph: text(2000),
  collection: slug.nullable(),
  line: text(80).optional(),
  area,
  category: slug,
  type: slug.nullable(),
  subcategory: slug.nullable(),
  finish: finishCode,
  /** Products of one family are the same design in different finishes; they list each other as associated finishes. */
  family: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'must be letters, digits and "-"'),
  features: z.array(text(200)).max(20),
  technologies: z.array(slug).max(12),
  specialFeatures: z.array(slug).max(12),
  accents: z.array(model).max(12),
  installations: z.array(model).max(12),
  related: z.array(model).max(12),
  recommended: z.array(model).max(12),
  newLaunch: z.boolean(),
  comingSoon: z.boolean(),
  waterwise: z.boolean(),
  amazonLink: httpsUrl,
  flowRateLpm: z.number().positive().max(60).nullable(),
  warrantyYears: z.number().int().min(0).max(99),
  /** What the product needs from a home and is made of (issue 17); null where a fact does not apply. */
  fit: z.strictObject({
    minPressureBar: z.number().positive().max(10).nullable(),
    flowAt1BarLpm: z.number().positive().max(60).nullable(),
    inletSize: text(40).nullable(),
    hardWater: z.boolean().nullable(),
    cartridge: text(80).nullable(),
    materials: z.array(text(80)).max(8),
    dimensions: z.strictObject({
      heightMm: z.number().positive().max(5000),
      widthMm: z.number().positive().max(5000),
      depthMm: z.number().positive().max(5000),
    }),
  }),
  categoryRank: rank,
  subCategoryRank: rank,
  rank,
  gallery: z.strictObject({
    views: z
      .array(z.enum(['front', 'side', 'detail', 'scene']))
      .min(1)
      .max(4),
    videos: z.array(slug).max(4),
  }),
  seo: z
    .strictObject({
      title: text(160),
      metaDescription: text(320),
    })
    .optional(),
});

/** The kinds of spare part a buyer or plumber asks for by code. */
export const PART_KINDS = [
  'cartridge',
  'aerator',
  'o-ring-kit',
  'handle',
  'hose',
  'spray-face',
  'diverter',
] as const;

/**
 * A spare or installation part sold by its own code (printed on the part or its bag), with the products it fits in
 * the order their drawings number it. Its code never equals a product's model.
 */
export const PartRecord = z.strictObject({
  code: model,
  name: text(120),
  kind: z.enum(PART_KINDS),
  fits: z.array(model).min(1).max(60),
});

/**
 * A group of words and phrases a visitor may type for the same product (`towel rail`, `towel bar`, `towel rod`):
 * search finds the catalogue's words from any of them. The brand adds groups as it learns what people type (see
 * `pnpm search:misses`).
 */
export const SynonymRecord = z.strictObject({
  words: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'must not be empty')
        .max(60)
        .refine((word) => /[\p{L}\p{N}]/u.test(word), 'must hold a letter or digit'),
    )
    .min(2, 'must hold at least two words or phrases')
    .max(30),
});

export const DealerRecord = z.strictObject({
  id: slug,
  name: text(120),
  tier: z.enum(['dealer', 'experience-centre']),
  address: z.strictObject({
    line1: text(160),
    line2: z.string().max(160),
    city: text(60),
    state: text(60),
    pincode: z.string().regex(/^[1-9]\d{5}$/, 'must be a six-digit Indian pincode'),
  }),
  phone: z.string().regex(/^\+91 \d{5} \d{5}$/, 'must be written +91 XXXXX XXXXX'),
  email: z.email().max(120),
  lat: z.number().min(6).max(38),
  lng: z.number().min(68).max(98),
  areas: z.array(area).min(1),
  openingHours: text(80),
});

/** A place dealers are looked for in: its centre places a town without dealers among the nearest ones. */
export const PlaceRecord = z.strictObject({
  name: text(60),
  state: text(60),
  lat: z.number().min(6).max(38),
  lng: z.number().min(68).max(98),
  pincodes: z.array(
    z.string().regex(/^[1-9]\d{2}$/, 'must be the first three digits of a pincode'),
  ),
  aliases: z.array(text(60)).max(20),
});

export const VideoRecord = z.strictObject({
  id: slug,
  title: text(160),
  description: text(600),
  durationSeconds: z.number().int().min(1).max(7200),
  publishedOn: isoDate,
  products: z.array(model).max(12),
  technology: slug.nullable(),
});

export const VideoCategoryRecord = z.strictObject({
  slug,
  name: text(80),
  description: text(400),
  rank,
  videos: z.array(VideoRecord),
});

export const CatalogRecord = z.strictObject({
  slug,
  title: text(160),
  description: text(600),
  year: z.number().int().min(2000).max(2100),
  area: area.nullable(),
  categories: z.array(slug),
  collections: z.array(slug),
});

export const CatalogCategoryRecord = z.strictObject({
  slug,
  name: text(80),
  description: text(400),
  rank,
  catalogs: z.array(CatalogRecord),
});

export const AwardRecord = z.strictObject({
  id: slug,
  year: z.number().int().min(1990).max(2100),
  title: text(160),
  organisation: text(120),
  description: text(600),
  subject: z.strictObject({
    kind: z.enum(['product', 'collection', 'technology', 'brand']),
    ref: z.string().max(80),
  }),
});

export const InnovationRecord = z.strictObject({
  slug,
  title: text(80),
  description: text(600),
  area: area.nullable(),
  rank,
  technologies: z.array(slug).min(1),
});

export const EventRecord = z.strictObject({
  slug,
  title: text(160),
  city: text(60),
  venue: text(160),
  startsOn: isoDate,
  endsOn: isoDate,
  description: text(1200),
  highlights: z.array(text(200)).max(10),
  collections: z.array(slug),
  leadForm: z.boolean(),
});

export const BannerRecord = z.strictObject({
  id: slug,
  page: z.enum(['boa', 'home', 'bathroom', 'kitchen', 'waterwise']),
  kind: z.enum(['image', 'video']),
  title: text(120),
  subtitle: z.string().max(240),
  link: z.string().max(300),
  rank,
  collection: slug.nullable(),
  video: slug.nullable(),
});

/**
 * One record's texts in another language. `key` names the record: a product's model, a collection's, technology's,
 * innovation's, video category's, catalogue category's or event's slug, a video's, award's or banner's id, a
 * category's `area/slug`, a menu item's `area/category/value`, a catalogue's `category/slug`. A field left out stays
 * in the record's language (English).
 */
export const TranslationRecord = z.strictObject({
  language: z.enum(TRANSLATED_LANGUAGES as [string, ...string[]]),
  entity: z.enum(Object.keys(TRANSLATABLE_FIELDS) as [TranslatedEntity, ...TranslatedEntity[]]),
  key: z.string().min(1).max(200),
  fields: z.record(z.string(), z.union([text(2000), z.array(text(300)).max(20)])),
});

/** The whole catalogue: one array per section. A folder holds each section in `<section>.json`. */
export const CatalogueDocument = z.strictObject({
  manifest: ManifestRecord,
  categories: z.array(CategoryRecord),
  collections: z.array(CollectionRecord),
  technologies: z.array(TechnologyRecord),
  products: z.array(ProductRecord),
  dealers: z.array(DealerRecord),
  videoCategories: z.array(VideoCategoryRecord),
  catalogCategories: z.array(CatalogCategoryRecord),
  awards: z.array(AwardRecord),
  innovations: z.array(InnovationRecord),
  events: z.array(EventRecord),
  banners: z.array(BannerRecord),
  /** Optional in a folder or file: a catalogue made before spare parts existed has none. */
  parts: z.array(PartRecord).default([]),
  /** Optional: the texts of records in languages other than English (made before issue 18, a catalogue has none). */
  translations: z.array(TranslationRecord).default([]),
  /** Optional: search synonym groups (made before issue 27, a catalogue has none). */
  synonyms: z.array(SynonymRecord).default([]),
  /** Optional: the places dealers are looked for in, by any of their names (without it, dealers' cities only). */
  places: z.array(PlaceRecord).default([]),
});

// The record types are catalog-core's (the demo catalogue writes them too); the typecheck holds each schema to its type,
// so a field added, removed or retyped on one side alone fails here.
export type CategoryRecord = Format.CategoryRecord;
export type CollectionRecord = Format.CollectionRecord;
export type TechnologyRecord = Format.TechnologyRecord;
export type ProductRecord = Format.ProductRecord;
export type DealerRecord = Format.DealerRecord;
export type VideoRecord = Format.VideoRecord;
export type VideoCategoryRecord = Format.VideoCategoryRecord;
export type CatalogRecord = Format.CatalogRecord;
export type CatalogCategoryRecord = Format.CatalogCategoryRecord;
export type AwardRecord = Format.AwardRecord;
export type InnovationRecord = Format.InnovationRecord;
export type EventRecord = Format.EventRecord;
export type BannerRecord = Format.BannerRecord;
export type PartRecord = Format.PartRecord;
export type TranslationRecord = Format.TranslationRecord;
export type SynonymRecord = Format.SynonymRecord;
export type PlaceRecord = Format.PlaceRecord;
export type CatalogueDocument = Format.CatalogueDocument;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type AllTrue<T extends readonly true[]> = T;
/** A compile-time check only: each element is `true` when a schema's output is exactly its record type. */
export type SchemasMatchTypes = AllTrue<
  [
    Same<z.infer<typeof CategoryRecord>, CategoryRecord>,
    Same<z.infer<typeof CollectionRecord>, CollectionRecord>,
    Same<z.infer<typeof TechnologyRecord>, TechnologyRecord>,
    Same<z.infer<typeof ProductRecord>, ProductRecord>,
    Same<z.infer<typeof DealerRecord>, DealerRecord>,
    Same<z.infer<typeof VideoRecord>, VideoRecord>,
    Same<z.infer<typeof VideoCategoryRecord>, VideoCategoryRecord>,
    Same<z.infer<typeof CatalogRecord>, CatalogRecord>,
    Same<z.infer<typeof CatalogCategoryRecord>, CatalogCategoryRecord>,
    Same<z.infer<typeof AwardRecord>, AwardRecord>,
    Same<z.infer<typeof InnovationRecord>, InnovationRecord>,
    Same<z.infer<typeof EventRecord>, EventRecord>,
    Same<z.infer<typeof BannerRecord>, BannerRecord>,
    Same<z.infer<typeof PartRecord>, PartRecord>,
    Same<z.infer<typeof TranslationRecord>, TranslationRecord>,
    Same<z.infer<typeof SynonymRecord>, SynonymRecord>,
    Same<z.infer<typeof PlaceRecord>, PlaceRecord>,
    Same<z.infer<typeof CatalogueDocument>, CatalogueDocument>,
  ]
>;

/** Sections a folder may leave out (added after the format's first version; their records default to none). */
export const OPTIONAL_SECTIONS: readonly string[] = ['parts', 'translations', 'synonyms', 'places'];
