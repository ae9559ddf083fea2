// The demo catalogue's media: an illustration per product view, PDF documents, and the images of collections,
// technologies, banners, menus, events, awards, finishes and catalogues, drawn from the records. They are made when
// the demo catalogue is seeded or imported (`catalog:import --demo-art`) and stored like any brand's media files;
// the API never draws at request time. Drawing takes a while (about 2,000 PDFs), so the drawn files are kept in one
// bundle file under .data/demo-media, keyed by the catalogue and this code: the first seed on a machine draws (half a
// minute), the others read the bundle (one file, not 4,800: reading a folder that size took a second).
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { FINISHES, NO_FINISH_CODE } from '@fittings/catalog-core';
import type { CatalogueDocument, CollectionRecord, ProductRecord } from '../../catalogue/format';
import { catalogueHash } from '../../catalogue/importer';
import { plainName } from '../../catalogue/keys';
import { partsIndex, type Snapshot } from '../../catalogue/state';
import { variantPath, type MediaFile } from '../../media/store';
import { packageRoot } from '../../paths';
import { COLLECTION_DEFINITIONS, type CollectionLook } from '../collections';
import { shapeOf, SHAPE_OF_KIND, type Shape } from '../taxonomy';
import { EXPLODED_VIEW_CATEGORIES, explodedViewPath, explodedViewSvg } from './explodedView';
import { catalogPdf, installationGuidePdf, specSheetPdf, submittalSheetPdf } from './documents';
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
import { DEFAULT_LANGUAGE } from '../../i18n/languages';

/** Bump to redraw cached art when the drawing code changes outside src/seed/art (whose files are hashed). */
const ART_VERSION = '3';

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

/** The in-memory view the drawings read, in the order the API's own snapshot has (see catalogue/state.ts). */
function snapshotOf(catalogue: CatalogueDocument): Snapshot {
  const bySeq = <T>(records: T[], rank: (r: T) => number) =>
    records
      .map((record, seq) => ({ record, seq }))
      .sort((a, b) => rank(a.record) - rank(b.record) || a.seq - b.seq);
  const families = new Map<string, ProductRecord[]>();
  for (const product of catalogue.products)
    families.set(product.family, [...(families.get(product.family) ?? []), product]);
  const videos: Snapshot['videos'] = new Map();
  for (const category of catalogue.videoCategories)
    for (const video of category.videos)
      videos.set(video.id, { ...video, category: category.slug });
  return {
    hash: catalogueHash(catalogue),
    // The drawings and PDFs are in the records' own language (English).
    language: DEFAULT_LANGUAGE,
    translations: new Map(),
    synonyms: catalogue.synonyms,
    categories: catalogue.categories
      .map((record, seq) => ({ record, seq }))
      .sort(
        (a, b) =>
          (a.record.area < b.record.area ? -1 : a.record.area > b.record.area ? 1 : 0) ||
          a.record.rank - b.record.rank ||
          a.seq - b.seq,
      )
      .map((entry) => entry.record),
    collections: new Map(
      bySeq(catalogue.collections, (c) => c.rank).map(({ record }) => [record.slug, record]),
    ),
    technologies: new Map(
      bySeq(catalogue.technologies, (t) => t.rank).map(({ record }) => [record.slug, record]),
    ),
    products: new Map(catalogue.products.map((p) => [p.model, p])),
    families,
    videos,
    ...partsIndex(catalogue.parts),
    images: new Map(),
  };
}

/** Draws every media file the demo catalogue's records name. */
export async function drawDemoMedia(catalogue: CatalogueDocument): Promise<MediaFile[]> {
  const snapshot = snapshotOf(catalogue);
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

/** Identifies the drawing code: the version above and, where the sources are at hand, the art modules' text. */
function artFingerprint(): string {
  const hash = createHash('sha256').update(ART_VERSION);
  const sources = join(packageRoot(), 'src', 'seed');
  for (const dir of [join(sources, 'art'), sources]) {
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort())
      if (file.endsWith('.ts') && !file.endsWith('.test.ts'))
        hash.update(file).update(readFileSync(join(dir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** Where drawn demo media are kept between seeds. */
export const demoMediaCacheDir = (): string => join(packageRoot(), '.data', 'demo-media');

/** One file holding many: a JSON index line (`[[path, length], ...]`), then the bodies one after another. */
function writeBundle(files: readonly MediaFile[], target: string): void {
  const index = Buffer.from(`${JSON.stringify(files.map((f) => [f.path, f.body.length]))}\n`);
  writeFileSync(target, Buffer.concat([index, ...files.map((f) => f.body)]));
}

function readBundle(source: string): MediaFile[] {
  const bundle = readFileSync(source);
  const newline = bundle.indexOf(10);
  const index = JSON.parse(bundle.subarray(0, newline).toString('utf8')) as [string, number][];
  let offset = newline + 1;
  return index.map(([path, length]) => {
    const body = bundle.subarray(offset, offset + length);
    offset += length;
    return { path, body };
  });
}

/**
 * The demo media of a catalogue: read from the cache when this catalogue and this drawing code were drawn before
 * on this machine, else drawn, cached (written aside and renamed: another process may be seeding too) and returned.
 */
export async function demoMedia(catalogue: CatalogueDocument): Promise<MediaFile[]> {
  const root = demoMediaCacheDir();
  const name = `${artFingerprint()}-${catalogueHash(catalogue)}.bundle`;
  const bundle = join(root, name);
  try {
    if (existsSync(bundle)) return readBundle(bundle);
  } catch {
    // Removed or cut short meanwhile: draw again.
  }
  const files = await drawDemoMedia(catalogue);
  const temporary = `${bundle}.${process.pid}.tmp`;
  try {
    mkdirSync(root, { recursive: true });
    writeBundle(files, temporary);
    renameSync(temporary, bundle);
    // Only the newest drawing is kept: older ones belong to an earlier catalogue or drawing code.
    for (const other of readdirSync(root))
      if (other.endsWith('.bundle') && other !== name) rmSync(join(root, other), { force: true });
  } catch {
    // The package folder is read-only, or the disk is full: the files in hand are as good, only not kept.
    rmSync(temporary, { force: true });
  }
  return files;
}
