// GET /get/part/{code}: what find-a-part shows for a model or part code typed from a product or its box.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { plainName } from '@fittings/catalog-core';
import { MAX_PART_CODE_LENGTH } from '@fittings/catalog-core/parts';
import type { AppEnv, Deps } from '../http/env';
import { errorResponses, hasControlCharacters, quote, sendError } from '../http/errors';
import { productOf, summaryOf } from '../products/shape';
import { explodedViewPath, readExplodedView, type ExplodedViewLayout } from './drawing';
import { lookUpCode } from './lookup';
import { PartLookupSchema } from './schema';
import { LangQuery, type Language } from '../i18n/languages';

/** The drawing's text alternative opens with what it is, in each language the API answers in. */
const EXPLODED_VIEW: Readonly<Record<Language, (product: string) => string>> = {
  en: (product) => `Exploded view of ${product}`,
  hi: (product) => `${product} का एक्सप्लोडेड व्यू`,
};

export function registerParts(app: OpenAPIHono<AppEnv>, { db, state }: Deps): void {
  const storedDrawing = db.prepare<[string], { etag: string; body: Buffer }>(
    'SELECT etag, body FROM media WHERE path = ?',
  );
  // Read once per stored file (an import that replaces the drawing gives it a new etag).
  const layouts = new Map<string, ExplodedViewLayout | undefined>();
  const layoutOf = (path: string): ExplodedViewLayout | undefined => {
    const row = storedDrawing.get(path);
    if (!row) return undefined;
    const key = `${path} ${row.etag}`;
    if (!layouts.has(key)) {
      if (layouts.size >= 2_000) layouts.clear();
      layouts.set(key, readExplodedView(row.body.toString('utf8')));
    }
    return layouts.get(key);
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/part/{code}',
      tags: ['parts'],
      summary: 'A product and its spare parts by a model or part code, however it was typed',
      description:
        'The code may carry spaces, dashes, dots, any case and a finish suffix (`t 35691`, `T35691-PN`, `rp70001`). A product model is tried before a part code, and the code as typed before the code without its suffix. Answers the product (with its installation parts, documents and marketplace link), its spare parts numbered as on its exploded view drawing, and the drawing when it has one.',
      request: {
        params: z.object({
          code: z.string().openapi({ param: { name: 'code', in: 'path' }, example: 'T35691-PN' }),
        }),
        query: LangQuery,
      },
      responses: {
        200: {
          description: 'What the code names',
          content: { 'application/json': { schema: PartLookupSchema } },
        },
        ...errorResponses(400, 404),
      },
    }),
    (c) => {
      const { code } = c.req.valid('param');
      if (code.trim() === '') return sendError(c, 400, 'Type the model or part code.');
      if (code.length > MAX_PART_CODE_LENGTH || hasControlCharacters(code))
        return sendError(
          c,
          400,
          `A model or part code has letters and digits, at most ${MAX_PART_CODE_LENGTH} characters.`,
        );
      const snapshot = state.snapshotIn(c.get('language'));
      const found = lookUpCode(snapshot, code);
      if (!found) return sendError(c, 404, `No product or part has the code ${quote(code)}.`);
      const assets = c.get('assets');
      const { product, part } = found;
      const spares = (snapshot.partsByModel.get(product.model) ?? []).map((p, index) => ({
        code: p.code,
        name: p.name,
        kind: p.kind,
        number: index + 1,
      }));
      const drawing = explodedViewPath(product.model);
      const layout = layoutOf(drawing);
      const percent = (value: number, of: number) => Math.round((value / of) * 10000) / 100;
      // Ring i carries part i's number; a drawing with fewer rings than parts numbers only those it has.
      const explodedView = layout
        ? {
            url: assets.url(drawing),
            altText: `${EXPLODED_VIEW[snapshot.language](plainName(product.name))}: ${spares.map((s) => `${s.number} ${s.name} (${s.code})`).join(', ')}`,
            callouts: spares.slice(0, layout.rings.length).map((spare, index) => ({
              number: spare.number,
              x: percent(layout.rings[index]!.x, layout.width),
              y: percent(layout.rings[index]!.y, layout.height),
            })),
          }
        : null;
      const alsoFits = part
        ? part.fits
            .filter((model) => model !== product.model)
            .flatMap((model) => {
              const record = snapshot.products.get(model);
              return record ? [summaryOf(record, snapshot, assets)] : [];
            })
            .slice(0, 12)
        : [];
      return c.json(
        {
          success: true as const,
          code: part ? part.code : product.model,
          matched: found.matched,
          partCode: part ? part.code : null,
          product: productOf(product, snapshot, assets),
          spares,
          explodedView,
          alsoFits,
        },
        200,
      );
    },
  );
}
