// Turns stored product records into the served shapes: the full Product, its summary and a listing card.
import {
  groupDesigns,
  isSpecialCollection,
  type ExtrasItem,
  type Product,
  type ProductCardSummary,
  type ProductSummary,
} from '@fittings/catalog-core';
import type { ProductRecord, TechnologyRecord } from '../catalogue/format';
import { plainName } from '../catalogue/keys';
import type { Snapshot } from '../catalogue/state';
import { createAssets, segment, type Assets } from '../media/assets';
import { pictureOf } from '../media/images';
import type { Language } from '../i18n/languages';
import type { ProductListItem } from './schema';

/** The words after a product's name in its pictures' text alternatives, in each language the API answers in. */
const VIEW_LABELS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: { front: 'front view', side: 'side view', detail: 'detail', scene: 'in a room' },
  hi: { front: 'सामने से', side: 'बगल से', detail: 'नज़दीक से', scene: 'कमरे में' },
};

/** The names of a product's documents, in each language the API answers in. */
const DOCUMENT_NAMES: Readonly<
  Record<Language, Readonly<Record<'specSheet' | 'installationGuide' | 'submittalSheet', string>>>
> = {
  en: {
    specSheet: 'Specification Sheet',
    installationGuide: 'Installation Guide',
    submittalSheet: 'Submittal Sheet',
  },
  hi: {
    specSheet: 'स्पेसिफ़िकेशन शीट',
    installationGuide: 'इंस्टॉलेशन गाइड',
    submittalSheet: 'सबमिटल शीट',
  },
};

/** The product's collection as the site shows it: name, viewable name, suffix and page slug. */
export function collectionFields(record: ProductRecord, snapshot: Snapshot) {
  const collection = record.collection ? snapshot.collections.get(record.collection) : undefined;
  if (!collection)
    return { collection: '', viewableCollection: '', collectionSuffix: '', collectionPage: '' };
  const viewableCollection = record.line ?? collection.viewableName;
  return {
    collection: collection.name,
    viewableCollection,
    collectionSuffix: isSpecialCollection(viewableCollection) ? '' : collection.suffix,
    collectionPage: collection.slug,
  };
}

/** A product view's image: the brand's photo with its variants when the catalogue brought one, else the drawing. */
const viewPicture = (snapshot: Snapshot, assets: Assets, model: string, view: string) =>
  pictureOf(snapshot.images, assets, `products/${model}/${view}`);

export function summaryOf(
  record: ProductRecord,
  snapshot: Snapshot,
  assets: Assets,
): ProductSummary {
  const picture = viewPicture(snapshot, assets, record.model, 'front');
  return {
    model: record.model,
    name: record.name,
    url: record.slug,
    image: picture.url,
    ...(picture.variants ? { imageVariants: picture.variants } : {}),
    collection: collectionFields(record, snapshot).collection,
    finish: { code: record.finish },
    newLaunch: record.newLaunch,
    comingSoon: record.comingSoon,
    waterwise: record.waterwise,
  };
}

/** Every finish of a product's design (its family), sorted by code: what a card's swatches switch between. */
export function designFinishesOf(record: ProductRecord, snapshot: Snapshot, assets: Assets) {
  return (snapshot.families.get(record.family) ?? [record])
    .map((member) => {
      const picture = viewPicture(snapshot, assets, member.model, 'front');
      return {
        code: member.finish,
        model: member.model,
        url: member.slug,
        image: picture.url,
        ...(picture.variants ? { imageVariants: picture.variants } : {}),
      };
    })
    .sort((a, b) => a.code - b.code);
}

/** A summary that carries its design's finishes, for cards with swatches. */
export function designSummaryOf(
  record: ProductRecord,
  snapshot: Snapshot,
  assets: Assets,
): ProductSummary {
  return {
    ...summaryOf(record, snapshot, assets),
    finishes: designFinishesOf(record, snapshot, assets),
  };
}

function associatedFinishes(record: ProductRecord, snapshot: Snapshot) {
  return (snapshot.families.get(record.family) ?? [])
    .filter((sibling) => sibling.model !== record.model)
    .map((sibling) => ({ code: sibling.finish, url: sibling.slug }))
    .sort((a, b) => a.code - b.code);
}

/** The detailed card of a search answer: the summary and what the card shows (no gallery, features, links). */
export function cardOf(
  record: ProductRecord,
  snapshot: Snapshot,
  assets: Assets,
): ProductCardSummary {
  const { viewableCollection, collectionSuffix } = collectionFields(record, snapshot);
  return {
    ...summaryOf(record, snapshot, assets),
    description: record.description,
    viewableCollection,
    collectionSuffix,
    associatedFinishes: associatedFinishes(record, snapshot),
  };
}

export function listItemOf(
  record: ProductRecord,
  snapshot: Snapshot,
  assets: Assets,
): ProductListItem {
  const { viewableCollection, collectionSuffix, collectionPage } = collectionFields(
    record,
    snapshot,
  );
  return {
    ...summaryOf(record, snapshot, assets),
    description: record.description,
    viewableCollection,
    collectionSuffix,
    collectionPage,
    amazonLink: record.amazonLink,
    associatedFinishes: associatedFinishes(record, snapshot),
    area: record.area,
    category: record.category,
    type: record.type,
    subcategory: record.subcategory,
    categoryRank: record.categoryRank,
    subCategoryRank: record.subCategoryRank,
    rank: record.rank,
  };
}

