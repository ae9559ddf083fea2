// Generates the products: one family per collection and kind, one product per finish, then the links between them.
import { finishName, plainName } from '@fittings/catalog-core';
import type {
  CollectionRecord,
  ProductRecord,
  TechnologyRecord,
} from '@fittings/catalog-core/catalogue-format';
import { CATEGORIES } from './taxonomy';
import { COLLECTION_DEFINITIONS, type CollectionDefinition } from './collections';
import { factsOf } from './facts';
import { KINDS, type KindDefinition } from './kinds';
import type { Random } from './random';

/** The model suffix of each finish (chrome has none), written before a kitchen model's tail. */
export const FINISH_SUFFIX: Record<number, string> = {
  10: '',
  15: '-PR',
  20: '-PN',
  25: '-PNPR',
  30: '-CZPW',
  40: '-CZ',
  45: '-CZPR',
  50: '-BL',
  60: '-KS',
  65: '-KSPR',
  70: '-AR',
  75: '-ARPR',
  80: '-SP',
  90: '-SS',
  95: '-SSPR',
  100: '-BLCH',
  110: '-MW',
  120: '-GD',
};

const LUMICOAT = new Set([15, 25, 45, 65, 75, 95]);
const BRILLIANCE = new Set([20, 40, 45, 50, 120]);

/** Models the spec and the architecture notes use as examples; they exist in the seed. */
const FORCED_BASES: Record<string, string> = {
  'pivotal/trims': 'T14059',
  '/shower-arms/0': 'RP50587',
};

/** Collection-less product families (their full names) for kinds that are parts or that few collections offer. */
const GENERIC_FAMILIES: Record<string, { names: string[]; finishes: number[][] }> = {
  'wall-mount-roughs': {
    names: [
      'Concealed Basin Mixer Rough Valve',
      'Slim Wall Mount Basin Rough-In Body',
      'Two Outlet Basin Mixer Rough Valve',
    ],
    finishes: [[9999], [9999], [9999]],
  },
  'shower-filters': {
    names: [
      'Inline Shower Filter',
      'Slim Showerhead Filter Cartridge Unit',
      'Vitamin C Inline Shower Filter',
    ],
    finishes: [[10, 50], [10], [10]],
  },
  'shower-arms': {
    names: [
      'Shower Arm and Flange',
      'Long Ceiling Mount Shower Arm',
      'Square Shower Arm and Flange',
    ],
    finishes: [
      [10, 50, 40],
      [10, 50],
      [10, 50],
    ],
  },
  'slide-bars': {
    names: ['Slide Bar', 'Square Adjustable Slide Bar with Holder', 'Long Slide Bar'],
    finishes: [[10, 50, 40], [10, 50], [10]],
  },
  'wall-elbows': {
    names: ['Wall Elbow Outlet', 'Square Wall Supply Elbow', 'Round Wall Elbow Outlet'],
    finishes: [[10, 50, 40], [10, 50], [10]],
  },
  roughs: {
    names: [
      'Universal Concealed Valve Body',
      'Thermostatic Concealed Valve Body',
      'Body Spray Rough-In Valve',
    ],
    finishes: [[9999], [9999], [9999]],
  },
  'concealed-cistern-and-cover-plates': {
    names: ['Concealed Cistern', 'Slim Dual Flush Cover Plate', 'Concealed Cistern with Frame'],
    finishes: [[10, 50, 110], [110, 10], [9999]],
  },
  'health-faucets': {
    names: [
      'Health Faucet with Hose and Holder',
      'Square Health Faucet',
      'Slim Health Faucet with Hose and Holder',
      'Jet Health Faucet',
    ],
    finishes: [[10, 50], [10, 50, 40], [10], [10]],
  },
  'angle-valves': {
    names: ['Angle Valve', 'Square Quarter Turn Angle Valve', 'Round Angle Valve'],
    finishes: [[10, 50, 40], [10, 50], [10]],
  },
  'bib-taps': {
    names: ['Bib Tap', 'Long Body Bib Tap', 'Square Bib Tap'],
    finishes: [[10, 50], [10], [10, 50]],
  },
  'floor-drain': {
    names: ['Square Floor Drain', 'Tile Insert Anti-Odour Floor Drain', 'Square Slot Floor Drain'],
    finishes: [[90, 50], [90], [90, 40]],
  },
  'grid-drain': {
    names: [
      '60 cm Linear Grid Drain',
      '90 cm Tile-Insert Linear Drain',
      'Tile Insert Linear Grid Drain',
    ],
    finishes: [[90, 50], [90], [90]],
  },
  'bottle-trap': {
    names: ['Bottle Trap', 'Square Bottle Trap with Wall Pipe', 'Round Bottle Trap'],
    finishes: [[10, 50, 40], [10, 50], [10]],
  },
  'concealed-stop-valve-&-trims': {
    names: [
      'Concealed Stop Valve with Trim',
      'Square Concealed Stop Valve Trim',
      'Round Concealed Stop Valve with Trim',
    ],
    finishes: [[10, 50], [10, 50, 40], [10]],
  },
  'pot-fillers': { names: ['Classic Wall Mount Pot Filler'], finishes: [[10, 70]] },
  'glass-rinser': { names: ['Compact Glass Rinser'], finishes: [[10, 70, 50]] },
  'soap-dispensers': { names: ['Classic Soap / Lotion Dispenser'], finishes: [[10, 70, 50]] },
};

