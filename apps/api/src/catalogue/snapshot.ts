// The shape of the in-memory catalogue, apart from the state that loads it and the localizer that translates it, which
// both work on it.
import type { Language } from '../i18n/languages';
import type { ImageIndex } from '../media/images';
import type {
  PartRecord,
  PlaceRecord,
  SynonymRecord,
  CategoryRecord,
  CollectionRecord,
  ProductRecord,
  TechnologyRecord,
  VideoRecord,
} from './format';

/** Translated fields by language, then `entity key` (see `translationKey` in ./localize). */
export type Translations = Map<string, Map<string, Record<string, unknown>>>;

/** Everything small and often needed, read once per catalogue version. */
export interface Snapshot {
  hash: string;
  /** The language of the records' texts: English, or the language a localized snapshot was made for. */
  language: Language;
  /** The catalogue's translations, which localized snapshots are made from. */
  translations: Translations;
  categories: CategoryRecord[];
  collections: Map<string, CollectionRecord>;
  technologies: Map<string, TechnologyRecord>;
  products: Map<string, ProductRecord>;
  families: Map<string, ProductRecord[]>;
  videos: Map<string, VideoRecord & { category: string }>;
  /** Spare and installation parts by code, and the parts of each product in the order its drawing numbers them. */
  parts: Map<string, PartRecord>;
  partsByModel: Map<string, PartRecord[]>;
  /** The catalogue's search synonym groups. */
  synonyms: SynonymRecord[];
  /** The places dealers are looked for in, with their other names. */
  places: PlaceRecord[];
  /** The AVIF/WebP variants of the catalogue's photos, by the photo's path without extension. */
  images: ImageIndex;
}
