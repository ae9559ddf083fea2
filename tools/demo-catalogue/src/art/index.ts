// The demo catalogue's media: an illustration per product view, PDF documents, the exploded views of products with
// spare parts, and the images of collections, technologies, banners, menus, events, awards, finishes and catalogues,
// drawn from the records. `pnpm catalog:generate` writes them under the catalogue folder's media/, where the API's
// import reads them like any brand's media files (the API draws nothing).
import { FINISHES, NO_FINISH_CODE, plainName } from '@fittings/catalog-core';
import type {
  CatalogueDocument,
  CollectionRecord,
  ProductRecord,
} from '@fittings/catalog-core/catalogue-format';
import { COLLECTION_DEFINITIONS, type CollectionLook } from '../collections';
import { shapeOf, SHAPE_OF_KIND, type Shape } from '../taxonomy';
import { EXPLODED_VIEW_CATEGORIES, explodedViewPath, explodedViewSvg } from './explodedView';
import { catalogPdf, installationGuidePdf, specSheetPdf, submittalSheetPdf } from './documents';
import { recordsOf } from './records';
import {
  awardSvg,
  bannerSvg,
  catalogCoverSvg,
  collectionSvg,
  eventSvg,
  menuSvg,
  placeholderSvg,
  posterSvg,
  productSvg,
  swatchSvg,
  technologySvg,
  videoEmbedHtml,
  type View,
} from './svg';

/** One media file: its path under the catalogue's media/ (`products/T14059/front.svg`) and its bytes. */
export interface MediaFile {
  path: string;
  body: Buffer;
}

/** A variant's file name, as the API's media store reads it: `collections/pivotal.svg` + `hero` = `collections/pivotal@hero.svg`. */
export function variantPath(path: string, variant: string): string {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') + 1
    ? `${path.slice(0, dot)}@${variant}${path.slice(dot)}`
    : `${path}@${variant}`;
}

/**
 * One product in this many (in catalogue order) has its front view as a JPEG photo rendered from its drawing, as a
 * brand's catalogue would bring, so the import's photo path (variants, <picture>) is exercised by every seed. Not
 * one in four: encoding AVIF is slow (about a second a photo here), and the first seed on a machine pays for each.
 */
export const PHOTO_EVERY = 8;
/** The photos' width: the largest variant width, so each gets every variant without enlarging. */
const PHOTO_WIDTH = 1280;

/** Renders a drawing to a JPEG "photo" on a white ground, as a studio shot would come. */
async function photoOf(svg: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg, 'utf8'), { density: 72 * (PHOTO_WIDTH / 400) })
    .resize({ width: PHOTO_WIDTH })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 88 })
    .toBuffer();
}

const VIEWS: View[] = ['front', 'side', 'detail', 'scene'];
const DOCUMENTS = {
  'spec-sheet': specSheetPdf,
  'installation-guide': installationGuidePdf,
  'submittal-sheet': submittalSheetPdf,
} as const;

const FALLBACK_LOOKS: Record<number, CollectionLook> = {
  10: { form: 'square', handle: 'lever' },
  20: { form: 'soft', handle: 'lever' },
  30: { form: 'classic', handle: 'cross' },
};
const DEFAULT_LOOK: CollectionLook = { form: 'round', handle: 'lever' };

/** How a collection's pieces are drawn: its own look when the seed defines one, else one from its style. */
export function lookOf(collection: CollectionRecord | undefined): CollectionLook {
  if (!collection) return DEFAULT_LOOK;
  return (
    COLLECTION_DEFINITIONS.find((c) => c.slug === collection.slug)?.look ??
    FALLBACK_LOOKS[collection.styleCode] ??
    DEFAULT_LOOK
  );
}

const productShape = (p: ProductRecord): Shape =>
  shapeOf(p.area, p.category, p.type ?? p.subcategory);