interface Family {
  kind: KindDefinition;
  collection: CollectionDefinition | undefined;
  line: string | undefined;
  base: string;
  noun: string;
  finishes: number[];
  index: number;
}

const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const joinList = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export interface GeneratedProducts {
  products: ProductRecord[];
}

/**
 * Builds every product: for each kind of every category, one family per collection offering it (and collection-less
 * families for parts), one product per finish of the family; then accents, installation parts, related and
 * recommended products between real models.
 */
export function generateProducts(
  random: Random,
  collections: CollectionRecord[],
  technologies: TechnologyRecord[],
  videosFor: (product: ProductRecord) => string[],
): ProductRecord[] {
  const collectionRecords = new Map(collections.map((c) => [c.slug, c]));
  const technologyNames = new Map(technologies.map((t) => [t.slug, plainName(t.name)]));
  const usedBases = new Set<string>(Object.values(FORCED_BASES));
  const families: Family[] = [];

  const newBase = (kind: KindDefinition, key: string): string => {
    const forced = FORCED_BASES[key];
    if (forced) return forced;
    for (;;) {
      const digits = String(random.int(0, 10 ** kind.digits - 1)).padStart(kind.digits, '0');
      const base = `${kind.prefix}${kind.series}${digits}`;
      if (!usedBases.has(base)) {
        usedBases.add(base);
        return base;
      }
    }
  };

  for (const kind of KINDS) {
    const offering = COLLECTION_DEFINITIONS.filter(
      (c) => c.kinds.includes(kind.value) && c.areas.includes(kind.area),
    );
    for (const collection of offering) {
      const all = [collection.finishCode, ...collection.associatedFinishCodes];
      const count = ['tub-spouts', 'roughs'].includes(kind.value)
        ? 1
        : collection.finishesPerProduct;
      const lines: (string | undefined)[] = [
        undefined,
        ...(['pull-down', 'deck-mount'].includes(kind.value) ? (collection.lines ?? []) : []),
      ];
      for (const line of lines) {
        families.push({
          kind,
          collection,
          line,
          base: newBase(kind, `${collection.slug}/${kind.value}${line ? `/${line}` : ''}`),
          noun: random.pick(kind.nouns),
          finishes: all.slice(0, Math.max(1, count)),
          index: families.length,
        });
      }
    }
    const generic = GENERIC_FAMILIES[kind.value];
    if (generic) {
      generic.names.forEach((name, i) => {
        families.push({
          kind,
          collection: undefined,
          line: undefined,
          base: newBase(kind, `/${kind.value}/${i}`),
          noun: name,
          finishes: generic.finishes[i] ?? [10],
          index: families.length,
        });
      });
    }
  }

  const products: ProductRecord[] = [];
  const rankInKind = new Map<string, number>();
  for (const family of families) {
    const { kind, collection, line } = family;
    const category = CATEGORIES.find((c) => c.area === kind.area && c.slug === kind.category);
    const item = category?.items.find((i) => i.value === kind.value);
    if (!category || !item) throw new Error(`Kind ${kind.value} is not in the taxonomy`);
    const record = collection ? collectionRecords.get(collection.slug) : undefined;
    const familyRank = (rankInKind.get(kind.value) ?? 0) + 1;
    rankInKind.set(kind.value, familyRank);

    const isNew =
      (collection?.isNew ?? false) || kind.value === 'shower-filters' || random.chance(0.07);
    const comingSoon = !isNew && random.chance(0.035);
    const marketplace = random.chance(0.5);
    const featurePicks = random.sample(
      kind.features,
      Math.min(kind.features.length, random.int(3, 4)),
    );
    const techPicks = kind.technologies.filter(
      (slug, i) => i === 0 || random.chance(slug === 'led-pendant' ? 0.25 : 0.55),
    );
    const specialPicks = random.sample(
      kind.specialFeatures,
      Math.min(kind.specialFeatures.length, random.int(1, 3)),
    );
    const displayCollection = line ? `${line}<sup>®</sup>` : (record?.name ?? '');
    const name = [displayCollection, family.noun].filter(Boolean).join(' ');
    const blurb = random.pick(kind.blurb);

    family.finishes.forEach((finish, finishIndex) => {
      const suffix = finish === 9999 ? '' : (FINISH_SUFFIX[finish] ?? '');
      const model = `${family.base}${suffix}${kind.tail ?? ''}`;
      const finishLabel = finishName(finish);
      const waterwise =
        kind.usesWater &&
        kind.flowRateLpm !== null &&
        kind.flowRateLpm <= 8 &&
        (record ? record.waterwise : true);
      const technologiesOfProduct = [
        ...techPicks.filter((slug) => slug !== 'water-sense' || waterwise),
        ...(LUMICOAT.has(finish) ? ['lumicoat'] : []),
        ...(BRILLIANCE.has(finish) && kind.usesWater ? ['brilliance-finishes'] : []),
      ].filter(
        (slug, i, all) =>
          all.indexOf(slug) === i && (slug !== 'brilliance-finishes' || BRILLIANCE.has(finish)),
      );
      const techNames = technologiesOfProduct.map((slug) => technologyNames.get(slug) ?? slug);
      const features = [
        ...featurePicks,
        ...(kind.flowRateLpm !== null ? [`Flow rate of ${kind.flowRateLpm} L/min at 3 bar`] : []),
        ...(finishLabel ? [`${finishLabel} finish`] : []),
        `${kind.warrantyYears}-year limited warranty`,
      ];
      const plainProductName = plainName(name);
      const paragraph = [
        record
          ? record.description
          : `${blurb} Made to the same standard as our collection pieces, it suits any bathroom or kitchen.`,
        `This ${family.noun.toLowerCase()} comes ${finishLabel ? `in ${finishLabel}` : 'unfinished, as it is hidden in the wall'}${LUMICOAT.has(finish) ? ', protected by a Lumicoat layer that keeps water spots away' : ''}.`,
        techNames.length > 0 ? `It features ${joinList(techNames)}.` : '',
        kind.flowRateLpm !== null
          ? `At ${kind.flowRateLpm} litres a minute it ${waterwise ? 'meets our waterwise limit for its kind' : 'delivers a full, strong flow'}.`
          : '',
        `Backed by a ${kind.warrantyYears}-year limited warranty.`,
      ]
        .filter(Boolean)
        .join(' ');
      const product: ProductRecord = {
        model,
        slug: `${slugify(plainProductName).slice(0, 60).replace(/-+$/, '')}-${model.toLowerCase()}`,
        name,
        description: `${blurb}${finishLabel ? ` Finished in ${finishLabel}.` : ''}`,
        paragraph,
        collection: collection?.slug ?? null,
        ...(line ? { line } : {}),
        area: kind.area,
        category: kind.category,
        type: category.queryKind === 'type' ? kind.value : null,
        subcategory: category.queryKind === 'subcategory' ? kind.value : null,
        finish,
        family: family.base,
        features,
        technologies: technologiesOfProduct,
        specialFeatures: specialPicks,
        accents: [],
        installations: [],
        related: [],
        recommended: [],
        newLaunch: isNew,
        comingSoon,
        waterwise,
        amazonLink: marketplace ? `https://www.amazon.in/s?k=${encodeURIComponent(model)}` : '',
        flowRateLpm: kind.flowRateLpm,
        warrantyYears: kind.warrantyYears,
        fit: factsOf(kind),
        categoryRank: category.rank,
        subCategoryRank: item.rank,
        rank: familyRank * 10 + finishIndex,
        gallery: { views: kind.views, videos: [] },
      };
      product.gallery.videos = videosFor(product);
      products.push(product);
    });
  }

  linkProducts(random, products);
  return products;
}

