// GET /media/*: product illustrations, images and PDF documents, generated from the catalogue on request and cached.
// Nothing here reads files, so no path can reach outside the media; odd paths are still refused with a clear 400.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { FINISHES, NO_FINISH_CODE } from '@fittings/catalog-core';
import type {
  BannerRecord,
  CatalogCategoryRecord,
  CollectionRecord,
  EventRecord,
  AwardRecord,
  ProductRecord,
} from '../catalogue/format';
import { plainName } from '../catalogue/keys';
import type { Snapshot } from '../catalogue/state';
import type { AppEnv, Deps } from '../http/env';
import { quote, sendError } from '../http/errors';
import { Lru } from '../http/lru';
import { etagOf, matchesEtag } from '../http/response-cache';
import { COLLECTION_DEFINITIONS, type CollectionLook } from '../seed/collections';
import { shapeOf, SHAPE_OF_KIND, type Shape } from '../seed/taxonomy';
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

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._&-]{0,119}$/;
const VIEWS = new Set<View>(['front', 'side', 'detail', 'scene']);
const DOCUMENTS = {
  'spec-sheet': specSheetPdf,
  'installation-guide': installationGuidePdf,
  'submittal-sheet': submittalSheetPdf,
} as const;

const TYPES = {
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  html: 'text/html; charset=UTF-8',
} as const;

interface Asset {
  body: string | Buffer;
  type: keyof typeof TYPES;
  etag: string;
  filename?: string;
}

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

/** The shapes of a collection's kinds of product, in catalogue order. */
function collectionShapes(slug: string, snapshot: Snapshot): Shape[] {
  const shapes: Shape[] = [];
  for (const product of snapshot.products.values()) {
    if (product.collection !== slug) continue;
    const shape = productShape(product);
    if (!shapes.includes(shape)) shapes.push(shape);
  }
  return shapes.length > 0 ? shapes : ['basin-mixer'];
}

/** Splits and checks a media path; undefined when any segment is not a plain file or folder name. */
export function mediaSegments(pathname: string): string[] | undefined {
  const raw = pathname.replace(/^\/media\/?/, '').split('/');
  const segments: string[] = [];
  for (const part of raw) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    if (!SEGMENT.test(decoded) || decoded.includes('..')) return undefined;
    segments.push(decoded);
  }
  return segments.length > 0 ? segments : undefined;
}