/** A technology or special feature as the info dialog shows it. */
export function extrasItemOf(technology: TechnologyRecord, assets: Assets): ExtrasItem {
  return {
    name: technology.name,
    description: technology.description,
    image: assets.url(`technologies/${segment(technology.slug)}.svg`),
    style: technology.style,
  };
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

/** The home-fit facts of a product. The flow at 3 bar and the warranty have been record fields since the first format. */
export function fitOf(record: ProductRecord): Product['fit'] {
  return { ...record.fit, flowAt3BarLpm: record.flowRateLpm, warrantyYears: record.warrantyYears };
}

export function productOf(record: ProductRecord, snapshot: Snapshot, assets: Assets): Product {
  const summaries = (models: string[]) =>
    models.flatMap((model) => {
      const linked = snapshot.products.get(model);
      return linked ? [summaryOf(linked, snapshot, assets)] : [];
    });
  // The rails show one card per design: the first product of each design, with its finishes for the swatches.
  const designs = (models: string[]) =>
    groupDesigns(
      models.flatMap((model) => {
        const linked = snapshot.products.get(model);
        return linked ? [designSummaryOf(linked, snapshot, assets)] : [];
      }),
    ).map(({ designKey: _, ...summary }) => summary);
  const extras = (slugs: string[]) =>
    slugs.flatMap((slug) => {
      const technology = snapshot.technologies.get(slug);
      return technology ? [extrasItemOf(technology, assets)] : [];
    });
  const name = plainName(record.name);
  const model = segment(record.model);
  const picture = viewPicture(snapshot, assets, record.model, 'front');
  const image = picture.url;
  const collection = record.collection ? snapshot.collections.get(record.collection) : undefined;
  const document = (file: string) => assets.url(`products/${model}/${file}.pdf`);

  const product: Product = {
    model: record.model,
    description: record.description,
    image,
    ...(picture.variants ? { imageVariants: picture.variants } : {}),
    url: record.slug,
    name: record.name,
    ...collectionFields(record, snapshot),
    newLaunch: record.newLaunch,
    comingSoon: record.comingSoon,
    waterwise: record.waterwise,
    amazonLink: record.amazonLink,
    finish: { code: record.finish },
    associatedFinishes: associatedFinishes(record, snapshot),
    // The flow at 3 bar and the warranty have been record fields since the first format; fit reads them there.
    fit: fitOf(record),
    gallery: [
      ...record.gallery.views.map((view) => {
        const { url, variants } = viewPicture(snapshot, assets, record.model, view);
        return {
          isVideo: false,
          url,
          altText: `${name}, ${VIEW_LABELS[snapshot.language][view]}`,
          ...(variants ? { variants } : {}),
        };
      }),
      ...record.gallery.videos.flatMap((id) => {
        const video = snapshot.videos.get(id);
        return video
          ? [
              {
                isVideo: true,
                url: assets.url(`videos/${segment(id)}/embed.html`),
                altText: video.title,
              },
            ]
          : [];
      }),
    ],
    paragraph: record.paragraph,
    features: record.features.map((feature) => ({ feature })),
    extras: {
      technologies: extras(record.technologies),
      specialFeatures: extras(record.specialFeatures),
    },
    support: {
      technicals: [
        {
          name: DOCUMENT_NAMES[snapshot.language].specSheet,
          viewLink: document('spec-sheet'),
          downloadLink: `${document('spec-sheet')}&download=1`,
        },
        {
          name: DOCUMENT_NAMES[snapshot.language].installationGuide,
          viewLink: document('installation-guide'),
          downloadLink: `${document('installation-guide')}&download=1`,
        },
      ],
      professional: [
        {
          title: DOCUMENT_NAMES[snapshot.language].submittalSheet,
          url: `${document('submittal-sheet')}&download=1`,
        },
      ],
    },
    accents: summaries(record.accents),
    installations: summaries(record.installations),
    relatedProducts: designs(record.related),
    recommendedProducts: designs(record.recommended),
    seo: {
      title: record.seo?.title ?? `${name} | ${record.model}`,
      metaDescription:
        record.seo?.metaDescription ?? truncate(`${record.description} ${record.paragraph}`, 155),
      heroImage: image,
    },
    selected: false,
    categoryRank: record.categoryRank,
    subCategoryRank: record.subCategoryRank,
    rank: record.rank,
    area: record.area,
    category: record.category,
  };
  if (record.type) product.type = record.type;
  if (record.subcategory) product.subcategory = record.subcategory;
  if (collection) product.styleCode = collection.styleCode;
  return product;
}

/**
 * Remembers the JSON text of a shape per product: the shapes are pure functions of the record, its snapshot and the
 * asset base, so a search answer is joined from texts made once rather than shaping and serialising up to 100
 * products on every request (uncached search spent most of its time there). A new catalogue is a new snapshot, so
 * nothing stale is ever served, and the texts of an old snapshot go with it.
 */
export function shapedJson<T>(
  shape: (record: ProductRecord, snapshot: Snapshot, assets: Assets) => T,
): (record: ProductRecord, snapshot: Snapshot, assetBase: string) => string {
  const bySnapshot = new WeakMap<
    Snapshot,
    Map<string, { assets: Assets; texts: Map<string, string> }>
  >();
  return (record, snapshot, assetBase) => {
    let byBase = bySnapshot.get(snapshot);
    if (!byBase) bySnapshot.set(snapshot, (byBase = new Map()));
    let entry = byBase.get(assetBase);
    if (!entry) {
      // Media URLs carry the catalogue hash: the snapshot's own, so a text always matches the records it was made of.
      entry = { assets: createAssets(assetBase, snapshot.hash), texts: new Map() };
      byBase.set(assetBase, entry);
    }
    let text = entry.texts.get(record.model);
    if (text === undefined) {
      text = JSON.stringify(shape(record, snapshot, entry.assets));
      entry.texts.set(record.model, text);
    }
    return text;
  };
}
