// GET /get/search/result/{term} (full products, spec section 7) and /get/search/previews/{term} (card summaries, what
// the site's search screens show): the same candidates from SQLite, ordered by catalog-core's rankSearchResults.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context, TypedResponse } from 'hono';
import {
  MAX_SEARCH_TERM_LENGTH,
  MIN_SEARCH_TERM_LENGTH,
  rankSearchResults,
  SEARCH_RESULTS_LIMIT,
  type Product,
  type ProductCardSummary,
  type SearchTermProblem,
  type SearchTermReading,
} from '@fittings/catalog-core';
import { readSearchTerm } from '@fittings/catalog-core/search-vocabulary';
import type { AppEnv, Deps } from '../http/env';
import { errorResponses, sendError } from '../http/errors';
import type { ProductRecord } from '../catalogue/format';
import type { Snapshot } from '../catalogue/state';
import { AreaSchema, ProductCardSummarySchema, ProductSchema } from '../products/schema';
import { JSON_TYPE, NO_STORE, withJsonText } from '../http/response-cache';
import type { PreviewsText } from '../http/fast-path';
import { cardOf, collectionFields, productOf, shapedJson } from '../products/shape';
import { searchCandidates } from './candidates';
import { keywordSearch, readQuery, suggestWords } from './keywords';
import { countMiss } from './misses';
import { LangQuery } from '../i18n/languages';

/** What the API answers for each rule a term breaks (catalog-core's readSearchTerm checks them, once). */
const PROBLEMS: Record<SearchTermProblem, string> = {
  'control-characters': 'The search term contains control characters.',
  'too-long': `The search term is too long: at most ${MAX_SEARCH_TERM_LENGTH} characters.`,
  // The spec's 3 characters, except that a shorter Hindi vocabulary word (नल) searches and invisible marks don't count.
  'too-short': `The search term must have at least ${MIN_SEARCH_TERM_LENGTH} characters.`,
};

/**
 * A 200 JSON answer from text already serialised (joined from per-product texts), typed as the route's answer; the
 * route tests parse it against the schema, which the type cannot check here.
 */
function jsonText<T>(c: Context, text: string): TypedResponse<T, 200, 'json'> {
  // Registered with its text, so the response cache keeps the text rather than reading the body back.
  return withJsonText(
    c.body(text, 200, { 'content-type': JSON_TYPE }),
    text,
  ) as unknown as TypedResponse<T, 200, 'json'>;
}

/** How many "did you mean" terms and nearby categories a search that found nothing offers. */
const NEAREST_CATEGORIES = 3;

