// The shapes of GET /get/part/{code}: a typed code read as a product's model or a spare part's code.
import { z } from '@hono/zod-openapi';
import { PART_KINDS } from '../catalogue/format';
import { ProductSchema, ProductSummarySchema } from '../products/schema';

export const SparePartSchema = z
  .object({
    code: z.string().openapi({ example: 'RP70001' }),
    name: z.string().openapi({ example: 'Ceramic disc cartridge (Trillian)' }),
    kind: z.enum(PART_KINDS),
    /** The number of the part on the product's exploded view drawing. */
    number: z.number().int().min(1),
  })
  .openapi('SparePart');

export const ExplodedViewSchema = z
  .object({
    url: z.string().openapi({ description: 'The SVG drawing under /media' }),
    altText: z.string(),
    /**
     * Where each part's number goes on the drawing, which draws an empty ring there and no text: the page sets the
     * number as HTML over it (issue 26). `x` and `y` are percentages of the drawing's width and height.
     */
    callouts: z.array(
      z.object({
        number: z.number().int().min(1),
        x: z.number().min(0).max(100),
        y: z.number().min(0).max(100),
      }),
    ),
  })
  .openapi('ExplodedView');

export const PartLookupSchema = z
  .object({
    success: z.literal(true),
    /** The code as the catalogue writes it (the typed one may have had spaces, dashes, a finish suffix). */
    code: z.string(),
    matched: z.enum(['product', 'part']),
    /** The code of the spare part typed, when the code was a part's: one of `spares`. */
    partCode: z.string().nullable(),
    product: ProductSchema,
    spares: z.array(SparePartSchema),
    explodedView: ExplodedViewSchema.nullable(),
    /** The other products a typed part fits (besides `product`), at most 12. */
    alsoFits: z.array(ProductSummarySchema),
  })
  .openapi('PartLookup');