function linkProducts(random: Random, products: ProductRecord[]): void {
  const kindOf = (p: ProductRecord) => p.type ?? p.subcategory ?? '';
  const byKind = new Map<string, ProductRecord[]>();
  for (const p of products) byKind.set(kindOf(p), [...(byKind.get(kindOf(p)) ?? []), p]);
  const byCollection = new Map<string, ProductRecord[]>();
  for (const p of products) {
    if (p.collection)
      byCollection.set(p.collection, [...(byCollection.get(p.collection) ?? []), p]);
  }
  const kinds = new Map(KINDS.map((k) => [k.value, k]));
  const sameFinishFirst = (candidates: ProductRecord[], finish: number) =>
    [...candidates].sort((a, b) => Number(b.finish === finish) - Number(a.finish === finish));

  for (const product of products) {
    const kind = kinds.get(kindOf(product));
    const siblings = product.collection ? (byCollection.get(product.collection) ?? []) : [];

    if (product.category !== 'accessories' && product.category !== 'fittings-and-allied') {
      const accessoryCategory = product.area === 'kitchen' ? 'accessories' : 'accessories';
      let accents = siblings.filter(
        (p) =>
          p.category === accessoryCategory &&
          p.area === product.area &&
          p.finish === product.finish,
      );
      if (accents.length === 0 && product.area === 'kitchen') {
        accents = sameFinishFirst(byKind.get('soap-dispensers') ?? [], product.finish).filter(
          (p) => !p.collection,
        );
      }
      product.accents = accents.slice(0, 3).map((p) => p.model);
    }

    const installations: string[] = [];
    for (const needed of kind?.installs ?? []) {
      const candidates = (byKind.get(needed) ?? []).filter((p) => p.model !== product.model);
      const matching =
        candidates.find(
          (p) => p.collection === product.collection && p.finish === product.finish && p.collection,
        ) ??
        candidates.find((p) => !p.collection && p.finish === product.finish) ??
        candidates.find((p) => !p.collection && (p.finish === 10 || p.finish === 9999)) ??
        candidates[0];
      if (matching) installations.push(matching.model);
    }
    product.installations = installations;

    const related = product.collection
      ? siblings.filter((p) => p.finish === product.finish && kindOf(p) !== kindOf(product))
      : (byKind.get(kindOf(product)) ?? []).filter(
          (p) => p.family !== product.family && p.finish === product.finish,
        );
    product.related = related
      .sort(
        (a, b) =>
          a.categoryRank - b.categoryRank ||
          a.subCategoryRank - b.subCategoryRank ||
          a.rank - b.rank,
      )
      .slice(0, 6)
      .map((p) => p.model);

    const others = (byKind.get(kindOf(product)) ?? []).filter(
      (p) => p.family !== product.family && p.collection !== product.collection && !p.comingSoon,
    );
    const preferred = others.filter((p) => p.finish === product.finish);
    product.recommended = random
      .sample(preferred.length >= 2 ? preferred : others, 4)
      .map((p) => p.model)
      .filter((model) => !product.related.includes(model));
  }
}
