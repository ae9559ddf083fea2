// The seed's Hindi: a translation of every product's description, paragraph and features, and of the menus,
// collections, technologies and innovations, made from the English records and the Hindi texts beside this file. A
// product, collection or technology text the Hindi tables lack stops the generator, so each of them has its Hindi.
import { createTranslator, finishName, finishesIn, plainName } from '@fittings/catalog-core';
import englishWords from '@fittings/catalog-core/messages/en';
import hindiWords from '@fittings/catalog-core/messages/hi';
import {
  TRANSLATABLE_FIELDS,
  type CatalogueDocument,
  type AwardRecord,
  type CollectionRecord,
  type ProductRecord,
  type TechnologyRecord,
  type TranslationRecord,
} from '@fittings/catalog-core/catalogue-format';
import { COLLECTIONS_HI } from './collection-texts';
import { PLACES_HI } from './places';
import { CARTRIDGES_HI, MATERIALS_HI } from './fit-texts';
import {
  BANNERS_HI,
  BROCHURE_HI,
  CATALOG_CATEGORIES_HI,
  CATALOGS_HI,
  EVENTS_HI,
  VIDEO_CATEGORIES_HI,
  VIDEOS_HI,
} from './content-texts';
import { BLURBS_HI, FEATURES_HI } from './product-texts';
import { CATEGORIES_HI, CATEGORY_ITEMS_HI, INNOVATIONS_HI, TECHNOLOGIES_HI } from './record-texts';

const LANGUAGE = 'hi';

/** What each of the seed's awards is called in Hindi; the organisation giving it keeps its own name. */
const AWARD_TITLES_HI: Readonly<Record<string, string>> = {
  'Best Kitchen Fitting': 'सबसे अच्छी किचन फ़िटिंग',
  'Best in Bath': 'बाथरूम में सबसे अच्छा',
  'Design Excellence': 'डिज़ाइन में उत्कृष्टता',
  'Innovation of the Year': 'साल का सबसे नया आविष्कार',
  'Most Trusted Brand': 'सबसे भरोसेमंद ब्रांड',
  'Water Saving Product of the Year': 'साल का पानी बचाने वाला प्रोडक्ट',
};

/** The seed's spare parts (src/parts.ts) as a Hindi-speaking plumber or shop names them. */
const PART_NAMES_HI: Readonly<Record<string, string>> = {
  'Ceramic disc cartridge': 'सिरेमिक डिस्क कार्ट्रिज',
  Aerator: 'एरेटर',
  'O-ring and seal kit': 'ओ-रिंग और सील किट',
  'Handle kit': 'हैंडल किट',
  'Hand shower hose, 1.5 m': 'हैंड शावर का होज़, 1.5 मीटर',
  'Spray face with rub-clean nozzles': 'रगड़कर साफ़ होने वाली नोज़ल के साथ स्प्रे फ़ेस',
  'Diverter cartridge': 'डाइवर्टर कार्ट्रिज',
};

/** The finishes as a Hindi page names them (catalog-core's `core.finish.<code>`), so a text says the same name. */
const FINISHES_HI = finishesIn(createTranslator(LANGUAGE, englishWords, hindiWords));
const finishHi = (english: string): string =>
  FINISHES_HI.find((finish) => finishName(finish.code) === english)?.name ?? english;

