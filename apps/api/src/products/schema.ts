// The served product shapes as zod schemas: they validate, document (OpenAPI) and match catalog-core's types.
import { z } from '@hono/zod-openapi';
import type { Product, ProductCardSummary, ProductSummary } from '@fittings/catalog-core';
import { mediaUrl } from '../http/schemas';

export const FinishRefSchema = z.object({ code: z.number().int() }).openapi('FinishRef');
export const AssociatedFinishSchema = z
  .object({ code: z.number().int(), url: z.string() })
  .openapi('AssociatedFinish');
/** A photo's AVIF and WebP variants, for `<picture>`/`srcset`/`sizes`; absent for drawings (SVG) and videos. */
export const ImageVariantsSchema = z
  .object({
    width: z.number().int().openapi({ description: 'Intrinsic width of the largest variant' }),
    height: z.number().int().openapi({ description: 'Intrinsic height of the largest variant' }),
    sources: z
      .array(
        z.object({
          type: z.string().openapi({ example: 'image/avif' }),
          srcset: z.array(z.object({ url: mediaUrl, width: z.number().int() })),
        }),
      )
      .openapi({
        description: 'One per encoding, best first; each lists its widths, smallest first',
      }),
  })
  .openapi('ImageVariants');

export const GalleryItemSchema = z
  .object({
    isVideo: z.boolean(),
    url: mediaUrl,
    altText: z.string(),
    variants: ImageVariantsSchema.optional(),
  })
  .openapi('GalleryItem');
export const ExtrasItemSchema = z
  .object({ name: z.string(), description: z.string(), image: mediaUrl, style: z.string() })
  .openapi('ExtrasItem');
export const SeoSchema = z
  .object({ title: z.string(), metaDescription: z.string(), heroImage: mediaUrl })
  .openapi('Seo');

export const DesignFinishSchema = z
  .object({
    code: z.number().int(),
    model: z.string().openapi({ example: 'T14059-PN' }),
    url: z.string(),
    image: mediaUrl,
    imageVariants: ImageVariantsSchema.optional(),
  })
  .openapi('DesignFinish');

export const ProductSummarySchema = z
  .object({
    model: z.string().openapi({ example: 'T14059-PR' }),
    name: z.string().openapi({ example: 'Pivotal<sup>™</sup> Shower Mixer Trim' }),
    url: z.string().openapi({ example: 'pivotal-shower-mixer-trim-t14059-pr' }),
    image: mediaUrl,
    imageVariants: ImageVariantsSchema.optional(),
    collection: z.string(),
    finish: FinishRefSchema,
    newLaunch: z.boolean(),
    comingSoon: z.boolean(),
    waterwise: z.boolean(),
    finishes: z.array(DesignFinishSchema).optional().openapi({
      description:
        "Every finish of the product's design, sorted by code; sent where the answer groups products by design",
    }),
  })
  .openapi('ProductSummary');

/** Issue 17's home-fit facts; null is "not applicable" (an accessory has no flow), never an unknown. */
export const HomeFitSchema = z
  .object({
    minPressureBar: z.number().nullable().openapi({
      description: 'Lowest supply pressure it works well at, in bar',
      example: 0.5,
    }),
    flowAt1BarLpm: z.number().nullable().openapi({ description: 'Litres a minute at 1 bar' }),
    flowAt3BarLpm: z.number().nullable().openapi({ description: 'Litres a minute at 3 bar' }),
    inletSize: z.string().nullable().openapi({ example: '1/2" BSP' }),
    hardWater: z.boolean().nullable().openapi({
      description:
        'Made for hard water (true), needs descaling in it (false), touches no water (null)',
    }),
    cartridge: z.string().nullable().openapi({ example: 'Ceramic disc, 35 mm' }),
    materials: z.array(z.string()),
    warrantyYears: z.number().int(),
    dimensions: z.object({
      heightMm: z.number(),
      widthMm: z.number(),
      depthMm: z.number(),
    }),
  })
  .openapi('HomeFit');

const StyleCodeSchema = z.union([z.literal(10), z.literal(20), z.literal(30)]);
export const AreaSchema = z.enum(['bathroom', 'kitchen']);

export const ProductSchema = z
  .object({
    model: z.string(),
    description: z.string(),
    image: mediaUrl,
    imageVariants: ImageVariantsSchema.optional(),
    url: z.string(),
    name: z.string(),
    collection: z.string(),
    collectionSuffix: z.string(),
    viewableCollection: z.string(),
    collectionPage: z.string(),
    newLaunch: z.boolean(),
    comingSoon: z.boolean(),
    waterwise: z.boolean(),
    amazonLink: z.string(),
    finish: FinishRefSchema,
    associatedFinishes: z.array(AssociatedFinishSchema),
    gallery: z.array(GalleryItemSchema),
    paragraph: z.string(),
    features: z.array(z.object({ feature: z.string() })),
    extras: z.object({
      technologies: z.array(ExtrasItemSchema),
      specialFeatures: z.array(ExtrasItemSchema),
    }),
    support: z.object({
      technicals: z.array(
        z.object({ name: z.string(), viewLink: mediaUrl, downloadLink: mediaUrl }),
      ),
      professional: z.array(z.object({ title: z.string(), url: z.string() })),
    }),
    accents: z.array(ProductSummarySchema),
    installations: z.array(ProductSummarySchema),
    relatedProducts: z.array(ProductSummarySchema),
    recommendedProducts: z.array(ProductSummarySchema),
    seo: SeoSchema,
    selected: z.boolean(),
    categoryRank: z.number().int(),
    subCategoryRank: z.number().int(),
    rank: z.number().int(),
    area: AreaSchema.optional(),
    category: z.string().optional(),
    type: z.string().optional(),
    subcategory: z.string().optional(),
    styleCode: StyleCodeSchema.optional(),
    fit: HomeFitSchema,
  })
  .openapi('Product');

/** A detailed card (search dialog and results page): the summary plus what the card shows, nothing more. */
export const ProductCardSummarySchema = ProductSummarySchema.extend({
  description: z.string(),
  viewableCollection: z.string(),
  collectionSuffix: z.string(),
  associatedFinishes: z.array(AssociatedFinishSchema),
}).openapi('ProductCardSummary');

/** A product card of a listing: the summary plus what a listing shows and sorts by. */
export const ProductListItemSchema = ProductSummarySchema.extend({
  description: z.string(),
  viewableCollection: z.string(),
  collectionSuffix: z.string(),
  collectionPage: z.string(),
  amazonLink: z.string(),
  associatedFinishes: z.array(AssociatedFinishSchema),
  area: AreaSchema,
  category: z.string(),
  type: z.string().nullable(),
  subcategory: z.string().nullable(),
  categoryRank: z.number().int(),
  subCategoryRank: z.number().int(),
  rank: z.number().int(),
}).openapi('ProductListItem');

export type ProductListItem = z.infer<typeof ProductListItemSchema>;

// The schemas and catalog-core's types must describe the same shapes; these fail to compile when they drift apart.
type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export const schemasMatchCatalogCore: [
  Equals<z.infer<typeof ProductSchema>, Product>,
  Equals<z.infer<typeof ProductSummarySchema>, ProductSummary>,
  Equals<z.infer<typeof ProductCardSummarySchema>, ProductCardSummary>,
] = [true, true, true];
