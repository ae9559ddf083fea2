// GET /get/search/result/{term} (full products, spec section 7) and /get/search/previews/{term} (card summaries, what
// the site's search screens show): the same candidates from SQLite, ordered by catalog-core's rankSearchResults.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context, TypedResponse } from 'hono';
import {
  finishName,
  plainName,
  type ProductArea,
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
import { SEARCH_SORTS, type SearchFilters, type SearchSort } from './filters';
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

/** The categories and finishes a search's designs come in, with how many designs each (issue 39). */
const FacetsSchema = z.object({
  categories: z.array(
    z.object({
      area: AreaSchema,
      category: z.string(),
      title: z.string(),
      count: z.number().int(),
    }),
  ),
  finishes: z.array(
    z.object({ value: z.number().int(), label: z.string(), count: z.number().int() }),
  ),
});

/** How many "did you mean" terms and nearby categories a search that found nothing offers. */
const NEAREST_CATEGORIES = 3;
/** How many of the catalogue's lead designs a search that found nothing offers. */
const POPULAR_DESIGNS = 4;

const NO_FILTERS: SearchFilters = { finishes: [], sort: 'rank' };

interface DesignsFound {
  /** The designs the term finds, before filters. */
  found: number;
  /** The designs the term and the filters find, before the limit. */
  total: number;
  records: ProductRecord[];
  facets: {
    categories: { area: ProductArea; category: string; title: string; count: number }[];
    finishes: { value: number; label: string; count: number }[];
  };
}

/** Designs in the order asked: relevance as ranked, new launches first (else by relevance), or by name. */
function sortDesigns(
  records: ProductRecord[],
  sort: SearchSort,
  language: string,
): ProductRecord[] {
  if (sort === 'rank') return records;
  if (sort === 'newest')
    return records
      .map((record, index) => ({ record, index }))
      .sort(
        (a, b) =>
          Number(b.record.newLaunch) - Number(a.record.newLaunch) ||
          Number(b.record.comingSoon) - Number(a.record.comingSoon) ||
          a.index - b.index,
      )
      .map(({ record }) => record);
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  const byName = [...records].sort(
    (a, b) =>
      collator.compare(plainName(a.name), plainName(b.name)) || a.model.localeCompare(b.model),
  );
  return sort === 'name-desc' ? byName.reverse() : byName;
}

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
   * product, in the finish a finish word (or the finish filter) asked for when the design comes in it; with the
   * number of designs found (not cut to the limit) and the categories and finishes they come in (issue 39), each
   * counted with the other filter applied, as a listing counts them.
   */
  const searchDesigns = (
    snapshot: Snapshot,
    reading: SearchTermReading,
    limit: number,
    filters: SearchFilters = NO_FILTERS,
  ): DesignsFound => {
    const all = ranked(snapshot, reading, Number.POSITIVE_INFINITY);
    const wanted = new Set([
      ...readQuery(state.snapshot, reading.term).finishes,
      ...filters.finishes,
    ]);
    const families = new Map<string, ProductRecord[]>();
    for (const record of all) {
      const members = families.get(record.family);
      if (members) members.push(record);
      else families.set(record.family, [record]);
    }
    const designs = [...families.values()];
    const inCategory = (members: ProductRecord[]) =>
      !filters.category ||
      (members[0]!.area === filters.category.area &&
        members[0]!.category === filters.category.slug);
    const inFinish = (members: ProductRecord[]) =>
      filters.finishes.length === 0 || members.some((m) => filters.finishes.includes(m.finish));
    const categoryCounts = new Map<
      string,
      { area: ProductArea; category: string; count: number }
    >();
    for (const members of designs.filter(inFinish)) {
      const { area, category } = members[0]!;
      const key = `${area}/${category}`;
      const counted = categoryCounts.get(key) ?? { area, category, count: 0 };
      counted.count += 1;
      categoryCounts.set(key, counted);
    }
    const finishCounts = new Map<number, number>();
    for (const members of designs.filter(inCategory))
      for (const code of new Set(members.map((m) => m.finish)))
        finishCounts.set(code, (finishCounts.get(code) ?? 0) + 1);
    const categories = [...categoryCounts.values()].flatMap(({ area, category, count }) => {
      const found = snapshot.categories.find((c) => c.area === area && c.slug === category);
      return found ? [{ area, category, title: found.title, count }] : [];
    });
    categories.sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));
    const finishes = [...finishCounts.entries()]
      .map(([value, count]) => ({ value, label: finishName(value) ?? String(value), count }))
      .sort((a, b) => b.count - a.count || a.value - b.value);
    const chosen = designs.filter((members) => inCategory(members) && inFinish(members));
    const shown = chosen.map((members) => members.find((m) => wanted.has(m.finish)) ?? members[0]!);
    const sorted = sortDesigns(shown, filters.sort, snapshot.language);
    return {
      found: designs.length,
      total: sorted.length,
      records: sorted.slice(0, limit),
      facets: { categories, finishes },
    };
  };
  /**
   * What a search that found nothing offers instead: catalogue words near what was typed, and the categories that
   * the nearest words find (or, without any, that the words typed half-match), in the language asked; and a few of
   * the catalogue's lead designs (the first of each of the first categories, by the catalogue's own ranks).
   */
  const nothingFound = (snapshot: Snapshot, reading: SearchTermReading, base: string) => {
    const english = state.snapshot;
    const { term } = reading;
    const didYouMean = suggestWords(english, term).filter((s) => s !== term.toLowerCase());
    const near =
      didYouMean.length > 0
        ? searchDesigns(snapshot, readSearchTerm(didYouMean[0]!), 10).records
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
    const popular = leadDesigns(snapshot).map(
      (record) => JSON.parse(cardJson(record, snapshot, base)) as ProductCardSummary,
    );
    return { didYouMean, categories, popular };
  };
  /** The first design of each of the catalogue's first categories, made once per snapshot. */
  const leads = new WeakMap<Snapshot, ProductRecord[]>();
  const leadDesigns = (snapshot: Snapshot): ProductRecord[] => {
    let found = leads.get(snapshot);
    if (!found) {
      const byCategory = new Map<string, ProductRecord>();
      const ordered = [...snapshot.products.values()]
        .filter((p) => !p.comingSoon)
        .sort(
          (a, b) =>
            a.categoryRank - b.categoryRank ||
            a.subCategoryRank - b.subCategoryRank ||
            a.rank - b.rank ||
            a.model.localeCompare(b.model),
        );
      for (const record of ordered) {
        const key = `${record.area}/${record.category}`;
        if (!byCategory.has(key)) byCategory.set(key, record);
      }
      found = [...byCategory.values()].slice(0, POPULAR_DESIGNS);
      leads.set(snapshot, found);
    }
    return found;
  };
  const previewsText: PreviewsText = (snapshot, reading, limit, base, filters) => {
    const designs = searchDesigns(snapshot, reading, limit, filters);
    if (designs.found === 0) return undefined;
    const items = designs.records.map((record) => cardJson(record, snapshot, base));
    return `{"success":true,"total":${designs.total},"facets":${JSON.stringify(designs.facets)},"products":[${items.join(',')}]}`;
  };
  const filterQuery = z.object({
    category: z
      .string()
      .regex(
        /^(?:bathroom|kitchen)\/[a-z0-9-]{1,60}$/,
        'must be area/category, as bathroom/showers',
      )
      .optional()
      .openapi({
        description: 'Only the designs of this category (`area/slug`)',
        example: 'bathroom/showers',
      }),
    finish: z
      .preprocess(
        // Repeated (`finish=1&finish=5`) or comma-separated (`finish=1,5`, as the api-client sends lists).
        (value) =>
          (value === undefined ? [] : Array.isArray(value) ? value : [value])
            .flatMap((v) => String(v).split(','))
            .filter((v) => v !== ''),
        z.array(z.coerce.number().int().min(1).max(9999)).max(20),
      )
      .openapi({
        description:
          'Only the designs that come in any of these finishes (codes; repeat the field)',
      }),
    sort: z
      .enum(SEARCH_SORTS)
      .default('rank')
      .openapi({ description: 'The order: relevance (default), new launches first, or by name' }),
  });
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
      request: { params: termParam, query: limitQuery.merge(filterQuery).merge(LangQuery) },
      responses: {
        200: {
          description: 'The matching products as cards, best first',
          content: {
            'application/json': {
              schema: z.object({
                success: z.literal(true),
                total: z.number().int().min(0).openapi({
                  description:
                    'How many designs the term (and the filters) find, before `limit` cuts them: the results page says "100 of 212"',
                }),
                facets: FacetsSchema,
                products: z.array(ProductCardSummarySchema),
                popular: z.array(ProductCardSummarySchema).optional().openapi({
                  description:
                    "When nothing was found: a few of the catalogue's lead designs (the first of each of its first categories)",
                }),
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
      const { limit, category, finish, sort } = c.req.valid('query');
      const reading = readSearchTerm(term);
      const [problem] = reading.problems;
      if (problem) return sendError(c, 400, PROBLEMS[problem]);
      const snapshot = state.snapshotIn(c.get('language'));
      const [area, slug] = category ? (category.split('/') as [ProductArea, string]) : [];
      const filters: SearchFilters = {
        category: area && slug ? { area, slug } : undefined,
        finishes: finish,
        sort,
      };
      const text = previewsText(snapshot, reading, limit, c.get('assetBase'), filters);
      if (text === undefined) {
        // Counted by its words only; answered uncached, so that every such search is counted.
        countMiss(writes, term).catch((error: unknown) =>
          logger.warn({ err: String(error) }, 'could not count a search that found nothing'),
        );
        const help = nothingFound(snapshot, reading, c.get('assetBase'));
        const facets = { categories: [], finishes: [] };
        return c.json({ success: true as const, total: 0, facets, products: [], ...help }, 200, {
          'cache-control': NO_STORE,
        });
      }
      return jsonText<{
        success: true;
        total: number;
        facets: z.infer<typeof FacetsSchema>;
        products: ProductCardSummary[];
      }>(c, text);
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