const joinHi = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} और ${items.at(-1)}`;

function required(table: Readonly<Record<string, string>>, english: string, what: string): string {
  const hindi = table[english];
  if (hindi === undefined) throw new Error(`No Hindi for the ${what} "${english}" (src/hindi)`);
  return hindi;
}

/** The seed's feature templates (src/products.ts) in Hindi, else the kind's feature from the table. */
function featureHi(feature: string): string {
  const flow = /^Flow rate of ([\d.]+) L\/min at 3 bar$/.exec(feature);
  if (flow) return `3 bar पर ${flow[1]} लीटर प्रति मिनट का फ़्लो`;
  const warranty = /^(\d+)-year limited warranty$/.exec(feature);
  if (warranty) return `${warranty[1]} साल की लिमिटेड वारंटी`;
  if (FEATURES_HI[feature] !== undefined) return FEATURES_HI[feature];
  // The finish is named as the page's finish swatches name it.
  const finish = /^(.+) finish$/.exec(feature);
  if (finish) return `${finishHi(finish[1]!)} फ़िनिश`;
  return required(FEATURES_HI, feature, 'feature');
}

/** The words a collection's name may be followed by, in Hindi. */
const COLLECTION_SUFFIXES_HI: Readonly<Record<string, string>> = {
  Collection: 'कलेक्शन',
  Essentials: 'एसेंशियल्स',
};

/** Every text of a collection a visitor reads, in Hindi; a collection the table lacks stops the generator. */
function collectionHi(collection: CollectionRecord): TranslationRecord['fields'] {
  // The word after a collection's name ("Pivotal Collection"): the loan word Indian shoppers use, or none.
  const suffix = collection.suffix ? COLLECTION_SUFFIXES_HI[collection.suffix] : '';
  if (collection.suffix && !suffix)
    throw new Error(`No Hindi for the collection suffix "${collection.suffix}" (src/hindi)`);
  const fields: TranslationRecord['fields'] = {
    ...COLLECTIONS_HI[collection.slug],
    ...(suffix ? { suffix } : {}),
  };
  for (const field of TRANSLATABLE_FIELDS.collection)
    if (typeof fields[field] !== 'string' && !(field === 'suffix' && !suffix))
      throw new Error(`No Hindi ${field} for the collection "${collection.slug}" (src/hindi)`);
  return fields as TranslationRecord['fields'];
}

/** A record's texts from a Hindi table, every translatable field of its kind present, else the generator stops. */
function complete(
  table: Readonly<Record<string, TranslationRecord['fields']>>,
  entity: keyof typeof TRANSLATABLE_FIELDS,
  key: string,
): TranslationRecord['fields'] {
  const fields = table[key];
  for (const field of TRANSLATABLE_FIELDS[entity])
    if (fields?.[field] === undefined)
      throw new Error(`No Hindi ${field} for the ${entity} "${key}" (src/hindi)`);
  return fields as TranslationRecord['fields'];
}

/** An award's description: who gave which award for what (the award's and organisation's names stay as they are). */
function awardHi(
  award: AwardRecord,
  catalogue: Pick<CatalogueDocument, 'collections' | 'technologies'>,
): TranslationRecord['fields'] {
  const { kind, ref } = award.subject;
  const collection = catalogue.collections.find((c) => c.slug === ref);
  const technology = catalogue.technologies.find((t) => t.slug === ref);
  const subject =
    kind === 'brand'
      ? 'हमारे ब्रांड'
      : kind === 'product'
        ? `मॉडल ${ref}`
        : kind === 'collection'
          ? `${collection ? plainName(collection.name) : ref} कलेक्शन`
          : String(TECHNOLOGIES_HI[ref]?.name ?? (technology ? plainName(technology.name) : ref));
  const title = required(AWARD_TITLES_HI, award.title, 'award');
  return {
    title,
    description: `${award.organisation} ने ${award.year} में ${subject} को "${title}" सम्मान दिया।`,
  };
}

/** A technology's summary and description in Hindi (its name only where it is not a trademark). */
function technologyHi(technology: TechnologyRecord): TranslationRecord['fields'] {
  const fields = TECHNOLOGIES_HI[technology.slug];
  for (const field of ['summary', 'description'] as const)
    if (typeof fields?.[field] !== 'string')
      throw new Error(`No Hindi ${field} for the technology "${technology.slug}" (src/hindi)`);
  return fields as TranslationRecord['fields'];
}

function productHi(
  product: ProductRecord,
  catalogue: Pick<CatalogueDocument, 'collections' | 'technologies'>,
): TranslationRecord['fields'] {
  const english = finishName(product.finish);
  const blurb = required(
    BLURBS_HI,
    english ? product.description.replace(` Finished in ${english}.`, '') : product.description,
    'description',
  );
  const finish = finishName(product.finish, FINISHES_HI);
  const collection = catalogue.collections.find((c) => c.slug === product.collection);
  // As in English (src/products.ts), a collection piece opens with its collection's description.
  const opening = collection
    ? collectionHi(collection).description
    : `${blurb} हमारे कलेक्शन जैसी ही क्वालिटी से बना, यह किसी भी बाथरूम या किचन में जँचता है।`;
  const technologyName = (slug: string) => {
    const hindi = TECHNOLOGIES_HI[slug]?.name;
    if (typeof hindi === 'string') return hindi;
    const technology = catalogue.technologies.find((t) => t.slug === slug);
    return technology ? plainName(technology.name) : slug;
  };
  const names = product.technologies.map(technologyName);
  const paragraph = [
    opening,
    finish
      ? `यह ${finish} फ़िनिश में आता है${product.technologies.includes('lumicoat') ? ', और इस पर Lumicoat की परत है जो पानी के दाग़ टिकने नहीं देती' : ''}।`
      : 'यह बिना फ़िनिश के आता है, क्योंकि यह दीवार के अंदर छिपा रहता है।',
    names.length > 0 ? `इसमें ${joinHi(names)} हैं।` : '',
    product.flowRateLpm !== null
      ? `${product.flowRateLpm} लीटर प्रति मिनट की धार के साथ यह ${product.waterwise ? 'अपनी तरह के प्रोडक्ट के लिए हमारी वॉटरवाइज़ सीमा में आता है' : 'भरपूर और तेज़ धार देता है'}।`
      : '',
    `${product.warrantyYears} साल की लिमिटेड वारंटी के साथ।`,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    description: finish ? `${blurb} ${finish} फ़िनिश में।` : blurb,
    paragraph,
    features: product.features.map(featureHi),
    materials: product.fit.materials.map((m) => required(MATERIALS_HI, m, 'material')),
    ...(product.fit.cartridge
      ? { cartridge: required(CARTRIDGES_HI, product.fit.cartridge, 'cartridge') }
      : {}),
  };
}

/** The Hindi translations of a generated catalogue, in catalogue order. */
export function hindiTranslations(
  catalogue: Pick<
    CatalogueDocument,
    | 'categories'
    | 'collections'
    | 'technologies'
    | 'products'
    | 'innovations'
    | 'videoCategories'
    | 'catalogCategories'
    | 'awards'
    | 'events'
    | 'banners'
    | 'dealers'
    | 'parts'
    | 'places'
  >,
): TranslationRecord[] {
  const record = (
    entity: TranslationRecord['entity'],
    key: string,
    fields: TranslationRecord['fields'] | undefined,
  ): TranslationRecord[] => (fields ? [{ language: LANGUAGE, entity, key, fields }] : []);
  return [
    ...catalogue.categories.flatMap((category) => {
      const key = `${category.area}/${category.slug}`;
      return [
        ...record('category', key, CATEGORIES_HI[key]),
        ...category.items.flatMap((item) => {
          const title = CATEGORY_ITEMS_HI[`${key}/${item.value}`];
          return record('categoryItem', `${key}/${item.value}`, title ? { title } : undefined);
        }),
      ];
    }),
    ...catalogue.collections.flatMap((c) => record('collection', c.slug, collectionHi(c))),
    ...catalogue.technologies.flatMap((t) => record('technology', t.slug, technologyHi(t))),
    ...catalogue.innovations.flatMap((i) => record('innovation', i.slug, INNOVATIONS_HI[i.slug])),
    ...catalogue.videoCategories.flatMap((category) => [
      ...record(
        'videoCategory',
        category.slug,
        complete(VIDEO_CATEGORIES_HI, 'videoCategory', category.slug),
      ),
      ...category.videos.flatMap((v) => record('video', v.id, complete(VIDEOS_HI, 'video', v.id))),
    ]),
    ...catalogue.catalogCategories.flatMap((category) => [
      ...record(
        'catalogCategory',
        category.slug,
        complete(CATALOG_CATEGORIES_HI, 'catalogCategory', category.slug),
      ),
      ...category.catalogs.flatMap((catalog) => {
        const key = `${category.slug}/${catalog.slug}`;
        // A collection's brochure is titled with the collection's name, which stays as it is.
        const brochure = /^(.+) Brochure$/.exec(catalog.title);
        const fields = brochure
          ? { title: `${brochure[1]} ब्रोशर`, ...BROCHURE_HI }
          : complete(CATALOGS_HI, 'catalog', key);
        return record('catalog', key, fields);
      }),
    ]),
    ...catalogue.awards.flatMap((a) => record('award', a.id, awardHi(a, catalogue))),
    ...catalogue.events.flatMap((e) =>
      record('event', e.slug, complete(EVENTS_HI, 'event', e.slug)),
    ),
    ...catalogue.banners.flatMap((b) =>
      record('banner', b.id, complete(BANNERS_HI, 'banner', b.id)),
    ),
    ...catalogue.products.map((p) => ({
      language: LANGUAGE,
      entity: 'product' as const,
      key: p.model,
      fields: productHi(p, catalogue),
    })),
    // A part's name says what it is in Hindi; the collection's name after it stays as written.
    ...catalogue.parts.flatMap((part) => {
      const [, kind, collection] = /^(.+?)( \(.+\))?$/.exec(part.name)!;
      return record('part', part.code, {
        name: `${required(PART_NAMES_HI, kind!, 'part')}${collection ?? ''}`,
      });
    }),
    // Each city and state dealers are in, once, in the order the dealers first name them, then the other places.
    ...[
      ...new Set([
        ...catalogue.dealers.flatMap((d) => [d.address.city, d.address.state]),
        ...catalogue.places.flatMap((p) => [p.name, p.state]),
      ]),
    ].flatMap((place) => record('place', place, { name: required(PLACES_HI, place, 'place') })),
  ];
}