/** Draws every media file the demo catalogue's records name. */
export async function drawDemoMedia(catalogue: CatalogueDocument): Promise<MediaFile[]> {
  const snapshot = recordsOf(catalogue);
  const files: MediaFile[] = [];
  const add = (path: string, body: string | Buffer) =>
    files.push({ path, body: typeof body === 'string' ? Buffer.from(body, 'utf8') : body });
  // Photos are rendered by libvips on its own threads while this thread draws the rest (the PDFs): on two cores a
  // first seed takes about half as long as awaiting each photo in turn. Each keeps its place in the list.
  const photos: Promise<void>[] = [];
  let photoFailure: unknown;
  const addPhoto = (path: string, svg: string) => {
    const file: MediaFile = { path, body: Buffer.alloc(0) };
    files.push(file);
    photos.push(
      photoOf(svg).then(
        (body) => void (file.body = body),
        (error: unknown) => void (photoFailure ??= error),
      ),
    );
  };

  /** The shapes of a collection's kinds of product, in catalogue order. */
  const collectionShapes = (slug: string): Shape[] => {
    const shapes: Shape[] = [];
    for (const product of snapshot.products.values()) {
      if (product.collection !== slug) continue;
      const shape = productShape(product);
      if (!shapes.includes(shape)) shapes.push(shape);
    }
    return shapes.length > 0 ? shapes : ['basin-mixer'];
  };
  const collectionOf = (slug: string | null | undefined) =>
    slug ? snapshot.collections.get(slug) : undefined;

  let productIndex = 0;
  for (const product of snapshot.products.values()) {
    const photographed = productIndex++ % PHOTO_EVERY === 0;
    const collection = collectionOf(product.collection);
    const art = {
      shape: productShape(product),
      look: lookOf(collection),
      finish: product.finish,
      model: product.model,
      name: plainName(product.name),
    };
    for (const view of VIEWS)
      if (photographed && view === 'front')
        addPhoto(`products/${product.model}/front.jpg`, productSvg(art, view));
      else add(`products/${product.model}/${view}.svg`, productSvg(art, view));
    for (const [name, draw] of Object.entries(DOCUMENTS))
      add(`products/${product.model}/${name}.pdf`, await draw(product, snapshot));
    const parts = snapshot.partsByModel.get(product.model) ?? [];
    if (parts.length > 0 && EXPLODED_VIEW_CATEGORIES.has(product.category))
      add(explodedViewPath(product.model), explodedViewSvg(art, parts));
  }

  for (const collection of snapshot.collections.values()) {
    const art = {
      name: plainName(collection.name),
      tagline: collection.tagline,
      finish: collection.finishCode,
      look: lookOf(collection),
      shapes: collectionShapes(collection.slug),
      isNew: collection.isNew,
    };
    const path = `collections/${collection.slug}.svg`;
    add(path, collectionSvg(art, 'card'));
    add(variantPath(path, 'hero'), collectionSvg(art, 'hero'));
  }

  for (const technology of snapshot.technologies.values())
    add(
      `technologies/${technology.slug}.svg`,
      technologySvg(plainName(technology.name), technology.icon, technology.kind),
    );

  for (const banner of catalogue.banners) {
    const collection = collectionOf(banner.collection);
    const art = {
      title: banner.title,
      subtitle: banner.subtitle,
      finish: collection?.finishCode ?? 10,
      look: lookOf(collection),
      shapes: collection
        ? collectionShapes(collection.slug)
        : (['pull-down', 'showerhead'] satisfies Shape[]),
    };
    const path = `banners/${banner.id}.svg`;
    add(path, bannerSvg(art, 'wide'));
    add(variantPath(path, 'mobile'), bannerSvg(art, 'mobile'));
  }

  for (const video of snapshot.videos.values()) {
    const product = video.products.map((model) => snapshot.products.get(model)).find(Boolean);
    const look = lookOf(collectionOf(product?.collection));
    const finish = product?.finish ?? 10;
    const shape = product ? productShape(product) : 'showerhead';
    add(`videos/${video.id}/poster.svg`, posterSvg(video.title, finish, look, shape));
    add(
      `videos/${video.id}/embed.html`,
      videoEmbedHtml(video.title, video.description, finish, look, shape),
    );
  }

  for (const category of snapshot.categories) {
    const shapes = category.items.map(
      (item) => SHAPE_OF_KIND[`${category.area}/${category.slug}/${item.value}`] ?? 'basin-mixer',
    );
    add(
      `menus/${category.area}/${category.slug}.svg`,
      menuSvg(category.title, shapes, DEFAULT_LOOK),
    );
  }

  for (const event of catalogue.events)
    add(
      `events/${event.slug}.svg`,
      eventSvg(
        event.title,
        `${event.venue}, ${event.city}`,
        `${event.startsOn} to ${event.endsOn}`,
      ),
    );

  for (const award of catalogue.awards)
    add(`awards/${award.id}.svg`, awardSvg(award.title, award.year, award.organisation));

  for (const catalog of catalogue.catalogCategories.flatMap((c) => c.catalogs)) {
    add(`catalogs/${catalog.slug}.pdf`, await catalogPdf(catalog, snapshot));
    const collection = collectionOf(catalog.collections[0]);
    const shapes = collection
      ? collectionShapes(collection.slug)
      : snapshot.categories
          .filter(
            (c) =>
              (catalog.area === null || c.area === catalog.area) &&
              (catalog.categories.length === 0 || catalog.categories.includes(c.slug)),
          )
          .flatMap((c) =>
            c.items.map(
              (item) => SHAPE_OF_KIND[`${c.area}/${c.slug}/${item.value}`] ?? 'basin-mixer',
            ),
          );
    add(
      `catalogs/${catalog.slug}/cover.svg`,
      catalogCoverSvg(
        catalog.title,
        catalog.year,
        shapes,
        lookOf(collection),
        collection?.finishCode ?? 10,
      ),
    );
  }

  for (const code of [...FINISHES.map((f) => f.code), NO_FINISH_CODE])
    add(`finishes/${code}.svg`, swatchSvg(code));
  add('placeholder/no-image.svg', placeholderSvg());
  await Promise.all(photos);
  if (photoFailure !== undefined) throw photoFailure;
  return files;
}