export function registerSearch(
  app: OpenAPIHono<AppEnv>,
  { db, state, writes, logger, metrics }: Deps,
): { previewsText: PreviewsText } {
  const candidates = searchCandidates(db);
  const productJson = shapedJson(productOf);
  const cardJson = shapedJson(cardOf);
  /**
   * The records matching a term, ranked by the shared rules (spec section 5) and cut to the limit. Hindi and
   * transliterated words are read as the catalogue's English terms first; an English term is searched as typed.
   * Candidates come from the English snapshot (its texts are what the keyword index reads); the records shaped are
   * the snapshot's of the language asked.
   */
  const ranked = (
    snapshot: Snapshot,
    reading: SearchTermReading,
    limit: number,
  ): ProductRecord[] => {
    const started = performance.now();
    try {
      return rankedRecords(snapshot, reading, limit);
    } finally {
      metrics.search((performance.now() - started) / 1000);
    }
  };
  const rankedRecords = (
    snapshot: Snapshot,
    reading: SearchTermReading,
    limit: number,
  ): ProductRecord[] => {
    const english = state.snapshot;
    const found = candidates(reading.term, english).flatMap((model) => {
      const record = snapshot.products.get(model);
      return record ? [record] : [];
    });
    // Ranking compares collection names as shown, so it gets the shaped names rather than the stored slugs.
    const rankable = found.map((record) => {
      const { collection, viewableCollection } = collectionFields(record, snapshot);
      const { model, categoryRank, subCategoryRank, rank } = record;
      return { record, model, collection, viewableCollection, categoryRank, subCategoryRank, rank };
    });
    return rankSearchResults(rankable, reading, { limit }).map(({ record }) => record);
  };
  /** The full spec answer: every matching product, one per model. */
  const search = (snapshot: Snapshot, reading: SearchTermReading, limit: number): ProductRecord[] =>
    ranked(snapshot, reading, limit);
  /**
   * What the search screens show: one product per design (issue 16), at the place of its design's best-ranked
   * product, in the finish a finish word asked for when the design comes in it.
   */
  const searchDesigns = (
    snapshot: Snapshot,
    reading: SearchTermReading,
    limit: number,
  ): ProductRecord[] => {
    const all = ranked(snapshot, reading, SEARCH_RESULTS_LIMIT * 3);
    const wanted = new Set(readQuery(state.snapshot, reading.term).finishes);
    const byFamily = new Map<string, ProductRecord>();
    for (const record of all) {
      const shown = byFamily.get(record.family);
      if (!shown) byFamily.set(record.family, record);
      else if (!wanted.has(shown.finish) && wanted.has(record.finish))
        byFamily.set(record.family, record);
    }
    return [...byFamily.values()].slice(0, limit);
  };
  /**
   * What a search that found nothing offers instead: catalogue words near what was typed, and the categories that
   * the nearest words find (or, without any, that the words typed half-match), in the language asked.
   */
  const nothingFound = (snapshot: Snapshot, reading: SearchTermReading) => {
    const english = state.snapshot;
    const { term } = reading;
    const didYouMean = suggestWords(english, term).filter((s) => s !== term.toLowerCase());
    const near =
      didYouMean.length > 0
        ? searchDesigns(snapshot, readSearchTerm(didYouMean[0]!), 10)
        : keywordSearch(english, term).results.map((r) => r.record);
    const categories: { area: 'bathroom' | 'kitchen'; category: string; title: string }[] = [];
    for (const record of near) {
      if (categories.length === NEAREST_CATEGORIES) break;
      if (categories.some((c) => c.area === record.area && c.category === record.category))
        continue;
      const category = snapshot.categories.find(
        (c) => c.area === record.area && c.slug === record.category,
      );
      if (category)
        categories.push({ area: record.area, category: category.slug, title: category.title });
    }
    return { didYouMean, categories };
  };
  const previewsText: PreviewsText = (snapshot, reading, limit, base) => {
    const designs = searchDesigns(snapshot, reading, limit);
    if (designs.length === 0) return undefined;
    const items = designs.map((record) => cardJson(record, snapshot, base));
    return `{"success":true,"products":[${items.join(',')}]}`;
  };
  const termParam = z.object({
    term: z.string().openapi({ param: { name: 'term', in: 'path' }, example: 'pull down' }),
  });
  const limitQuery = z.object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(SEARCH_RESULTS_LIMIT)
      .default(SEARCH_RESULTS_LIMIT)
      .openapi({ description: 'The most results: 100 on the results page, 3 in the dialog' }),
  });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/search/result/{term}',
      tags: ['search'],
      summary: 'Search by keyword, model or part number (spec sections 5 and 7)',
      description:
        'Exact model first; then models containing the term, and only those when any match; a term equal to a collection name gives that collection by categoryRank, subCategoryRank, rank; otherwise keyword matches by relevance: the term read for spelling mistakes, compounds, the catalogue synonyms, Hindi, and finish or room words (which filter), scored by field, proximity and match quality. De-duplicated by model. `limit` is 100 for the results page, 3 for the search dialog.',
      request: { params: termParam, query: limitQuery.merge(LangQuery) },
      responses: {
        200: {
          description: 'The matching products, best first',
          content: {
            'application/json': {
              schema: z.object({ success: z.literal(true), collection: z.array(ProductSchema) }),
            },
          },
        },
        ...errorResponses(400),
      },
    }),
    (c) => {
      const { term } = c.req.valid('param');
      const { limit } = c.req.valid('query');
      const reading = readSearchTerm(term);
      const [problem] = reading.problems;
      if (problem) return sendError(c, 400, PROBLEMS[problem]);
      const snapshot = state.snapshotIn(c.get('language'));
      const base = c.get('assetBase');
      const ranked = search(snapshot, reading, limit);
      // The same text c.json would write, joined from each product's JSON made once (see shapedJson).
      const items = ranked.map((record) => productJson(record, snapshot, base));
      return jsonText<{ success: true; collection: Product[] }>(
        c,
        `{"success":true,"collection":[${items.join(',')}]}`,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/search/previews/{term}',
      tags: ['search'],
      summary: 'Search, answered with card summaries: what the search dialog and results page show',
      description:
        "The products of `/get/search/result/{term}` in the same order (spec section 5), one per design (a design's finishes are one card, in the finish a finish word asked for), each as a ProductCardSummary (image, names, model, description, finish chips) rather than a full Product: a few hundred bytes a card instead of several kilobytes. `limit` counts designs. The site uses this one; the full product stays on `/get/product/{id}`.",
      request: { params: termParam, query: limitQuery.merge(LangQuery) },
      responses: {
        200: {
          description: 'The matching products as cards, best first',
          content: {
            'application/json': {
              schema: z.object({
                success: z.literal(true),
                products: z.array(ProductCardSummarySchema),
                didYouMean: z.array(z.string()).optional().openapi({
                  description:
                    'When nothing was found: the term written with the catalogue words nearest to what was typed',
                }),
                categories: z
                  .array(z.object({ area: AreaSchema, category: z.string(), title: z.string() }))
                  .optional()
                  .openapi({
                    description:
                      'When nothing was found: the nearest categories (listing /filter/{area}?category={category}), titled in the language asked',
                  }),
              }),
            },
          },
        },
        ...errorResponses(400),
      },
    }),
    (c) => {
      const { term } = c.req.valid('param');
      const { limit } = c.req.valid('query');
      const reading = readSearchTerm(term);
      const [problem] = reading.problems;
      if (problem) return sendError(c, 400, PROBLEMS[problem]);
      const snapshot = state.snapshotIn(c.get('language'));
      const text = previewsText(snapshot, reading, limit, c.get('assetBase'));
      if (text === undefined) {
        // Counted by its words only; answered uncached, so that every such search is counted.
        countMiss(writes, term).catch((error: unknown) =>
          logger.warn({ err: String(error) }, 'could not count a search that found nothing'),
        );
        const help = nothingFound(snapshot, reading);
        return c.json({ success: true as const, products: [], ...help }, 200, {
          'cache-control': NO_STORE,
        });
      }
      return jsonText<{ success: true; products: ProductCardSummary[] }>(c, text);
    },
  );

  // An empty term never reaches the {term} route; answer it as the short term it is rather than as an unknown path.
  for (const path of [
    '/get/search/result',
    '/get/search/result/',
    '/get/search/previews',
    '/get/search/previews/',
  ]) {
    app.get(path, (c) => sendError(c, 400, PROBLEMS['too-short']));
  }
  return { previewsText };
}