export function registerMedia(app: OpenAPIHono<AppEnv>, { db, state }: Deps): void {
  const cache = new Lru<string, Asset | null>(8000, {
    maxWeight: 128 * 1024 * 1024,
    weigh: (asset) => (asset ? asset.body.length : 64),
  });
  state.onChange(() => cache.clear());
  const record = <T>(sql: string) => {
    const statement = db.prepare(sql).pluck();
    return (key: string): T | undefined => {
      const row = statement.get(key);
      return typeof row === 'string' ? (JSON.parse(row) as T) : undefined;
    };
  };
  const banner = record<BannerRecord>('SELECT record FROM banners WHERE id = ?');
  const event = record<EventRecord>('SELECT record FROM events WHERE slug = ?');
  const award = record<AwardRecord>('SELECT record FROM awards WHERE id = ?');
  const catalogCategories = db.prepare('SELECT record FROM catalog_categories').pluck();
  const catalog = (slug: string) =>
    catalogCategories
      .all()
      .flatMap((row) => (JSON.parse(String(row)) as CatalogCategoryRecord).catalogs)
      .find((c) => c.slug === slug);

  const svgOf = (body: string): Omit<Asset, 'etag'> => ({ body, type: 'svg' });

  /** Generates the asset of a path, or null when the path names nothing. */
  function generate(
    segments: string[],
    variant: string | undefined,
    snapshot: Snapshot,
  ): Omit<Asset, 'etag'> | null {
    const [folder, first, second, extra] = segments;
    if (extra !== undefined || !first) return null;
    const file = second ?? first;
    const dot = file.lastIndexOf('.');
    const stem = dot > 0 ? file.slice(0, dot) : file;
    const extension = dot > 0 ? file.slice(dot + 1) : '';
    switch (folder) {
      case 'products': {
        if (second === undefined) return null;
        const product = snapshot.products.get(first);
        if (!product) return null;
        const collection = product.collection
          ? snapshot.collections.get(product.collection)
          : undefined;
        if (extension === 'svg' && VIEWS.has(stem as View)) {
          return svgOf(
            productSvg(
              {
                shape: productShape(product),
                look: lookOf(collection),
                finish: product.finish,
                model: product.model,
                name: plainName(product.name),
              },
              stem as View,
            ),
          );
        }
        if (extension === 'pdf' && stem in DOCUMENTS) {
          return {
            body: DOCUMENTS[stem as keyof typeof DOCUMENTS](product, snapshot),
            type: 'pdf',
            filename: `${product.model}-${stem}.pdf`,
          };
        }
        return null;
      }
      case 'collections': {
        if (second !== undefined || extension !== 'svg') return null;
        const collection = snapshot.collections.get(stem);
        if (!collection) return null;
        return svgOf(
          collectionSvg(
            {
              name: plainName(collection.name),
              tagline: collection.tagline,
              finish: collection.finishCode,
              look: lookOf(collection),
              shapes: collectionShapes(collection.slug, snapshot),
              isNew: collection.isNew,
            },
            variant === 'hero' ? 'hero' : 'card',
          ),
        );
      }
      case 'technologies': {
        if (second !== undefined || extension !== 'svg') return null;
        const technology = snapshot.technologies.get(stem);
        return technology
          ? svgOf(technologySvg(plainName(technology.name), technology.icon, technology.kind))
          : null;
      }
      case 'banners': {
        if (second !== undefined || extension !== 'svg') return null;
        const found = banner(stem);
        if (!found) return null;
        const collection = found.collection
          ? snapshot.collections.get(found.collection)
          : undefined;
        return svgOf(
          bannerSvg(
            {
              title: found.title,
              subtitle: found.subtitle,
              finish: collection?.finishCode ?? 10,
              look: lookOf(collection),
              shapes: collection
                ? collectionShapes(collection.slug, snapshot)
                : ['pull-down', 'showerhead'],
            },
            variant === 'mobile' ? 'mobile' : 'wide',
          ),
        );
      }
      case 'videos': {
        const video = snapshot.videos.get(first);
        if (!video || second === undefined) return null;
        const product = video.products.map((model) => snapshot.products.get(model)).find(Boolean);
        const collection = product?.collection
          ? snapshot.collections.get(product.collection)
          : undefined;
        const finish = product?.finish ?? 10;
        const shape = product ? productShape(product) : 'showerhead';
        if (file === 'poster.svg')
          return svgOf(posterSvg(video.title, finish, lookOf(collection), shape));
        if (file === 'embed.html')
          return {
            body: videoEmbedHtml(video.title, video.description, finish, lookOf(collection), shape),
            type: 'html',
          };
        return null;
      }
      case 'menus': {
        if (second === undefined || extension !== 'svg') return null;
        const category = snapshot.categories.find((c) => c.area === first && c.slug === stem);
        if (!category) return null;
        const shapes = category.items.map(
          (item) =>
            SHAPE_OF_KIND[`${category.area}/${category.slug}/${item.value}`] ?? 'basin-mixer',
        );
        return svgOf(menuSvg(category.title, shapes, DEFAULT_LOOK));
      }
      case 'events': {
        if (second !== undefined || extension !== 'svg') return null;
        const found = event(stem);
        return found
          ? svgOf(
              eventSvg(
                found.title,
                `${found.venue}, ${found.city}`,
                `${found.startsOn} to ${found.endsOn}`,
              ),
            )
          : null;
      }
      case 'awards': {
        if (second !== undefined || extension !== 'svg') return null;
        const found = award(stem);
        return found ? svgOf(awardSvg(found.title, found.year, found.organisation)) : null;
      }
      case 'catalogs': {
        const slug = second === undefined ? stem : first;
        const found = catalog(slug);
        if (!found) return null;
        if (second === undefined && extension === 'pdf')
          return { body: catalogPdf(found, snapshot), type: 'pdf', filename: `${found.slug}.pdf` };
        if (second === 'cover.svg') {
          const collection = found.collections[0]
            ? snapshot.collections.get(found.collections[0])
            : undefined;
          const shapes = collection
            ? collectionShapes(collection.slug, snapshot)
            : snapshot.categories
                .filter(
                  (c) =>
                    (found.area === null || c.area === found.area) &&
                    (found.categories.length === 0 || found.categories.includes(c.slug)),
                )
                .flatMap((c) =>
                  c.items.map(
                    (item) => SHAPE_OF_KIND[`${c.area}/${c.slug}/${item.value}`] ?? 'basin-mixer',
                  ),
                );
          return svgOf(
            catalogCoverSvg(
              found.title,
              found.year,
              shapes,
              lookOf(collection),
              collection?.finishCode ?? 10,
            ),
          );
        }
        return null;
      }
      case 'finishes': {
        if (second !== undefined || extension !== 'svg') return null;
        const code = Number(stem);
        return FINISHES.some((f) => f.code === code) || code === NO_FINISH_CODE
          ? svgOf(swatchSvg(code))
          : null;
      }
      case 'placeholder':
        return file === 'no-image.svg' ? svgOf(placeholderSvg()) : null;
      default:
        return null;
    }
  }

  app.get('/media/*', (c) => {
    const url = new URL(c.req.url);
    const segments = mediaSegments(url.pathname);
    if (!segments)
      return sendError(
        c,
        400,
        'The media path is not valid: use plain names without "..", slashes or control characters.',
      );
    const variant = url.searchParams.get('variant') ?? undefined;
    const key = `${state.hash} ${segments.join('/')} ${variant ?? ''}`;
    let asset = cache.get(key);
    if (asset === undefined) {
      const generated = generate(segments, variant, state.snapshot);
      asset = generated ? { ...generated, etag: etagOf(generated.body) } : null;
      cache.set(key, asset);
    }
    if (!asset) return sendError(c, 404, `There is no media file ${quote(segments.join('/'))}.`);
    c.header('cache-control', IMMUTABLE);
    c.header('etag', asset.etag);
    c.header('x-content-type-options', 'nosniff');
    c.header('access-control-allow-origin', '*');
    if (asset.type !== 'pdf') {
      c.header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:",
      );
    }
    if (matchesEtag(c.req.header('if-none-match'), asset.etag)) return c.body(null, 304);
    if (asset.filename) {
      const disposition = url.searchParams.get('download') === '1' ? 'attachment' : 'inline';
      c.header('content-disposition', `${disposition}; filename="${asset.filename}"`);
    }
    c.header('content-type', TYPES[asset.type]);
    return c.body(typeof asset.body === 'string' ? asset.body : new Uint8Array(asset.body), 200);
  });
}
