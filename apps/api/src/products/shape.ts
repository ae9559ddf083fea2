// Turns stored product records into the served shapes: the full Product, its summary and a listing card.
import {
  isSpecialCollection,
  type ExtrasItem,
  type Product,
  type ProductSummary,
} from '@fittings/catalog-core';
import type { ProductRecord, TechnologyRecord } from '../catalogue/format';
import { plainName } from '../catalogue/keys';
import type { Snapshot } from '../catalogue/state';
import { segment, type Assets } from '../media/assets';
import { pictureOf } from '../media/images';
import type { ProductListItem } from './schema';

const VIEW_LABELS = {
  front: 'front view',
  side: 'side view',
  detail: 'detail',
  scene: 'in a room',
} as const;

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

function associatedFinishes(record: ProductRecord, snapshot: Snapshot) {
  return (snapshot.families.get(record.family) ?? [])
    .filter((sibling) => sibling.model !== record.model)
    .map((sibling) => ({ code: sibling.finish, url: sibling.slug }))
    .sort((a, b) => a.code - b.code);
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

export function productOf(record: ProductRecord, snapshot: Snapshot, assets: Assets): Product {
  const summaries = (models: string[]) =>
    models.flatMap((model) => {
      const linked = snapshot.products.get(model);
      return linked ? [summaryOf(linked, snapshot, assets)] : [];
    });
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
    gallery: [
      ...record.gallery.views.map((view) => {
        const { url, variants } = viewPicture(snapshot, assets, record.model, view);
        return {
          isVideo: false,
          url,
          altText: `${name}, ${VIEW_LABELS[view]}`,
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
          name: 'Specification Sheet',
          viewLink: document('spec-sheet'),
          downloadLink: `${document('spec-sheet')}&download=1`,
        },
        {
          name: 'Installation Guide',
          viewLink: document('installation-guide'),
          downloadLink: `${document('installation-guide')}&download=1`,
        },
      ],
      professional: [
        { title: 'Submittal Sheet', url: `${document('submittal-sheet')}&download=1` },
      ],
    },
    accents: summaries(record.accents),
    installations: summaries(record.installations),
    relatedProducts: summaries(record.related),
    recommendedProducts: summaries(record.recommended),
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
